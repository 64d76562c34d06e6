import { randomUUID } from 'node:crypto';
import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';
import type { MemoryChange } from '../../engine/memory/store.js';
import type { Handle, MockInner } from '../../engine/mock/types.js';
import type { RedisConnection } from './connection.js';
import type { LogEntry, RawEntry } from './log-entries.js';
import { type LogFollower, readBatch } from './log-follower.js';
import type { SharedRateLimits } from './rate-limiter.js';
import { entryFor, runsAlone } from './request-kinds.js';
import {
  acquireScript,
  appendScript,
  claimSnapshotScript,
  publishSnapshotScript,
  releaseScript,
  renewScript,
  snapshotPieceScript,
} from './scripts.js';
import { stringifyInPieces } from './sliced-json.js';
import type { WriteTracker } from './write-tracker.js';

/** Writes committed together at most. */
const maxBatch = 256;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A snapshot is written in pieces of this many UTF-16 units (about 512 kB of JSON), one command
 * each, so that Redis answers the other replicas between them instead of after tens of MB.
 */
const snapshotPieceChars = 512 * 1024;
/** How long a claim to write the snapshot, and a snapshot's pieces not yet published, last. */
const snapshotClaimMs = 60_000;
const snapshotPiecesMs = 600_000;

/** A copy of the state at a log entry, to be written as the snapshot once the lock is let go. */
interface Taken {
  state: unknown;
  at: string;
  generation: string;
  controls: string;
  token: string;
  epoch: string;
}

/** A write waiting for the next batch. */
interface Pending {
  request: EngineRequest;
  /** The replica layer's `next`: the controls and the engine. */
  next: Handle;
  resolve: (response: EngineResponse) => void;
  reject: (error: unknown) => void;
}

/** A write of a batch, run: its answer, and what the log must hold of it. */
interface Ran {
  response: EngineResponse;
  entry: LogEntry | null;
  order: number;
}

/** The lock, and what came with it: the log's entries not yet seen, the snapshot's id, the log's length, the epoch. */
interface Acquired {
  snapshotId: string;
  entries: RawEntry[];
  length: number;
  epoch: string;
}

/** Options of {@link createBatchWriter}. */
export interface BatchWriterOptions {
  inner: MockInner;
  redis: RedisConnection;
  follower: LogFollower;
  /** Which store changes are a write's (none for an engine without a store: releases). */
  writes?: WriteTracker;
  limits?: SharedRateLimits;
  logKey: string;
  lockKey: string;
  snapshotKey: string;
  controlsKey: string;
  /** The state's epoch (see scripts.ts). */
  epochKey: string;
  /**
   * Log length beyond which a batch copies the state, and the replica then writes it as the
   * snapshot and trims the log to start at it (memory only: the releases log holds control calls
   * alone). Default 50,000.
   */
  compactAfter?: number;
  /** Where a snapshot that could not be written is reported. */
  log?: (line: string) => void;
  /** How long the write lock lasts if its holder dies. */
  lockMs: number;
  /** How long a batch waits for the lock before its writes answer 503. */
  waitMs: number;
}

/**
 * The writing side of a replica, with group commit: the writes that queue up while a batch runs
 * go together into the next, under one lock taken with the catch-up, with one append (one fsync in
 * Redis). They run in the engine side by side, as in one process; each one's changes are its own
 * (its request context's), logged in the order they were made; a rule a write used up is in its
 * context too (`used`, set by the controls). A control call, and any request while rules are held,
 * runs alone (see runsAlone). Every write settles: a batch that fails rejects each of its writes.
 */
export function createBatchWriter(
  options: BatchWriterOptions,
): (request: EngineRequest, next: Handle) => Promise<EngineResponse> {
  const { inner, redis, follower, limits, logKey, lockKey, lockMs, waitMs } = options;
  const { snapshotKey, controlsKey, epochKey } = options;
  const compactAfter = options.compactAfter ?? 50_000;
  const { state } = follower;
  const pending: Pending[] = [];
  let draining = false;
  /** The copy a batch took for the snapshot, written once that batch has let go of the lock. */
  let copied: Taken | null = null;

  async function drain(): Promise<void> {
    draining = true;
    while (pending.length > 0) {
      const alone = runsAlone(inner, (pending[0] as Pending).request);
      let size = 1;
      const limit = Math.min(pending.length, maxBatch);
      while (!alone && size < limit && !runsAlone(inner, (pending[size] as Pending).request)) size++;
      const writes = pending.splice(0, size);
      try {
        const responses = await commit(writes, alone);
        for (const [i, w] of writes.entries()) w.resolve(responses[i] as EngineResponse);
      } catch (error) {
        // Each write fails as a failure of the request (a 503 `state_unavailable`, see replica.ts).
        for (const w of writes) w.reject(error);
      }
      if (copied !== null) {
        // From here on, once the batch has let the lock go: nothing of it runs under the lock.
        void writeSnapshot(copied).catch((error: unknown) =>
          options.log?.(`contract-kit: the snapshot in Redis was not written: ${(error as Error).message}`),
        );
        copied = null;
      }
    }
    draining = false;
  }

  async function acquire(token: string): Promise<Acquired> {
    const deadline = Date.now() + waitMs;
    // A batch holds the lock for a few milliseconds: poll at most every 4 ms (16 ms halved two workers' write rate).
    for (let pause = 1; ; pause = Math.min(pause * 2, 4)) {
      const args = [token, String(lockMs), state.lastId, String(readBatch), randomUUID()];
      const keys = [lockKey, logKey, snapshotKey, epochKey];
      const taken = await redis.run<[string, RawEntry[], number, string] | null>(acquireScript, keys, args);
      if (taken !== null) {
        return { snapshotId: taken[0], entries: taken[1], length: Number(taken[2]), epoch: taken[3] };
      }
      if (Date.now() > deadline) throw new Error(`the write lock stayed taken for ${waitMs} ms`);
      await sleep(pause);
    }
  }

  async function commit(requests: Pending[], alone: boolean): Promise<EngineResponse[]> {
    if (state.dirty) await follower.catchUp();
    const token = randomUUID();
    const acquired = await acquire(token);
    // Renewed while held: a batch may take longer than the lock lasts on its own (a fault's latency).
    const renew = () => redis.run(renewScript, [lockKey], [token, String(lockMs)]).catch(() => undefined);
    const keep = setInterval(renew, lockMs / 3);
    keep.unref();
    try {
      return await commitLocked(requests, alone, token, acquired);
    } finally {
      clearInterval(keep);
    }
  }

  async function run({ request, next }: Pending): Promise<Ran> {
    const context = request.context;
    if (context === undefined) throw new Error('a write reached the replica without its request context');
    options.writes?.track(context);
    const response = await next(request);
    // A rule with a count of uses reports its use (controls.ts): every replica must take it too.
    const used = context.used?.limited ? context.used.kind : null;
    const order = options.writes?.orderOf(context) ?? Number.POSITIVE_INFINITY;
    return {
      response,
      entry: entryFor(request, response, [...context.changes] as MemoryChange[], used),
      order,
    };
  }

  async function runAll(requests: Pending[], alone: boolean): Promise<Ran[]> {
    // Rules the catch-up brought in count too: each write then runs alone, one after another.
    if (!alone && !requests.some((pending) => runsAlone(inner, pending.request))) {
      return Promise.all(requests.map(run));
    }
    const ran: Ran[] = [];
    for (const pending of requests) ran.push(await run(pending));
    return ran;
  }

  /**
   * With the lock held and the state at the log's end: a copy of it for the snapshot, unless
   * another replica is writing one. Only the copy is made under the lock.
   */
  async function takeForSnapshot(epoch: string): Promise<Taken | null> {
    const token = randomUUID();
    const keys = [`${snapshotKey}:claim`, controlsKey];
    const controls = await redis.run<number | null>(claimSnapshotScript, keys, [
      token,
      String(snapshotClaimMs),
    ]);
    if (controls === null) return null;
    const at = state.lastId;
    const generation = limits?.generation() ?? '0';
    return { state: inner.snapshot(), at, generation, controls: String(controls), token, epoch };
  }

  /**
   * Serialises the copy a batch took and sends it in pieces, in slices of time on this replica's
   * thread, while it and every other replica go on writing; then publishes it in one script, which
   * trims the log to start at it (refused if a reset or a newer snapshot came first).
   */
  async function writeSnapshot(copy: Taken): Promise<void> {
    const staged = `${snapshotKey}:next:${copy.token}`;
    let index = 0;
    const count = await stringifyInPieces(copy.state, snapshotPieceChars, (piece) =>
      redis.run(snapshotPieceScript, [staged], [`d${index++}`, piece, String(snapshotPiecesMs)]),
    );
    const keys = [staged, snapshotKey, logKey, `${snapshotKey}:claim`, epochKey];
    const args = [copy.token, copy.at, copy.generation, copy.controls, String(count), copy.epoch];
    await redis.run(publishSnapshotScript, keys, args);
  }

  async function commitLocked(
    requests: Pending[],
    alone: boolean,
    token: string,
    acquired: Acquired,
  ): Promise<EngineResponse[]> {
    const self = state.replicaId;
    const { entries } = acquired;
    let expected: string;
    let ran: Ran[];
    try {
      if (follower.sameEpoch(acquired.epoch)) {
        await follower.apply(entries, acquired.snapshotId);
        if (entries.length === readBatch) await follower.catchUp();
      } else {
        // Redis lost the state this replica was built from: rebuild from what it holds, under the
        // lock, before any write runs on it.
        await follower.catchUp();
      }
      if (
        options.compactAfter !== 0 &&
        acquired.length > compactAfter &&
        state.lastId !== '0-0' &&
        inner.api === 'memory'
      )
        copied = await takeForSnapshot(acquired.epoch);
      expected = state.lastId;
      ran = await runAll(requests, alone);
    } catch (error) {
      await redis.run(releaseScript, [lockKey], [token]).catch(() => undefined);
      throw error;
    }
    const logged = ran.filter((r) => r.entry !== null).sort((a, b) => a.order - b.order);
    const single = requests.length === 1 && logged.length === 1;
    const reset = single && requests[0]?.request.path === '/__control/reset' ? 'reset' : '';
    let appended: [string, number];
    try {
      // Control calls and used-up rules are also kept beside the snapshot, which does not hold them.
      const kept = logged
        .map((r) => (r.entry && ('q' in r.entry || r.entry.t) && !reset ? 'k' : '-'))
        .join('');
      const args = [token, self, expected, reset, kept, ...logged.map((r) => JSON.stringify(r.entry))];
      const keys = [lockKey, logKey, controlsKey, snapshotKey];
      appended = await redis.run<[string, number]>(appendScript, keys, args);
    } catch (error) {
      // Made here but perhaps not logged: the log is the truth, so rebuild from it.
      if (logged.length > 0 || ran.some((r) => r.order !== Number.POSITIVE_INFINITY)) state.dirty = true;
      throw error;
    }
    const [id, contiguous] = appended;
    if (id && reset) limits?.setGeneration(id);
    const seenAll = Number(contiguous) === 1 && state.lastId === expected && state.replicaId === self;
    if (id && seenAll) state.lastId = id;
    return ran.map((r) => r.response);
  }

  return (request, next) =>
    new Promise((resolve, reject) => {
      pending.push({ request, next, resolve, reject });
      if (!draining) void drain();
    });
}
