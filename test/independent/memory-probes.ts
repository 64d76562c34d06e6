/**
 * One probe per memory defect: `holds(url)` is true when the rule the defect breaks holds on the
 * server at `url`. The defect test runs each probe on a correct server (must hold) and on a server
 * with only that defect (must not hold), so no defect toggle is a no-op. The Record type makes a
 * missing probe a type error.
 */

import { memoryClient, post, scoreOf, UUID } from './memory-client.js';
import type { MemoryDefectName, MemoryQuirkName } from './memory-defects.js';
import { authProbes } from './memory-probes-auth.js';
import type { IndependentMemoryOptions } from './memory-server.js';

/** A probe and the server options it needs besides the defect under test. */
export interface MemoryProbe {
  options?: IndependentMemoryOptions;
  holds(url: string): Promise<boolean>;
}

const RANDOM_ID = '6f1c2b9e-1d7a-4c3e-9b8f-0a1b2c3d4e5f';

async function feedbackScores(url: string, listed: 'first' | 'none') {
  const client = memoryClient(url);
  const anchor = await client.anchor();
  const first = await client.atom(anchor, 'kiwi orchard one');
  const second = await client.atom(anchor, 'kiwi orchard two');
  const before = await client.recall(anchor, 'kiwi orchard');
  await client.feedback(before.body.session_id, listed === 'first' ? [first] : []);
  const after = await client.recall(anchor, 'kiwi orchard');
  return { before, after, first, second };
}

const resourceProbes = {
  'recall-cross-anchor': {
    async holds(url) {
      const client = memoryClient(url);
      const [mine, other] = [await client.anchor(), await client.anchor('other')];
      await client.atom(other, 'alpha apples grow here');
      const answer = await client.recall(mine, 'alpha apples');
      return answer.status === 200 && answer.body.items.length === 0;
    },
  },
  'recall-unsorted': {
    async holds(url) {
      const client = memoryClient(url);
      const anchor = await client.anchor();
      await client.atom(anchor, 'zebra stripes');
      await client.atom(anchor, 'apple banana smoothie');
      await client.atom(anchor, 'apple pie');
      const items = (await client.recall(anchor, 'apple banana', 2)).body.items as { score: number }[];
      const sorted = items.every(
        (item, index) => index === 0 || (items[index - 1]?.score ?? 0) >= item.score,
      );
      return sorted && (items[0]?.score ?? 0) > 0 && items.length === 2;
    },
  },
  'server-error-bad-limit': {
    async holds(url) {
      const client = memoryClient(url);
      const answer = await client.recall(await client.anchor(), 'q', 'abc');
      return answer.status === 400;
    },
  },
  'stored-count-mismatch': {
    async holds(url) {
      const client = memoryClient(url);
      const answer = await client.atoms(await client.anchor(), 'One fact. Two facts.', true);
      return answer.body.stored_count === answer.body.atom_ids.length;
    },
  },
  'chunking-ignored': {
    async holds(url) {
      const client = memoryClient(url);
      const answer = await client.atoms(await client.anchor(), 'First fact. Second fact! Third fact?', true);
      return answer.body.atom_ids.length > 1;
    },
  },
  'limit-ignored': {
    async holds(url) {
      const client = memoryClient(url);
      const anchor = await client.anchor();
      for (const word of ['a1', 'b2', 'c3', 'd4']) await client.atom(anchor, `memo ${word}`);
      return (await client.recall(anchor, 'memo', 2)).body.items.length === 2;
    },
  },
  'unknown-anchor-200': {
    async holds(url) {
      const client = memoryClient(url);
      const stored = await client.atoms(RANDOM_ID, 'text');
      return stored.status === 404 && (await client.recall(RANDOM_ID, 'text')).status === 404;
    },
  },
  'unknown-session-200': {
    holds: async (url) => (await memoryClient(url).feedback(RANDOM_ID, [])).status === 404,
  },
  'feedback-reinforces-unlisted': {
    async holds(url) {
      const { before, after, second } = await feedbackScores(url, 'first');
      return scoreOf(before, second) === scoreOf(after, second);
    },
  },
  'feedback-ignores-session': {
    async holds(url) {
      const client = memoryClient(url);
      const anchor = await client.anchor();
      await client.atom(anchor, 'pear tart');
      const quince = await client.atom(anchor, 'quince jelly');
      const before = scoreOf(await client.recall(anchor, 'quince'), quince);
      const pearOnly = await client.recall(anchor, 'pear', 1);
      await client.feedback(pearOnly.body.session_id, [quince]);
      return scoreOf(await client.recall(anchor, 'quince'), quince) === before;
    },
  },
  'feedback-no-effect': {
    async holds(url) {
      const { before, after, first } = await feedbackScores(url, 'first');
      return (scoreOf(after, first) ?? 0) > (scoreOf(before, first) ?? 0);
    },
  },
  'recall-no-session': {
    async holds(url) {
      const client = memoryClient(url);
      const answer = await client.recall(await client.anchor(), 'anything');
      return typeof answer.body.session_id === 'string' && answer.body.session_id.length > 0;
    },
  },
  'ids-not-uuid': {
    async holds(url) {
      const client = memoryClient(url);
      const anchor = await client.anchor();
      return UUID.test(anchor) && UUID.test(await client.atom(anchor, 'x'));
    },
  },
  'anchor-metadata-dropped': {
    async holds(url) {
      const metadata = { lane: 'fast', service_source: 'probe' };
      const answer = await memoryClient(url).call('/v1/anchors', { name: 'n', type: 't', metadata });
      return JSON.stringify(answer.body.metadata) === JSON.stringify(metadata);
    },
  },
  'error-shape-wrong': {
    async holds(url) {
      const { body } = await memoryClient(url).recall(RANDOM_ID, 'q');
      return typeof body.error === 'string' && typeof body.message === 'string';
    },
  },
  'error-code-wrong': {
    holds: async (url) => (await memoryClient(url).recall(RANDOM_ID, 'q')).body.error === 'not_found',
  },
  'malformed-json-500': {
    holds: async (url) => (await post(url, '/v1/anchors', '{"name": ')).status === 400,
  },
  'text-html-content-type': {
    async holds(url) {
      const answer = await memoryClient(url).call('/v1/anchors', { name: 'n', type: 't' });
      return answer.headers.get('content-type')?.startsWith('application/json') === true;
    },
  },
} satisfies Record<string, MemoryProbe>;

const CHECKOUT = {
  company_name: 'Acme',
  admin_email: 'ops@acme.test',
  pricing_model: 'usage',
  service_source: 'probe',
};

const checkoutProbes = {
  'checkout-placeholder-substituted': {
    async holds(url) {
      const { body } = await post(url, '/api/v1/billing/maas/checkout-session', CHECKOUT, {});
      return body.success_url === `${url}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}`;
    },
  },
  'checkout-no-echo': {
    async holds(url) {
      const { body } = await post(url, '/api/v1/billing/maas/checkout-session', CHECKOUT, {});
      return body.service_source === 'probe';
    },
  },
  'checkout-accepts-invalid': {
    async holds(url) {
      const invalid = { ...CHECKOUT, admin_email: 'not-an-email' };
      return (await post(url, '/api/v1/billing/maas/checkout-session', invalid, {})).status === 400;
    },
  },
} satisfies Record<string, MemoryProbe>;

/** Every memory defect's probe. */
export const MEMORY_DEFECT_PROBES: Record<MemoryDefectName, MemoryProbe> = {
  ...authProbes,
  ...resourceProbes,
  ...checkoutProbes,
};

/** One probe per memory quirk: `fires(url)` is true when the questionable behaviour is observed. */
export const MEMORY_QUIRK_PROBES: Record<MemoryQuirkName, (url: string) => Promise<boolean>> = {
  async 'accepts-missing-required-field'(url) {
    const client = memoryClient(url);
    const answer = await client.call('/v1/atoms', { anchor_id: await client.anchor(), source_type: 'note' });
    return answer.status === 200;
  },
  async 'limit-string-coerced'(url) {
    const client = memoryClient(url);
    return (await client.recall(await client.anchor(), 'q', '3')).status === 200;
  },
  async 'failed-feedback-reinforces'(url) {
    const client = memoryClient(url);
    const anchor = await client.anchor();
    const atom = await client.atom(anchor, 'plum jam');
    const before = await client.recall(anchor, 'plum');
    await client.feedback(before.body.session_id, [atom], false);
    return (scoreOf(await client.recall(anchor, 'plum'), atom) ?? 0) > (scoreOf(before, atom) ?? 0);
  },
  async 'non-positive-limit-served'(url) {
    const client = memoryClient(url);
    return (await client.recall(await client.anchor(), 'q', 0)).status === 200;
  },
};
