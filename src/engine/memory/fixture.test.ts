import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { memoryExamples } from '../../../fixtures/examples.js';
import type { Engine } from '../engine.js';
import { createMemoryEngine } from './create-memory-engine.js';
import { applyMemoryFixture, type MemoryFixture, readMemoryFixture } from './fixture.js';
import type { MemorySnapshot } from './snapshot.js';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read as loose JSON; the assertions check their shape.
type Json = Record<string, any>;

const anchorId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const otherAnchor = '1a8fad5b-d9cb-469f-a165-70867728950e';
const email = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const refunds = '8d9e6679-7425-40de-944b-e07fc1f90ae7';
const elsewhere = '9e9e6679-7425-40de-944b-e07fc1f90ae7';
const sessionId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

/** A workspace with two anchors, one session that returned `email`, and an end user. */
function fixture(workspace: Json = {}): MemoryFixture {
  return {
    workspaces: {
      ws_main: {
        anchors: [
          {
            anchor_id: anchorId,
            name: 'Support assistant',
            type: 'agent',
            atoms: [
              { atom_id: email, content: 'The customer prefers email.' },
              { atom_id: refunds, content: 'Refunds by email take five days.' },
            ],
          },
          {
            anchor_id: otherAnchor,
            name: 'user u-1',
            type: 'user',
            atoms: [{ atom_id: elsewhere, content: 'x' }],
          },
        ],
        sessions: [{ session_id: sessionId, anchor_id: anchorId, returned: [email] }],
        users: { 'u-1': otherAnchor },
        ...workspace,
      },
    },
  };
}

function engineWith(state: unknown): {
  engine: Engine;
  post: (path: string, body: unknown) => Promise<Json>;
} {
  const engine = createMemoryEngine({ tenants: defaultTenants, seed: 7, rateLimit: false });
  applyMemoryFixture(engine, state);
  const post = async (path: string, body: unknown) => {
    const response = await engine.handle({
      method: 'POST',
      path,
      query: new URLSearchParams(),
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'ck_test_key',
        'x-workspace-id': 'ws_main',
      },
      body: JSON.stringify(body),
      origin: 'http://127.0.0.1:4010',
    });
    return { status: response.status, body: response.body as Json };
  };
  return { engine, post };
}

describe('[SEED] recall sessions and end users in a memory fixture', () => {
  it('[SEED-1] feedback for a seeded session reinforces the atoms it returned, and only those', async () => {
    const { engine, post } = engineWith(fixture());
    const feedback = await post('/v1/feedback', {
      session_id: sessionId,
      success: true,
      used_memory_atom_ids: [email, refunds],
    });
    expect(feedback).toEqual({
      status: 200,
      body: { ok: true, reinforced_atom_ids: [email], ignored_atom_ids: [refunds] },
    });
    const atoms = (engine.snapshot() as MemorySnapshot).workspaces.ws_main?.anchors[0]?.atoms;
    expect(atoms?.map((atom) => atom.reinforcement)).toEqual([1, 0]);
    const unknown = await post('/v1/feedback', {
      session_id: '00000000-0000-4000-8000-000000000000',
      success: true,
      used_memory_atom_ids: [],
    });
    expect(unknown.status).toBe(404);
  });

  it('[SEED-2] a seeded end user is recalled and ingested into its anchor', async () => {
    const { post } = engineWith(fixture());
    const recall = await post('/v1/memory/recall', { user_external_id: 'u-1', query: 'x' });
    expect(recall.body.items.map((item: Json) => item.atom_id)).toEqual([elsewhere]);
    const ingest = await post('/v1/memory/ingest', {
      user_external_id: 'u-1',
      session_id: 'chat',
      items: [{ content: 'More.' }],
    });
    expect(ingest.body).toMatchObject({ anchor_id: otherAnchor, anchor_created: false });
  });

  it('[SEED-3] a reset returns to the seeded sessions, unreinforced', async () => {
    const { engine, post } = engineWith(fixture());
    const prepare = applyMemoryFixture(engine, fixture());
    await post('/v1/feedback', { session_id: sessionId, success: true, used_memory_atom_ids: [email] });
    engine.reset();
    prepare();
    const again = await post('/v1/feedback', {
      session_id: sessionId,
      success: true,
      used_memory_atom_ids: [email],
    });
    expect(again.body.reinforced_atom_ids).toEqual([email]);
    const atoms = (engine.snapshot() as MemorySnapshot).workspaces.ws_main?.anchors[0]?.atoms;
    expect(atoms?.[0]?.reinforcement).toBe(1);
  });

  it("[SEED-4] the documents' example state: feedback for the example session is accepted", async () => {
    const { post } = engineWith(memoryExamples);
    const feedback = await post('/v1/feedback', {
      session_id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      success: true,
      used_memory_atom_ids: ['9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b'],
    });
    expect(feedback.body.reinforced_atom_ids).toEqual(['9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b']);
    const user = await post('/v1/feedback', {
      session_id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
      success: true,
      used_memory_atom_ids: ['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
    });
    expect(user.body.reinforced_atom_ids).toEqual(['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d']);
  });

  it('[SEED-5] a user named like a prototype key is data, not a prototype', async () => {
    const state = JSON.parse(
      JSON.stringify(fixture({ users: {} })).replace('"users":{}', `"users":{"__proto__":"${otherAnchor}"}`),
    );
    const snapshot = readMemoryFixture(state, 0);
    expect(Object.keys(snapshot.workspaces.ws_main?.users ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(snapshot.workspaces.ws_main?.users)).toBe(Object.prototype);
    const { post } = engineWith(state);
    const recall = await post('/v1/memory/recall', { user_external_id: '__proto__', query: 'x' });
    expect(recall.body.items).toHaveLength(1);
  });
});

const tooMany = Array.from({ length: 100_001 }, (_, n) => ({
  session_id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  anchor_id: anchorId,
}));

describe('[SEED-BAD] a bad session or user is refused before anything changes, naming where', () => {
  it.each<[string, { given: unknown; want: RegExp }]>([
    [
      'sessions not a list',
      { given: fixture({ sessions: {} }), want: /ws_main\.sessions: must be an array/ },
    ],
    [
      'a session not an object',
      { given: fixture({ sessions: ['s'] }), want: /ws_main\.sessions\[0\]: must be an object/ },
    ],
    [
      'an unknown session field',
      {
        given: fixture({ sessions: [{ session_id: sessionId, anchor_id: anchorId, score: 1 }] }),
        want: /sessions\[0\]: score is not a known field \(session_id, anchor_id, returned\)/,
      },
    ],
    [
      'a prototype key in a session',
      {
        given: JSON.parse(`{"workspaces":{"ws_main":{"anchors":[],"sessions":[{"__proto__":{"x":1}}]}}}`),
        want: /sessions\[0\]: __proto__ is not a known field/,
      },
    ],
    [
      'a session id that is not a UUID',
      {
        given: fixture({ sessions: [{ session_id: 's1', anchor_id: anchorId }] }),
        want: /sessions\[0\]\.session_id: must be a UUID/,
      },
    ],
    [
      'a session id used twice',
      {
        given: fixture({
          sessions: [
            { session_id: sessionId, anchor_id: anchorId },
            { session_id: sessionId.toUpperCase(), anchor_id: anchorId },
          ],
        }),
        want: /sessions\[1\]\.session_id: .* is used twice/,
      },
    ],
    [
      'a session id that is an atom id',
      {
        given: fixture({ sessions: [{ session_id: email, anchor_id: anchorId }] }),
        want: /sessions\[0\]\.session_id: .* is used twice/,
      },
    ],
    [
      'an anchor the workspace does not have',
      {
        given: fixture({ sessions: [{ session_id: sessionId, anchor_id: elsewhere }] }),
        want: /sessions\[0\]\.anchor_id: must be the anchor_id of an anchor of this workspace/,
      },
    ],
    [
      "another workspace's anchor",
      {
        given: {
          workspaces: {
            ...fixture().workspaces,
            ws_other: {
              anchors: [],
              sessions: [{ session_id: sessionId.replace('5d', '6d'), anchor_id: anchorId }],
            },
          },
        },
        want: /ws_other\.sessions\[0\]\.anchor_id: must be the anchor_id of an anchor of this workspace/,
      },
    ],
    [
      'returned not a list',
      {
        given: fixture({ sessions: [{ session_id: sessionId, anchor_id: anchorId, returned: email }] }),
        want: /sessions\[0\]\.returned: must be an array of at most 100 atom ids/,
      },
    ],
    [
      'more atoms returned than a recall can return',
      {
        given: fixture({
          sessions: [{ session_id: sessionId, anchor_id: anchorId, returned: Array(101).fill(email) }],
        }),
        want: /returned: must be an array of at most 100 atom ids/,
      },
    ],
    [
      "an atom of another anchor's",
      {
        given: fixture({ sessions: [{ session_id: sessionId, anchor_id: anchorId, returned: [elsewhere] }] }),
        want: /returned\[0\]: must be the atom_id of an atom of anchor 0f8fad5b/,
      },
    ],
    [
      'an atom returned twice',
      {
        given: fixture({
          sessions: [{ session_id: sessionId, anchor_id: anchorId, returned: [email, email] }],
        }),
        want: /returned\[1\]: .* is listed twice/,
      },
    ],
    [
      'more sessions than a workspace keeps',
      { given: fixture({ sessions: tooMany }), want: /a fixture holds at most 100000 sessions/ },
    ],
    [
      'users not an object',
      { given: fixture({ users: ['u-1'] }), want: /ws_main\.users: must be an object/ },
    ],
    [
      'an empty user id',
      { given: fixture({ users: { '': otherAnchor } }), want: /users\[""\]: must have 1 to 200/ },
    ],
    [
      'a user id too long',
      {
        given: fixture({ users: { ['u'.repeat(201)]: otherAnchor } }),
        want: /must have 1 to 200 characters/,
      },
    ],
    [
      "a user's anchor the workspace does not have",
      {
        given: fixture({ users: { 'u-1': elsewhere } }),
        want: /users\["u-1"\]: must be the anchor_id of an anchor/,
      },
    ],
    [
      'an unknown workspace field',
      {
        given: fixture({ session: [] }),
        want: /ws_main: session is not a known field \(anchors, sessions, users\)/,
      },
    ],
  ])('[SEED-BAD] %s', (_title, { given, want }) => {
    const engine = createMemoryEngine({ tenants: defaultTenants, seed: 7 });
    const before = JSON.stringify(engine.snapshot());
    expect(() => applyMemoryFixture(engine, given)).toThrow(want);
    expect(() => readMemoryFixture(given, 0)).toThrow(TypeError);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });
});
