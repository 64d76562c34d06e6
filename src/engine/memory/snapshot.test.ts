import { describe, expect, it } from 'vitest';
import { createMemoryEngine } from './create-memory-engine.js';
import { createSnapshotFold, type MemoryChange, type MemorySnapshot, readSnapshot } from './snapshot.js';
import { MemoryStore } from './store.js';
import { loadTenants } from './tenants.js';

// A key that may use any workspace, so the names below are reachable through the API.
const tenants = loadTenants({ keys: { ck_any: { workspaces: ['*'] } } });

async function ingest(store: MemoryStore, workspace: string, user: string) {
  const engine = createMemoryEngine({ tenants, store, seed: 3, rateLimit: false });
  const response = await engine.handle({
    method: 'POST',
    path: '/v1/memory/ingest',
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json', 'x-api-key': 'ck_any', 'x-workspace-id': workspace },
    body: JSON.stringify({
      user_external_id: user,
      session_id: 'chat',
      items: [{ content: 'Tea, no sugar.' }],
    }),
    origin: 'http://127.0.0.1:4010',
  });
  expect(response.status).toBe(201);
  return engine;
}

describe('[SNAPSHOT-KEYS] workspaces and end users named like prototype keys survive a snapshot', () => {
  it.each([
    ['__proto__', 'user-1'],
    ['ws_main', '__proto__'],
    ['constructor', 'toString'],
  ])('[SNAPSHOT-KEYS-1] workspace %s, user %s: snapshot, JSON and restore keep them', async (ws, user) => {
    const engine = await ingest(new MemoryStore(), ws, user);
    const saved = JSON.parse(JSON.stringify(engine.snapshot())) as MemorySnapshot;
    expect(Object.keys(saved.workspaces)).toEqual([ws]);
    expect(Object.keys(saved.workspaces[ws]?.users ?? {})).toEqual([user]);
    const restored = new MemoryStore();
    restored.restore(readSnapshot(saved).workspaces);
    expect([...(restored.peek(ws)?.users.keys() ?? [])]).toEqual([user]);
  });

  it.each([
    ['__proto__', 'user-1'],
    ['ws_main', '__proto__'],
    ['constructor', 'toString'],
  ])(
    '[SNAPSHOT-KEYS-2] workspace %s, user %s: a change log folded into a snapshot keeps them',
    async (ws, user) => {
      const store = new MemoryStore();
      const changes: MemoryChange[] = [];
      store.subscribe((change) => changes.push(JSON.parse(JSON.stringify(change))));
      const base = JSON.parse(JSON.stringify(createMemoryEngine({ tenants, seed: 3 }).snapshot()));
      const engine = await ingest(store, ws, user);
      const fold = createSnapshotFold(readSnapshot(base));
      for (const change of changes) fold.apply(change);
      const folded = JSON.parse(JSON.stringify(fold.result()));
      expect(folded.workspaces).toEqual(JSON.parse(JSON.stringify(engine.snapshot())).workspaces);
    },
  );
});
