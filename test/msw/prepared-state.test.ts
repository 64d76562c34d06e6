/**
 * Prepared state on msw: `createMemoryHandlers({ initialState })` starts from a fixture of anchors
 * and atoms and returns to it on `reset()`; a bad fixture is a TypeError naming the atom at
 * fault; `snapshot()`/`restore()` round-trip whatever a test built.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHandlers, defaultMemoryBaseUrl, type MemoryFixture } from '../../mocks/index.js';
import { createMemoryClient } from '../../src/client/index.js';

const supportId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const fixture: MemoryFixture = {
  workspaces: {
    ws_main: {
      anchors: [
        {
          anchor_id: supportId,
          name: 'Support assistant',
          type: 'agent',
          atoms: [
            'The customer prefers email over phone calls.',
            { content: 'Refunds are sent by email within five days.', reinforcement: 3 },
          ],
        },
      ],
    },
  },
};

const memory = createMemoryHandlers({ seed: 1, initialState: fixture });
const server = setupServer(...memory);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const client = createMemoryClient({
  baseUrl: defaultMemoryBaseUrl,
  apiKey: 'ck_test_key',
  workspaceId: 'ws_main',
});
const recall = () => client.POST('/v1/recall', { body: { anchor_id: supportId, query: 'email' } });

describe('[PREPARED] prepared state on msw', () => {
  it('[PREPARED-1] the fixture is there from the start, reinforcement included', async () => {
    const { data } = await recall();
    expect(data?.items.map((item) => item.content)).toEqual([
      'Refunds are sent by email within five days.',
      'The customer prefers email over phone calls.',
    ]);
    expect(data?.items[0]?.atom_id).toBe('00000000-0000-4000-8000-000000000002');
  });

  it('[PREPARED-2] reset() returns to the fixture, not to nothing', async () => {
    const { data: anchor } = await client.POST('/v1/anchors', { body: { name: 'Scratch', type: 'agent' } });
    memory.reset();
    const gone = await client.POST('/v1/recall', {
      body: { anchor_id: anchor?.anchor_id ?? '', query: 'x' },
    });
    expect(gone.response.status).toBe(404);
    expect((await recall()).data?.items).toHaveLength(2);
  });

  it('[PREPARED-3] snapshot() and restore() round-trip what a test built', async () => {
    const saved = memory.snapshot();
    await client.POST('/v1/atoms', { body: { anchor_id: supportId, content: 'A third note about email.' } });
    expect((await recall()).data?.items).toHaveLength(3);
    memory.restore(saved);
    expect((await recall()).data?.items).toHaveLength(2);
    expect(() => memory.restore({ nope: true })).toThrow(/not a contract-kit memory state/);
  });

  it('[PREPARED-4] a bad fixture is a TypeError that names where', () => {
    const bad = (atoms: unknown[]) =>
      createMemoryHandlers({
        initialState: {
          workspaces: { ws_main: { anchors: [{ name: 'A', type: 'agent', atoms: atoms as never }] } },
        },
      });
    expect(() => bad([''])).toThrow(/ws_main\.anchors\[0\]\.atoms\[0\]: content must not be empty/);
    expect(() => bad([{ content: 'x', reinforcement: -1 }])).toThrow(
      /atoms\[0\]\.reinforcement: must be an integer/,
    );
    expect(() => bad([{ content: 'x', atom_id: 'not-a-uuid' }])).toThrow(
      /atoms\[0\]\.atom_id: must be a UUID/,
    );
    expect(() => createMemoryHandlers({ initialState: { anchors: [] } as never })).toThrow(
      /must be an object with "workspaces"/,
    );
  });
});
