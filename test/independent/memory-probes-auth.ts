/**
 * Probes of the memory defects about access: credentials, workspace header, policy, billing, rate
 * limit and workspace isolation. See memory-probes.ts for the contract of a probe.
 */
import { KEY, memoryClient, post, WORKSPACE } from './memory-client.js';
import type { IndependentMemoryOptions } from './memory-server.js';

interface Probe {
  options?: IndependentMemoryOptions;
  holds(url: string): Promise<boolean>;
}

const ANCHOR = { name: 'n', type: 't' };
const TIGHT: IndependentMemoryOptions = { rateLimit: { limit: 2, windowMs: 60_000 } };

const statusWith = async (url: string, headers: Record<string, string>) =>
  (await post(url, '/v1/anchors', ANCHOR, { 'content-type': 'application/json', ...headers })).status;

/** Access probes, keyed by the defect each one catches. */
export const authProbes = {
  'no-key-401': { holds: async (url) => (await statusWith(url, { 'x-workspace-id': WORKSPACE })) === 400 },
  'missing-workspace-ok': { holds: async (url) => (await statusWith(url, { 'x-api-key': KEY })) === 400 },
  'invalid-key-ok': {
    holds: async (url) =>
      (await statusWith(url, { 'x-api-key': 'no-such-key', 'x-workspace-id': WORKSPACE })) === 400,
  },
  'x-api-key-ignored': {
    holds: async (url) => (await statusWith(url, { 'x-api-key': KEY, 'x-workspace-id': WORKSPACE })) === 200,
  },
  'bearer-ignored': {
    holds: async (url) =>
      (await statusWith(url, { authorization: `Bearer ${KEY}`, 'x-workspace-id': WORKSPACE })) === 200,
  },
  'denied-workspace-ok': {
    holds: async (url) =>
      (await statusWith(url, { 'x-api-key': KEY, 'x-workspace-id': 'ws-denied' })) === 403,
  },
  'billing-block-ignored': {
    holds: async (url) =>
      (await statusWith(url, { 'x-api-key': 'indep-key-blocked', 'x-workspace-id': WORKSPACE })) === 402,
  },
  'rate-limit-ignored': {
    options: TIGHT,
    async holds(url) {
      const client = memoryClient(url);
      await client.call('/v1/anchors', ANCHOR);
      await client.call('/v1/anchors', ANCHOR);
      const third = await client.call('/v1/anchors', ANCHOR);
      return third.status === 429 && third.body.error === 'rate_limited';
    },
  },
  'rate-limit-per-key': {
    options: TIGHT,
    async holds(url) {
      const first = memoryClient(url, KEY, 'ws-a');
      await first.call('/v1/anchors', ANCHOR);
      await first.call('/v1/anchors', ANCHOR);
      return (await memoryClient(url, KEY, 'ws-b').call('/v1/anchors', ANCHOR)).status === 200;
    },
  },
  'workspace-leak-anchor': {
    async holds(url) {
      const anchor = await memoryClient(url, KEY, 'ws-a').anchor();
      const other = memoryClient(url, KEY, 'ws-b');
      const stored = await other.atoms(anchor, 'leak');
      return stored.status === 404 && (await other.recall(anchor, 'leak')).status === 404;
    },
  },
  'workspace-leak-session': {
    async holds(url) {
      const owner = memoryClient(url, KEY, 'ws-a');
      const anchor = await owner.anchor();
      const atom = await owner.atom(anchor, 'secret plan');
      const session = (await owner.recall(anchor, 'secret plan')).body.session_id as string;
      return (await memoryClient(url, KEY, 'ws-b').feedback(session, [atom])).status === 404;
    },
  },
} satisfies Record<string, Probe>;
