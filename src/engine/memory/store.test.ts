import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { createMemoryEngine } from './create-memory-engine.js';
import {
  type Atom,
  type MemoryChange,
  MemoryStore,
  maxSessionsPerWorkspace,
  type RecallSession,
} from './store.js';

const session = (n: number): RecallSession => ({
  session_id: `s${n}`,
  anchor_id: null,
  returned: [],
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('recall sessions per workspace', () => {
  it(`keeps the newest ${maxSessionsPerWorkspace} and forgets exactly the oldest beyond`, () => {
    const store = new MemoryStore();
    const total = maxSessionsPerWorkspace + 10_000;
    for (let n = 0; n < total; n++) store.openSession('ws', session(n));
    const workspace = store.peek('ws');
    if (!workspace) throw new Error('no workspace');
    expect(workspace.sessions.size).toBe(maxSessionsPerWorkspace);
    expect(workspace.sessions.has('s9999')).toBe(false);
    expect(workspace.sessions.has('s10000')).toBe(true);
    expect(workspace.sessions.has(`s${total - 1}`)).toBe(true);
    // A snapshot lists exactly the kept ones, oldest first.
    const listed = store.snapshot().ws?.sessions.map((s) => s.session_id) ?? [];
    expect(listed).toHaveLength(maxSessionsPerWorkspace);
    expect(listed[0]).toBe('s10000');
    expect(listed.at(-1)).toBe(`s${total - 1}`);
  });

  it('a restored store evicts in the same order as the one it was saved from', () => {
    const store = new MemoryStore();
    for (let n = 0; n < maxSessionsPerWorkspace; n++) store.openSession('ws', session(n));
    const restored = new MemoryStore();
    restored.restore(JSON.parse(JSON.stringify(store.snapshot())));
    restored.openSession('ws', session(maxSessionsPerWorkspace));
    expect(restored.peek('ws')?.sessions.has('s0')).toBe(false);
    expect(restored.peek('ws')?.sessions.has('s1')).toBe(true);
  });
});

describe('reads create nothing', () => {
  it('a 404 on atoms, recall, feedback or hydrate in an unused workspace leaves no trace', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants, seed: 1 });
    const before = JSON.stringify(engine.snapshot());
    const headers = {
      'content-type': 'application/json',
      'x-api-key': 'ck_test_key',
      'x-workspace-id': 'ws_other',
    };
    const post = (path: string, body: unknown) =>
      engine.handle({
        method: 'POST',
        path,
        query: new URLSearchParams(),
        headers,
        body: JSON.stringify(body),
        origin: 'http://127.0.0.1:4010',
      });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/v1/atoms', { anchor_id: unknown, content: 'x' })).status).toBe(404);
    expect((await post('/v1/recall', { anchor_id: unknown, query: 'x' })).status).toBe(404);
    expect(
      (await post('/v1/feedback', { session_id: unknown, success: true, used_memory_atom_ids: [] })).status,
    ).toBe(404);
    const hydrate = await post('/v1/memory/hydrate', { user_external_id: 'u1', query: 'x', max_tokens: 100 });
    expect(hydrate.status).toBe(200);
    expect(JSON.stringify(engine.snapshot())).toBe(before);
  });
});

describe('snapshot', () => {
  it('is a copy: later writes and reinforcement do not change it', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants, rateLimit: false, onError: () => {} });
    const headers = {
      'content-type': 'application/json',
      'x-api-key': 'ck_test_key',
      'x-workspace-id': 'ws_main',
    };
    const post = async (path: string, body: unknown) =>
      (
        await engine.handle({
          method: 'POST',
          path,
          query: new URLSearchParams(),
          headers,
          body: JSON.stringify(body),
          origin: 'http://x',
        })
      ).body as Record<string, unknown>;
    const { anchor_id } = await post('/v1/anchors', { name: 'n', type: 't' });
    const { atom_ids } = await post('/v1/atoms', {
      anchor_id,
      content: 'the garden hose leaks',
      chunking: { enabled: false },
    });
    const before = JSON.stringify(engine.snapshot());
    const recalled = await post('/v1/recall', { anchor_id, query: 'garden hose', limit: 5 });
    const taken = engine.snapshot();
    const frozen = JSON.stringify(taken);
    await post('/v1/feedback', {
      session_id: recalled.session_id,
      success: true,
      used_memory_atom_ids: atom_ids,
    });
    await post('/v1/atoms', { anchor_id, content: 'a second atom', chunking: { enabled: false } });
    expect(JSON.stringify(taken)).toBe(frozen);
    expect(frozen).not.toBe(before);
  });
});

describe('the store seam: an explicit store and its change stream', () => {
  const key = 'ck_test_key';
  const headers = { 'x-api-key': key, 'x-workspace-id': 'ws_main', 'content-type': 'application/json' };
  const post = (path: string, body: unknown) => ({
    method: 'POST',
    path,
    query: new URLSearchParams(),
    headers,
    body: JSON.stringify(body),
    origin: 'http://127.0.0.1',
  });

  it('a second store applying the first one’s changes in order ends in the same state', async () => {
    const store = new MemoryStore();
    const changes: MemoryChange[] = [];
    store.subscribe((change) => changes.push(JSON.parse(JSON.stringify(change))));
    const engine = createMemoryEngine({ tenants: defaultTenants, store, seed: 7 });
    const anchor = (await engine.handle(post('/v1/anchors', { name: 'a', type: 't' }))).body as {
      anchor_id: string;
    };
    await engine.handle(post('/v1/atoms', { anchor_id: anchor.anchor_id, content: 'red apples and pears' }));
    const recalled = (
      await engine.handle(post('/v1/recall', { anchor_id: anchor.anchor_id, query: 'apples' }))
    ).body as { session_id: string; items: { atom_id: string }[] };
    const used = recalled.items.map((item) => item.atom_id);
    await engine.handle(
      post('/v1/feedback', { session_id: recalled.session_id, used_memory_atom_ids: used, success: true }),
    );
    await engine.handle(
      post('/v1/memory/ingest', { user_external_id: 'u1', session_id: 's', items: [{ content: 'hi' }] }),
    );
    expect(changes.map((c) => c.op)).toEqual([
      'anchor',
      'atom',
      'session',
      'reinforce',
      'anchor',
      'user',
      'atom',
    ]);

    const replica = new MemoryStore();
    const heard: MemoryChange[] = [];
    replica.subscribe((change) => heard.push(change));
    for (const change of changes) replica.apply(change);
    expect(replica.snapshot()).toEqual(store.snapshot());
    // Applied changes are not this store's own: nothing is reported again.
    expect(heard).toEqual([]);
    // The reinforcement reached the recall index too, not only the atom.
    const replicaAnchor = replica.peek('ws_main')?.anchors.get(anchor.anchor_id);
    const original = store.peek('ws_main')?.anchors.get(anchor.anchor_id);
    expect(replicaAnchor?.index.top('apples', 5)).toEqual(original?.index.top('apples', 5));
  });

  it('refuses a change that does not fit the state, and whole-state changes', () => {
    const store = new MemoryStore();
    const atom = {
      atom_id: 'x',
      content: 'c',
      source_type: 'text',
      metadata: {},
      created_at: '',
      reinforcement: 0,
    };
    expect(() => store.apply({ op: 'atom', ws: 'w', anchor_id: 'missing', atom })).toThrow(/missing/);
    expect(() => store.apply({ op: 'reset' })).toThrow(/not applied change by change/);
  });

  it('an engine counts with the rate limiter it is given, awaiting one that answers later', async () => {
    const taken: string[] = [];
    const engine = createMemoryEngine({
      tenants: defaultTenants,
      rateLimit: { limit: 1, windowMs: 60_000 },
      rateLimiter: () => ({
        take: async (bucket) => {
          taken.push(bucket);
          return taken.length > 1 ? { allowed: false, retryAfterSeconds: 3 } : { allowed: true };
        },
        reset: () => {},
      }),
    });
    expect((await engine.handle(post('/v1/anchors', { name: 'a', type: 't' }))).status).toBe(201);
    const limited = await engine.handle(post('/v1/anchors', { name: 'b', type: 't' }));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect(taken).toEqual([`${key}\u0000ws_main`, `${key}\u0000ws_main`]);
  });
});

/**
 * [STORE-VIEWS] Handlers see the state read-only: each write below would change state without
 * a report, and does not compile (`tsc --noEmit`, a step of `npm test`, fails on an
 * `@ts-expect-error` with no error under it). Never called: it is checked, not run.
 */
function unreportedWritesDoNotCompile(store: MemoryStore, atom: Atom): void {
  const workspace = store.peek('ws');
  const anchor = workspace?.anchors.get('a');
  if (!workspace || !anchor) return;
  // @ts-expect-error anchors are created by store.createAnchor
  workspace.anchors.set('b', anchor);
  // @ts-expect-error anchors are never removed one by one
  workspace.anchors.delete('a');
  // @ts-expect-error sessions are opened by store.openSession
  workspace.sessions.clear();
  // @ts-expect-error end users are bound by store.bindUser
  workspace.users.set('u', 'a');
  // @ts-expect-error atoms are added by store.addAtoms
  anchor.atoms.push(atom);
  // @ts-expect-error reinforcement is set by store.setReinforcement
  atom.reinforcement = 2;
  // @ts-expect-error the index is written by the store alone
  anchor.index.setReinforcement(0, 2);
  // @ts-expect-error positions follow the atoms
  anchor.positions.set('x', 0);
}
void unreportedWritesDoNotCompile;
