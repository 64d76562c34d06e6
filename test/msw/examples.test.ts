/**
 * `examples: true` on the msw handlers: the same state as `contract-kit mock --examples`, so a
 * test can send the documents' example requests as they are.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHandlers, createReleasesHandlers, defaultMemoryBaseUrl } from '../../mocks/index.js';
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';

const anchorId = '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f';
const atomId = '9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b';
const sessionId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

const memory = createMemoryHandlers({ examples: true });
const releases = createReleasesHandlers({ examples: true });
const server = setupServer(...memory, ...releases);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const client = createMemoryClient({
  baseUrl: defaultMemoryBaseUrl,
  apiKey: 'ck_test_key',
  workspaceId: 'ws_main',
});
const feedback = () =>
  client.POST('/v1/feedback', {
    body: { session_id: sessionId, success: true, used_memory_atom_ids: [atomId] },
  });

describe('[MSW-EXAMPLES] handlers that start with what the examples name', () => {
  it('[MSW-EXAMPLES-1] feedback for the example session reinforces the example atom', async () => {
    expect((await feedback()).data).toEqual({
      ok: true,
      reinforced_atom_ids: [atomId],
      ignored_atom_ids: [],
    });
    const { data } = await client.POST('/v1/recall', {
      body: { anchor_id: anchorId, query: 'customer email' },
    });
    expect(data?.items.map((item) => item.atom_id)).toEqual([atomId]);
  });

  it('[MSW-EXAMPLES-2] reset() returns to the examples', async () => {
    const { data: anchor } = await client.POST('/v1/anchors', { body: { name: 'Scratch', type: 'agent' } });
    memory.reset();
    const gone = await client.POST('/v1/recall', {
      body: { anchor_id: anchor?.anchor_id ?? '', query: 'x' },
    });
    expect(gone.response.status).toBe(404);
    expect((await feedback()).data?.reinforced_atom_ids).toEqual([atomId]);
  });

  it('[MSW-EXAMPLES-3] the releases handlers serve source 1 and event 1042 only', async () => {
    const { data } = await createReleasesClient({ baseUrl: 'http://127.0.0.1:4011' }).GET('/api/v1/events');
    expect(data?.events.map((event) => [event.id, event.source_id, event.version])).toEqual([
      [1042, 1, '19.0.0'],
    ]);
    expect(data?.pagination.total).toBe(1);
  });

  it('[MSW-EXAMPLES-4] examples and a state of your own exclude each other', () => {
    expect(() => createMemoryHandlers({ examples: true, initialState: { workspaces: {} } })).toThrow(
      /examples and initialState exclude each other/,
    );
    expect(() => createReleasesHandlers({ examples: true, data: { sources: [], events: [] } })).toThrow(
      /examples and data exclude each other/,
    );
  });
});
