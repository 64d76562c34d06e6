/**
 * How a front-end project uses the kit in its own test runner: msw's `setupServer` with the
 * handlers, the typed clients pointed at the mocks' usual addresses, and no server anywhere.
 * Imports are relative here; a consumer writes 'contract-kit/msw' and 'contract-kit/client'.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryHandlers,
  createReleasesHandlers,
  defaultMemoryBaseUrl,
  defaultReleasesBaseUrl,
} from '../../mocks/index.js';
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';

const memory = createMemoryHandlers({ seed: 1 });
const releases = createReleasesHandlers();
const server = setupServer(...memory, ...releases);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  memory.reset();
  releases.reset();
});
afterAll(() => server.close());

const client = createMemoryClient({
  baseUrl: defaultMemoryBaseUrl,
  apiKey: 'ck_test_key',
  workspaceId: 'ws_main',
});
const feed = createReleasesClient({ baseUrl: defaultReleasesBaseUrl });

const notes = [
  'The customer prefers email over phone calls.',
  'Refunds are sent by email within five days of the request.',
  'The customer works in the Berlin office on Tuesdays.',
];

/** Scores of one recall by atom id, so two recalls can be compared atom by atom. */
async function recallScores(anchorId: string, query: string) {
  const { data, error } = await client.POST('/v1/recall', {
    body: { anchor_id: anchorId, query, limit: 10 },
  });
  if (error) throw new Error(`recall failed: ${error.error} ${error.message}`);
  return {
    sessionId: data.session_id,
    scores: new Map(data.items.map((item) => [item.atom_id, item.score])),
  };
}

let anchorOfFirstTest = '';

describe('[MSW-NODE] memory flow through setupServer', () => {
  it('[MSW-NODE-1] anchor, atoms, recall, feedback, reinforced recall', async () => {
    const anchor = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'agent' } });
    expect(anchor.response.status).toBe(201);
    const anchorId = anchor.data?.anchor_id ?? '';
    anchorOfFirstTest = anchorId;

    const atomIds: string[] = [];
    for (const content of notes) {
      const { data, response } = await client.POST('/v1/atoms', { body: { anchor_id: anchorId, content } });
      expect(response.status).toBe(201);
      expect(data?.stored_count).toBe(data?.atom_ids.length);
      atomIds.push(...(data?.atom_ids ?? []));
    }
    expect(atomIds).toHaveLength(3);

    // Two notes mention email; the one ranked lower is reinforced and must gain on the other.
    const before = await recallScores(anchorId, 'email');
    expect([...before.scores.keys()].sort()).toEqual([atomIds[0], atomIds[1]].sort());
    const [top, lower] = [...before.scores.entries()].sort((a, b) => b[1] - a[1]);
    if (!top || !lower) throw new Error('expected two recalled atoms');

    const feedback = await client.POST('/v1/feedback', {
      body: { session_id: before.sessionId, success: true, used_memory_atom_ids: [lower[0]] },
    });
    expect(feedback.response.status).toBe(200);
    expect(feedback.data).toMatchObject({ ok: true, reinforced_atom_ids: [lower[0]] });

    const after = await recallScores(anchorId, 'email');
    const reinforced = after.scores.get(lower[0]) ?? 0;
    const other = after.scores.get(top[0]) ?? 0;
    expect(reinforced).toBeGreaterThan(lower[1]);
    expect(other).toBe(top[1]);
    expect(reinforced - other).toBeGreaterThan(lower[1] - top[1]);
  });

  it('[MSW-NODE-2] reset() between tests leaves nothing behind', async () => {
    expect(anchorOfFirstTest).not.toBe('');
    const { error, response } = await client.POST('/v1/recall', {
      body: { anchor_id: anchorOfFirstTest, query: 'email' },
    });
    expect(response.status).toBe(404);
    expect(error?.error).toBe('not_found');
  });

  it('[MSW-NODE-3] documented errors come from the same engine', async () => {
    const denied = await client.POST('/v1/anchors', {
      body: { name: 'x', type: 'y' },
      params: { header: { 'X-Workspace-Id': 'ws_denied' } },
    });
    expect(denied.response.status).toBe(403);
    expect(denied.error).toEqual({ error: 'forbidden', message: expect.any(String) });
  });
});

describe('[MSW-NODE] releases walk through setupServer', () => {
  it('[MSW-NODE-4] every page of a filter together holds exactly pagination.total distinct events', async () => {
    const query = { event_type: 'Release', severity: 'Warning' } as const;
    const seen = new Set<number>();
    let total = -1;
    let pages = 0;
    for (let offset = 0; total === -1 || offset < total; offset += 40) {
      const { data, error } = await feed.GET('/api/v1/events', {
        params: { query: { ...query, limit: 40, offset } },
      });
      if (error) throw new Error(`page at ${offset} failed: ${error.message}`);
      total = data.pagination.total;
      expect(data.pagination).toMatchObject({ limit: 40, offset });
      for (const event of data.events) {
        expect(event).toMatchObject(query);
        seen.add(event.id);
      }
      pages++;
    }
    expect(pages).toBeGreaterThan(2);
    expect(seen.size).toBe(total);
  });
});
