import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { type MemoryChange, MemoryStore } from '../../src/engine/memory/store.js';
import { loadTenants } from '../../src/engine/memory/tenants.js';
import { openStateFile } from '../../src/server/store/state-file.js';

/**
 * [STORE-COMPAT] What the previous version persisted still loads: its `--state` directory and the
 * changes its store reported (what `--redis` logs), recorded from that version (see the README
 * beside them), rebuild the state that version's engine held.
 */

const recorded = join(import.meta.dirname, 'previous-version-state');
const tenants = loadTenants({ keys: { ck_any: { workspaces: ['*'] } } });
const expected = async () => JSON.parse(await readFile(join(recorded, 'expected.json'), 'utf8'));

describe('[STORE-COMPAT] state of the previous version', () => {
  it('[STORE-COMPAT-1] a --state directory it wrote loads into the same state, and goes on', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ck-compat-'));
    try {
      await cp(recorded, dir, { recursive: true });
      const store = new MemoryStore();
      const engine = createMemoryEngine({ tenants, store, seed: 5, rateLimit: false });
      const state = await openStateFile(engine, join(dir, 'state.json'), { store });
      const loaded = engine.snapshot() as { workspaces: Record<string, { anchors: unknown[] }> };
      expect(loaded).toEqual(await expected());
      // It writes on after what it loaded: a change made now is in the next load.
      const answer = await engine.handle({
        method: 'POST',
        path: '/v1/anchors',
        query: new URLSearchParams(),
        headers: { 'content-type': 'application/json', 'x-api-key': 'ck_any', 'x-workspace-id': 'ws_main' },
        body: JSON.stringify({ name: 'later', type: 't' }),
        origin: 'http://127.0.0.1',
      });
      expect(answer.status).toBe(201);
      await state.close();
      const again = createMemoryEngine({ tenants, store: new MemoryStore(), seed: 5 });
      const reopened = await openStateFile(again, join(dir, 'state.json'), {});
      await reopened.close();
      expect(again.snapshot()).toEqual(engine.snapshot());
      expect((again.snapshot() as typeof loaded).workspaces.ws_main?.anchors).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('[STORE-COMPAT-2] the changes its store reported, applied in order, rebuild its state', async () => {
    const lines = (await readFile(join(recorded, 'changes.jsonl'), 'utf8')).split('\n').filter(Boolean);
    const changes = lines.map((line) => JSON.parse(line) as MemoryChange);
    expect(new Set(changes.map((change) => change.op))).toEqual(
      new Set(['anchor', 'atom', 'session', 'reinforce', 'user']),
    );
    const replica = new MemoryStore();
    for (const change of changes) replica.apply(change);
    expect(replica.snapshot()).toEqual((await expected()).workspaces);
  });
});
