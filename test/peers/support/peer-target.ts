import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll } from 'vitest';
import { type RunningMock, startMock } from '../../../src/server/index.js';

/** Which API, and whether Prism (proxy, validating every exchange) stands in front of the engine. */
export type PeerApi = 'memory' | 'releases';
export type PeerMode = 'direct' | 'prism';

/** A running mock and the copies of its document a peer tool loads. */
export interface PeerTarget {
  mock: RunningMock;
  url: string;
  /** The YAML document, with the example ids of stored resources swapped for real ones. */
  document: string;
  /** The same, dereferenced, as JSON (for tools that cannot follow `$ref` in parameters). */
  dereferenced: string;
  /** A scratch folder for the tool's config and reports; removed by `close`. */
  dir: string;
  close(): Promise<void>;
}

/** The memory credentials of the default tenants fixture. */
export const memoryKey = 'ck_test_key';
const memoryHeaders = {
  authorization: `Bearer ${memoryKey}`,
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};

// The ids the memory document's examples use for resources a client must have created first.
const exampleAnchor = '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f';
const exampleAtom = '9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b';
const exampleSession = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: memoryHeaders, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`setup ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * What a tool that replays the memory document's examples needs: an anchor, an atom in it and a
 * recall session, created through the API itself. Returns the example id -> real id swaps.
 */
async function createMemoryResources(url: string): Promise<[string, string][]> {
  const anchor = await post(`${url}/v1/anchors`, { name: 'Support assistant', type: 'agent' });
  const atoms = await post(`${url}/v1/atoms`, {
    anchor_id: anchor.anchor_id,
    content: 'The customer prefers email over phone calls and works in the Berlin office.',
  });
  const recall = await post(`${url}/v1/recall`, {
    anchor_id: anchor.anchor_id,
    query: 'how does the customer want to be contacted',
  });
  return [
    [exampleAnchor, String(anchor.anchor_id)],
    [exampleAtom, String((atoms.atom_ids as string[])[0])],
    [exampleSession, String(recall.session_id)],
  ];
}

/**
 * Starts the mock of `api` (the engine alone, or Prism in front of it) with the setup a peer tool
 * needs, and writes the document copies it loads. The rate limit is off: a generative run sends
 * hundreds of requests in seconds, and a 429 the tool did not ask for says nothing about the
 * contract (429 itself is covered by test/memory and the conformance suite).
 */
export async function startPeerTarget(api: PeerApi, mode: PeerMode): Promise<PeerTarget> {
  const mock = await startMock({
    api,
    port: 0,
    direct: mode === 'direct',
    ...(api === 'memory' ? { rateLimit: false as const } : {}),
    log: () => {},
  });
  const dir = await mkdtemp(join(tmpdir(), `ck-peer-${api}-${mode}-`));
  try {
    const swaps = api === 'memory' ? await createMemoryResources(mock.url) : [];
    let text = await readFile(`openapi/${api}.yaml`, 'utf8');
    for (const [from, to] of swaps) text = text.replaceAll(from, to);
    const document = join(dir, `${api}.yaml`);
    await writeFile(document, text);
    const dereferenced = join(dir, `${api}.json`);
    await writeFile(dereferenced, JSON.stringify(await SwaggerParser.dereference(document)));
    return {
      mock,
      url: mock.url,
      document,
      dereferenced,
      dir,
      close: async () => {
        await mock.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mock.close();
    throw error;
  }
}

/** Both APIs, served directly and through Prism: the four runs of every peer tool. */
export const peerCases: [PeerApi, PeerMode][] = [
  ['releases', 'direct'],
  ['releases', 'prism'],
  ['memory', 'direct'],
  ['memory', 'prism'],
];

/**
 * Starts the target for the enclosing `describe` and stops it after; returns a getter for its tests.
 * @example const target = usePeerTarget(api, mode); it('…', () => runTool(target().url));
 */
export function usePeerTarget(api: PeerApi, mode: PeerMode): () => PeerTarget {
  let target: PeerTarget | undefined;
  beforeAll(async () => {
    target = await startPeerTarget(api, mode);
  }, 90_000);
  afterAll(() => target?.close());
  return () => {
    if (!target) throw new Error(`the ${api} peer target (${mode}) did not start`);
    return target;
  };
}
