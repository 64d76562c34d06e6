import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createSnapshotFold, type MemorySnapshot, readSnapshot } from '../../src/engine/memory/snapshot.js';
import { type MemoryChange, MemoryStore } from '../../src/engine/memory/store.js';
import { loadTenants } from '../../src/engine/memory/tenants.js';
import { parseSegment } from '../../src/server/store/log-segments.js';
import { openStateFile } from '../../src/server/store/state-file.js';
import type { StateStore } from '../../src/server/store/state-store.js';
import { type Op, operations, runOp, type Trail } from './change-replay-ops.js';

/**
 * [STORE-REPLAY] The memory store reports every change it makes: random sequences of real engine
 * operations, replayed from the reported changes alone, rebuild exactly the state they made, both
 * as `--redis` replicas do (`MemoryStore.apply`, whole-state changes shared whole) and as `--state`
 * does (the state file's change log folded into its last snapshot, then restored). A store one of
 * whose methods stops reporting makes the property fail.
 */

const tenants = loadTenants({ keys: { ck_any: { workspaces: ['*'] } } });
const seed = 11;
/** Every word the generated atoms use: a recall for it ranks every atom of an anchor. */
const everyWord = 'apple pear garden hose tea sugar red blue';

/** A `--state` backend in memory: the last snapshot written and the change log lines since. */
function memoryBackend() {
  const held = { base: '', lines: [] as string[] };
  const backend: StateStore = {
    load: async () => null,
    open: async (initial) => {
      held.base = JSON.stringify(initial);
    },
    append: async (changes) => {
      held.lines.push(...changes);
    },
    replace: async (snapshot) => {
      held.base = JSON.stringify(snapshot);
      held.lines = [];
    },
    close: async () => {},
  };
  return { held, backend };
}

/** What a replica receives: each change as JSON, and whole-state changes as the state they left. */
type Shared = { change: MemoryChange } | { whole: string };

function engineOf(store: MemoryStore): Engine {
  let clock = Date.UTC(2026, 0, 1);
  return createMemoryEngine({ tenants, store, seed, rateLimit: false, now: () => (clock += 7) });
}

/** The ranking of every anchor of a store for every word: what its recall indexes answer. */
function rankings(store: MemoryStore): unknown {
  const snapshot = store.snapshot();
  return Object.keys(snapshot).map((ws) =>
    [...(store.peek(ws)?.anchors.values() ?? [])].map((anchor) => anchor.index.top(everyWord, 1000)),
  );
}

/** Runs `ops` on an engine over a `Store`, replays what it reported both ways, and compares. */
async function replayMatches(Store: typeof MemoryStore, ops: readonly Op[]): Promise<void> {
  const store = new Store();
  const engine = engineOf(store);
  const { held, backend } = memoryBackend();
  const state = await openStateFile(engine, 'memory', { store, backend });
  const shared: Shared[] = [];
  // A second subscriber beside the state file's, as --redis would be.
  store.subscribe((change) => {
    const whole = change.op === 'reset' || change.op === 'replaced';
    shared.push(
      whole ? { whole: JSON.stringify(store.snapshot()) } : { change: JSON.parse(JSON.stringify(change)) },
    );
  });
  const trail: Trail = { anchors: [], sessions: [], saved: null };
  for (const op of ops) {
    await runOp(engine, op, trail);
    await state.sync();
  }
  await state.close();

  // --redis: every replica applies the logged changes; a reset or restore is shared whole.
  const replica = new MemoryStore();
  for (const item of shared) {
    if ('whole' in item) replica.restore(JSON.parse(item.whole));
    else replica.apply(item.change);
  }
  expect(replica.snapshot()).toEqual(store.snapshot());
  expect(rankings(replica)).toEqual(rankings(store));

  // --state: the change log folded into the snapshot before it, then loaded by a fresh engine.
  const fold = createSnapshotFold(readSnapshot(JSON.parse(held.base)));
  for (const change of parseSegment(held.lines.join('\n'), 'change log')) fold.apply(change);
  const reloaded = new MemoryStore();
  const restarted = engineOf(reloaded);
  restarted.restore(JSON.parse(JSON.stringify(fold.result())) as MemorySnapshot);
  expect(restarted.snapshot()).toEqual(engine.snapshot());
  expect(rankings(reloaded)).toEqual(rankings(store));
}

const property = (Store: typeof MemoryStore) =>
  fc.asyncProperty(fc.array(operations, { minLength: 1, maxLength: 40 }), (ops) => replayMatches(Store, ops));

/** Runs `ops` on an engine writing `--state` files, then starts a second engine on those files. */
async function restartMatches(ops: readonly Op[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ck-replay-'));
  try {
    const file = join(dir, 'state.json');
    const store = new MemoryStore();
    const engine = engineOf(store);
    // A small threshold (1 KiB): a longer run compacts, folding the change log into a new snapshot.
    const state = await openStateFile(engine, file, { store, compactAfterBytes: 1024 });
    const trail: Trail = { anchors: [], sessions: [], saved: null };
    for (const op of ops) {
      await runOp(engine, op, trail);
      await state.sync();
    }
    await state.close();
    const reloaded = new MemoryStore();
    const restarted = engineOf(reloaded);
    await (await openStateFile(restarted, file, { store: reloaded })).close();
    expect(restarted.snapshot()).toEqual(engine.snapshot());
    expect(rankings(reloaded)).toEqual(rankings(store));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `change` with the store's subscribers detached: the change is made, and not reported. */
function unreported<T>(store: MemoryStore, change: () => T): T {
  const held = store as unknown as { listeners: unknown[] };
  const listeners = held.listeners;
  held.listeners = [];
  try {
    return change();
  } finally {
    held.listeners = listeners;
  }
}

/** Stores that each make one kind of change without reporting it. */
const forgetful: Record<string, typeof MemoryStore> = {
  createAnchor: class extends MemoryStore {
    override createAnchor(...args: Parameters<MemoryStore['createAnchor']>) {
      return unreported(this, () => super.createAnchor(...args));
    }
  },
  addAtoms: class extends MemoryStore {
    override addAtoms(...args: Parameters<MemoryStore['addAtoms']>) {
      unreported(this, () => super.addAtoms(...args));
    }
  },
  openSession: class extends MemoryStore {
    override openSession(...args: Parameters<MemoryStore['openSession']>) {
      unreported(this, () => super.openSession(...args));
    }
  },
  bindUser: class extends MemoryStore {
    override bindUser(...args: Parameters<MemoryStore['bindUser']>) {
      unreported(this, () => super.bindUser(...args));
    }
  },
  setReinforcement: class extends MemoryStore {
    override setReinforcement(...args: Parameters<MemoryStore['setReinforcement']>) {
      unreported(this, () => super.setReinforcement(...args));
    }
  },
  clear: class extends MemoryStore {
    override clear() {
      unreported(this, () => super.clear());
    }
  },
  restore: class extends MemoryStore {
    override restore(...args: Parameters<MemoryStore['restore']>) {
      unreported(this, () => super.restore(...args));
    }
  },
};

describe('[STORE-REPLAY] replaying the reported changes rebuilds exactly the state', () => {
  it('[STORE-REPLAY-1] random operation sequences: --redis apply and --state fold both equal the original', async () => {
    await fc.assert(property(MemoryStore), { numRuns: 150, seed: 20261126 });
  }, 120_000);

  it('[STORE-REPLAY-3] through the file store: an engine started on the files holds the original state', async () => {
    const ops = fc.array(operations, { minLength: 1, maxLength: 40 });
    await fc.assert(fc.asyncProperty(ops, restartMatches), { numRuns: 20, seed: 20261126 });
  }, 120_000);

  it.each(Object.keys(forgetful))(
    '[STORE-REPLAY-2] a store whose %s stops reporting fails the property',
    async (method) => {
      const Store = forgetful[method] as typeof MemoryStore;
      await expect(fc.assert(property(Store), { numRuns: 150, seed: 20261126 })).rejects.toThrow(
        /Property failed/,
      );
    },
    120_000,
  );
});
