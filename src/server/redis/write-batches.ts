import { randomUUID } from 'node:crypto';
import type { ControlledEngine } from '../../engine/http/controls/controls.js';
import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';
import type { RedisConnection } from './connection.js';
import type { LogEntry, RawEntry } from './log-entries.js';
import { type LogFollower, readBatch } from './log-follower.js';
import type { SharedRateLimits } from './rate-limiter.js';
import { entryFor, heldUses, runsAlone, takenKind, unavailable } from './request-kinds.js';
import { acquireScript, appendScript, releaseScript, renewScript, snapshotScript } from './scripts.js';
import { contexts, newContext } from './write-contexts.js';

/** Writes committed together at most. */
const maxBatch = 256;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write waiting for the next batch. */
interface Pending {
  request: EngineRequest;
  resolve: (response: EngineResponse) => void;
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
  inner: ControlledEngine;
  redis: RedisConnection;
  follower: LogFollower;
  limits?: SharedRateLimits;
  logKey: string;
  lockKey: string;
  snapshotKey: string;
  controlsKey: string;
  /** The state's epoch (see scripts.ts). */
  epochKey: string;
  /**
   * Log length beyond which a batch first writes a snapshot of the state and trims the log to
   * start at it (memory only: the releases log holds control calls alone). Default 50,000.
   */
  compactAfter?: number;
  /** How long the write lock lasts if its holder dies. */
  lockMs: number;
  /** How long a batch waits for the lock before its writes answer 503. */
  waitMs: number;
}

/**
 * The writing side of a replica, with group commit: the writes that queue up while a batch runs
 * go together into the next, under one lock taken with the catch-up, with one append (one fsync in
 * Redis). They run in the engine side by side, as in one process; each one's changes are its own
 * (an async context), logged in the order they were made. A control call, and any request while
 * overrides or faults are held, runs alone, since what it changed is known only by comparing the
 * engine before and after. Every write resolves: a batch that fails answers 503 for each.
 */
export function createBatchWriter(
  options: BatchWriterOptions,
): (request: EngineRequest) => Promise<EngineResponse> {
  const { inner, redis, follower, limits, logKey, lockKey, lockMs, waitMs } = options;
  const { snapshotKey, controlsKey, epochKey } = options;
  const compactAfter = options.compactAfter ?? 50_000;
  const { state } = follower;
  const pending: Pending[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    while (pending.length > 0) {
      const alone = runsAlone(inner, (pending[0] as Pending).request);
      let size = 1;
      const limit = Math.min(pending.length, maxBatch);
      while (!alone && size < limit && !runsAlone(inner, (pending[size] as Pending).request)) size++;
      const writes = pending.splice(0, size);
      const requests = writes.map((w) => w.request);
      const responses = await commit(requests, alone).catch((error: unknown) =>
        requests.map(() => unavailable(error)),
      );
      for (const [i, w] of writes.entries()) w.resolve(responses[i] as EngineResponse);
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

  async function commit(requests: EngineRequest[], alone: boolean): Promise<EngineResponse[]> {
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

  async function run(request: EngineRequest, alone: boolean): Promise<Ran> {
    const context = newContext();
    const held = alone ? heldUses(inner) : '';
    const response = await contexts.run(context, () => inner.handle(request));
    const taken = alone && held !== heldUses(inner) ? takenKind(response) : null;
    return { response, entry: entryFor(request, response, context.changes, taken), order: context.order };
  }

  async function runAll(requests: EngineRequest[], alone: boolean): Promise<Ran[]> {
    // Rules the catch-up brought in count too: each write is then attributed alone, one after another.
    if (!alone && !requests.some((request) => runsAlone(inner, request))) {
      return Promise.all(requests.map((request) => run(request, false)));
    }
    const ran: Ran[] = [];
    for (const request of requests) ran.push(await run(request, true));
    return ran;
  }

  /** The state as of the log's end (the lock is held) as the snapshot; the log then starts at it. */
  async function compact(token: string): Promise<void> {
    const data = JSON.stringify(inner.snapshot());
    const keys = [lockKey, logKey, snapshotKey, controlsKey];
    await redis.run(snapshotScript, keys, [token, state.lastId, data, limits?.generation() ?? '0']);
  }

  async function commitLocked(
    requests: EngineRequest[],
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
        await compact(token);
      expected = state.lastId;
      ran = await runAll(requests, alone);
    } catch (error) {
      await redis.run(releaseScript, [lockKey], [token]).catch(() => undefined);
      throw error;
    }
    const logged = ran.filter((r) => r.entry !== null).sort((a, b) => a.order - b.order);
    const single = requests.length === 1 && logged.length === 1;
    const reset = single && requests[0]?.path === '/__control/reset' ? 'reset' : '';
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

  return (request) =>
    new Promise((resolve) => {
      pending.push({ request, resolve });
      if (!draining) void drain();
    });
}
