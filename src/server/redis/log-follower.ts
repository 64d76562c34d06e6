import { randomUUID } from 'node:crypto';
import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';
import type { MemoryStore } from '../../engine/memory/store.js';
import type { MockInner } from '../../engine/mock/types.js';
import type { RedisConnection } from './connection.js';
import { compareIds, fieldOf, type LogEntry, type RawEntry, replayedRequest } from './log-entries.js';
import type { SharedRateLimits } from './rate-limiter.js';
import { readScript, readSnapshotScript } from './scripts.js';
import { createSerialQueue } from './serial-queue.js';

/** Entries read per XRANGE. */
export const readBatch = 1000;

/** Where a replica stands in the log. */
export interface FollowerState {
  /** The id its own entries carry; a new one after a rebuild, so the old ones count as foreign. */
  replicaId: string;
  /** The last entry applied (or its own, which it made). */
  lastId: string;
  /** Its state may differ from the log: rebuilt before the next request. */
  dirty: boolean;
  /** The epoch of the Redis state it follows ('' before its first read; see scripts.ts). */
  epoch: string;
}

/** The reading side of a replica: applies the log's entries, in order, once each. */
export interface LogFollower {
  readonly state: FollowerState;
  /**
   * Applies the entries after `state.lastId` among `entries` (others' only; its own are applied),
   * after loading the snapshot taken at `snapshotId` when it has not reached it.
   */
  apply(entries: readonly RawEntry[], snapshotId: string): Promise<void>;
  /** Reads and applies every entry it has not seen. */
  catchUp(): Promise<void>;
  /**
   * Whether `epoch`, read from Redis, is the one this replica follows. When it is not, Redis lost
   * the state this replica was built from: the state is marked dirty (the next catch-up rebuilds
   * from what Redis holds) and `epoch` becomes the one it follows.
   */
  sameEpoch(epoch: string): boolean;
}

/** Options of {@link createLogFollower}. */
export interface LogFollowerOptions {
  inner: MockInner;
  redis: RedisConnection;
  logKey: string;
  /** The snapshot (a hash: id, generation, controls, pieces, d0, d1, ...) and the control entries kept beside it. */
  snapshotKey: string;
  controlsKey: string;
  /** The state's epoch (see scripts.ts). */
  epochKey: string;
  store?: MemoryStore;
  /** Runs a snapshot's restore so that its changes are not taken for a stray write (write-tracker.ts). */
  apart?: (apply: () => void) => void;
  limits?: SharedRateLimits;
  log?: (line: string) => void;
}

/**
 * Creates the reading side of a replica. A control call is repeated through the layers below the
 * replica (`inner.below`: its changes are not this replica's, a replay context); store changes
 * are applied to the store; a used-up rule is taken. An entry that cannot be applied marks the state dirty, and the next
 * catch-up rebuilds: back to the fixtures (a reset), then the whole log.
 */
export function createLogFollower(options: LogFollowerOptions): LogFollower {
  const { inner, redis, store, limits } = options;
  const state: FollowerState = { replicaId: randomUUID(), lastId: '0-0', dirty: false, epoch: '' };
  const queue = createSerialQueue();
  const replay = (request: EngineRequest): Promise<EngineResponse> => inner.below(request);
  const apart = options.apart ?? ((apply: () => void) => apply());

  /** The snapshot's state, then the control calls and used-up rules it does not hold, in their order. */
  async function loadSnapshot(): Promise<void> {
    const flat = await redis.run<string[]>(readSnapshotScript, [options.snapshotKey], []);
    const snapshot = new Map<string, string>();
    for (let i = 0; i + 1 < flat.length; i += 2) snapshot.set(flat[i] as string, flat[i + 1] as string);
    const count = Number(snapshot.get('controls') ?? 0);
    const controls = await redis.send<string[]>(['LRANGE', options.controlsKey, '0', String(count - 1)]);
    await replay(
      replayedRequest({ method: 'POST', path: '/__control/reset', query: '', headers: {}, body: null }),
    );
    // Own entries after the snapshot were made on the state just replaced: they count as foreign now.
    state.replicaId = randomUUID();
    state.lastId = '0-0';
    const id = snapshot.get('id');
    if (id === undefined) return;
    for (const text of count > 0 ? controls : []) await applyEntry('', JSON.parse(text) as LogEntry);
    // Written in pieces d0, d1, ... (write-batches.ts); a snapshot of an earlier version is one 'data'.
    const pieces = Array.from({ length: Number(snapshot.get('pieces') ?? 0) }, (_, i) =>
      snapshot.get(`d${i}`),
    );
    const data = snapshot.get('data') ?? pieces.join('');
    if (pieces.includes(undefined) || data === '') throw new Error(`the snapshot at ${id} is incomplete`);
    apart(() => inner.restore(JSON.parse(data)));
    limits?.setGeneration(snapshot.get('generation') ?? '0');
    state.lastId = id;
  }

  async function applyEntry(id: string, entry: LogEntry): Promise<void> {
    if ('c' in entry) {
      if (entry.t) inner.useRule(entry.t.kind, replayedRequest(entry.t.request));
      for (const change of entry.c) store?.apply(change);
      return;
    }
    const replayed = await replay(replayedRequest(entry.q));
    // It succeeded where it was made, on the same state: anything else means this replica differs.
    if (replayed.status >= 300) {
      throw new Error(`${entry.q.method} ${entry.q.path} answered ${replayed.status} when repeated`);
    }
    if (entry.q.path === '/__control/reset' && id) limits?.setGeneration(id);
  }

  function apply(entries: readonly RawEntry[], snapshotId: string): Promise<void> {
    return queue.run(async () => {
      // The entries before the snapshot may be gone: start from it.
      if (snapshotId !== '' && compareIds(state.lastId, snapshotId) < 0) await loadSnapshot();
      for (const raw of entries) {
        const [id] = raw;
        if (compareIds(id, state.lastId) <= 0) continue;
        try {
          const data = JSON.parse(fieldOf(raw, 'd') ?? '{}') as LogEntry;
          if (fieldOf(raw, 'r') !== state.replicaId) await applyEntry(id, data);
        } catch (error) {
          state.dirty = true;
          throw new Error(`log entry ${id} could not be applied: ${(error as Error).message}`);
        }
        state.lastId = id;
      }
    });
  }

  function rebuild(): Promise<void> {
    return queue.run(async () => {
      if (!state.dirty) return;
      const reset = { method: 'POST', path: '/__control/reset', query: '', headers: {}, body: null };
      await replay(replayedRequest(reset));
      state.replicaId = randomUUID();
      state.lastId = '0-0';
      limits?.setGeneration('0');
      state.dirty = false;
    });
  }

  function sameEpoch(epoch: string): boolean {
    if (state.epoch === epoch) return true;
    const first = state.epoch === '';
    state.epoch = epoch;
    if (first) return true;
    state.dirty = true;
    options.log?.(
      'contract-kit: Redis no longer holds the state this replica followed (restarted without its data, or flushed); rebuilding from what it holds',
    );
    return false;
  }

  async function catchUp(): Promise<void> {
    if (state.dirty) await rebuild();
    for (;;) {
      const keys = [options.logKey, options.snapshotKey, options.epochKey];
      const [snapshotId, entries, epoch] = await redis.run<[string, RawEntry[], string]>(readScript, keys, [
        state.lastId,
        String(readBatch),
        randomUUID(),
      ]);
      if (!sameEpoch(epoch)) {
        // Read again from the start of what Redis holds, on the fixtures.
        await rebuild();
        continue;
      }
      await apply(entries, snapshotId);
      if (entries.length < readBatch) return;
    }
  }

  return { state, apply, catchUp, sameEpoch };
}
