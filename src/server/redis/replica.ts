import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ControlledEngine } from '../../engine/http/controls.js';
import { parsePrefer } from '../../engine/http/prefer.js';
import type { EngineRequest, EngineResponse } from '../../engine/http/types.js';
import type { MemoryChange, MemoryStore } from '../../engine/memory/store.js';
import type { RedisConnection } from './connection.js';
import { compareIds, fieldOf, type LogEntry, type RawEntry, replayedRequest } from './log-entries.js';
import type { SharedRateLimits } from './rate-limiter.js';
import {
  entryFor,
  heldUses,
  isWrite,
  runsAlone,
  takenKind,
  takeRule,
  unavailable,
  withoutDelay,
} from './request-kinds.js';
import { acquireScript, appendScript, releaseScript, renewScript } from './scripts.js';
import { createSerialQueue } from './serial-queue.js';

/** Options of {@link startReplica}. */
export interface ReplicaOptions {
  /** The controlled engine (journal, overrides, faults) this process serves. */
  engine: ControlledEngine;
  redis: RedisConnection;
  /** Prefix of this API's keys, e.g. `contract-kit:memory:`. */
  prefix: string;
  /** The memory engine's store, whose changes are logged; absent for releases (control calls only). */
  store?: MemoryStore;
  /** The shared rate limits, told about resets. */
  limits?: SharedRateLimits;
  log: (line: string) => void;
  /** How long the write lock lasts if its holder dies (default 2 s). */
  lockMs?: number;
  /** How long a writer waits for the lock before answering 503 (default 5 s). */
  waitMs?: number;
  /**
   * `--latency`: added to every answer here, outside the write lock (the engine must then have
   * none of its own, or every write would hold the lock for that long).
   */
  latencyMs?: number;
}

/** A replica: the same engine, whose `handle` first brings the state up to the shared log. */
export interface Replica {
  engine: ControlledEngine;
  close(): void;
}

const batch = 1000;
/** Writes committed together at most. */
const maxBatch = 256;

/** What a request running in the engine collects: its changes, and when it made the first. */
interface WriteContext {
  /** A repeat of another replica's call: its changes are already in the log. */
  replay: boolean;
  changes: MemoryChange[];
  order: number;
}

/** The request each change belongs to, across the awaits of the engine's pipeline. */
const contexts = new AsyncLocalStorage<WriteContext>();

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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes `engine` one replica of the state in Redis (see ARCHITECTURE.md, "State shared by several
 * processes"). The log (a stream) holds every change in one order. Before any request, the replica
 * applies the entries it has not seen (one XRANGE); a request that writes also holds the write
 * lock from before that catch-up until its changes are appended, so writes run one at a time
 * across all replicas, each on the state every earlier write left, exactly as in one process.
 * The replica's own entries are already applied; after a failure the state is rebuilt from the
 * log under a new replica id, so its own entries count as foreign and are applied too.
 * @example const { engine: shared } = await startReplica({ engine, store, redis, prefix, log });
 */
export async function startReplica(options: ReplicaOptions): Promise<Replica> {
  const { engine: inner, redis, store, limits } = options;
  const logKey = `${options.prefix}log`;
  const lockKey = `${options.prefix}lock`;
  const lockMs = options.lockMs ?? 2_000;
  const waitMs = options.waitMs ?? 5_000;
  const latencyMs = options.latencyMs ?? 0;
  let replicaId = randomUUID();
  let lastId = '0-0';
  let dirty = false;
  /** Orders the writes of one batch by when each made its first change. */
  let sequence = 0;
  const applyQueue = createSerialQueue();
  const pending: Pending[] = [];
  let draining = false;

  if (store) {
    store.listener = (change) => {
      const context = contexts.getStore();
      if (context?.replay) return;
      if (context) {
        if (context.changes.length === 0) context.order = sequence++;
        context.changes.push(change);
      } else {
        // A change outside a write would be missing from the log: rebuild rather than diverge.
        dirty = true;
        options.log(`contract-kit: a ${change.op} change outside a logged write; rebuilding from Redis`);
      }
    };
  }

  /** Runs `request` in the engine as a repeat of another replica's call: its changes are not this replica's. */
  const replay = (request: EngineRequest) =>
    contexts.run({ replay: true, changes: [], order: 0 }, () => inner.handle(request));

  async function applyEntry(id: string, entry: LogEntry): Promise<void> {
    if ('c' in entry) {
      if (entry.t) takeRule(inner, entry.t);
      for (const change of entry.c) store?.apply(change);
      return;
    }
    const replayed = await replay(replayedRequest(entry.q));
    // It succeeded where it was made, on the same state: anything else means this replica differs.
    if (replayed.status >= 300) {
      throw new Error(`${entry.q.method} ${entry.q.path} answered ${replayed.status} when repeated`);
    }
    if (entry.q.path === '/__control/reset') limits?.setGeneration(id);
  }

  function apply(entries: readonly RawEntry[]): Promise<void> {
    return applyQueue.run(async () => {
      for (const raw of entries) {
        const [id] = raw;
        if (compareIds(id, lastId) <= 0) continue;
        try {
          if (fieldOf(raw, 'r') !== replicaId) await applyEntry(id, JSON.parse(fieldOf(raw, 'd') ?? '{}'));
        } catch (error) {
          dirty = true;
          throw new Error(`log entry ${id} could not be applied: ${(error as Error).message}`);
        }
        lastId = id;
      }
    });
  }

  async function catchUp(): Promise<void> {
    if (dirty) await rebuild();
    for (;;) {
      const entries = await redis.send<RawEntry[]>([
        'XRANGE',
        logKey,
        `(${lastId}`,
        '+',
        'COUNT',
        String(batch),
      ]);
      await apply(entries);
      if (entries.length < batch) return;
    }
  }

  /** Back to the fixtures, then the whole log, own entries included. */
  function rebuild(): Promise<void> {
    return applyQueue.run(async () => {
      if (!dirty) return;
      await replay(
        replayedRequest({ method: 'POST', path: '/__control/reset', query: '', headers: {}, body: null }),
      );
      replicaId = randomUUID();
      lastId = '0-0';
      limits?.setGeneration('0');
      dirty = false;
    });
  }

  async function acquire(token: string): Promise<RawEntry[]> {
    const deadline = Date.now() + waitMs;
    // A batch holds the lock for a few milliseconds: poll at most every 4 ms (16 ms halved two workers' write rate).
    for (let pause = 1; ; pause = Math.min(pause * 2, 4)) {
      const args = [token, String(lockMs), lastId, String(batch)];
      const entries = await redis.run<RawEntry[] | null>(acquireScript, [lockKey, logKey], args);
      if (entries !== null) return entries;
      if (Date.now() > deadline) throw new Error(`the write lock stayed taken for ${waitMs} ms`);
      await sleep(pause);
    }
  }

  /**
   * Group commit: the writes that queued up while a batch ran go together into the next, under one
   * lock, with one append (one fsync in Redis). They run in the engine side by side, as in one
   * process; each one's changes are its own (async context), logged in the order they were made.
   * A control call, and any request while overrides or faults are held, runs in a batch of its own,
   * since what it changed is known only by comparing before and after.
   */
  function write(request: EngineRequest): Promise<EngineResponse> {
    return new Promise((resolve) => {
      pending.push({ request, resolve });
      if (!draining) void drain();
    });
  }

  async function drain(): Promise<void> {
    draining = true;
    while (pending.length > 0) {
      const alone = runsAlone(inner, (pending[0] as Pending).request);
      let size = 1;
      while (
        !alone &&
        size < Math.min(pending.length, maxBatch) &&
        !runsAlone(inner, (pending[size] as Pending).request)
      )
        size++;
      const writes = pending.splice(0, size);
      const responses = await commit(
        writes.map((w) => w.request),
        alone,
      ).catch((error: unknown) => writes.map(() => unavailable(error)));
      for (const [i, w] of writes.entries()) w.resolve(responses[i] as EngineResponse);
    }
    draining = false;
  }

  async function commit(requests: EngineRequest[], alone: boolean): Promise<EngineResponse[]> {
    if (dirty) await rebuild();
    const token = randomUUID();
    const entries = await acquire(token);
    // Renewed while held: a batch may take longer than the lock lasts on its own (a fault's latency).
    const renew = () => redis.run(renewScript, [lockKey], [token, String(lockMs)]).catch(() => undefined);
    const keep = setInterval(renew, lockMs / 3);
    keep.unref();
    try {
      return await commitLocked(requests, alone, token, entries);
    } finally {
      clearInterval(keep);
    }
  }

  async function run(request: EngineRequest, alone: boolean): Promise<Ran> {
    const context: WriteContext = { replay: false, changes: [], order: Number.POSITIVE_INFINITY };
    const held = alone ? heldUses(inner) : '';
    const response = await contexts.run(context, () => inner.handle(request));
    const taken = alone && held !== heldUses(inner) ? takenKind(response) : null;
    return { response, entry: entryFor(request, response, context.changes, taken), order: context.order };
  }

  async function commitLocked(
    requests: EngineRequest[],
    alone: boolean,
    token: string,
    entries: RawEntry[],
  ): Promise<EngineResponse[]> {
    const self = replicaId;
    let expected: string;
    let ran: Ran[];
    try {
      await apply(entries);
      if (entries.length === batch) await catchUp();
      expected = lastId;
      // Rules the catch-up brought in: each write must then be attributed alone, one after the other.
      if (alone || requests.some((request) => runsAlone(inner, request))) {
        ran = [];
        for (const request of requests) ran.push(await run(request, true));
      } else ran = await Promise.all(requests.map((request) => run(request, false)));
    } catch (error) {
      await redis.run(releaseScript, [lockKey], [token]).catch(() => undefined);
      throw error;
    }
    const logged = ran.filter((r) => r.entry !== null).sort((a, b) => a.order - b.order);
    const single = requests.length === 1 && logged.length === 1;
    const reset = single && requests[0]?.path === '/__control/reset' ? 'reset' : '';
    let appended: [string, number];
    try {
      const data = logged.map((r) => JSON.stringify(r.entry));
      appended = await redis.run<[string, number]>(
        appendScript,
        [lockKey, logKey],
        [token, self, expected, reset, ...data],
      );
    } catch (error) {
      // Made here but perhaps not logged: the log is the truth, so rebuild from it.
      if (logged.length > 0 || ran.some((r) => r.order !== Number.POSITIVE_INFINITY)) dirty = true;
      throw error;
    }
    const [id, contiguous] = appended;
    if (id && reset) limits?.setGeneration(id);
    if (id && Number(contiguous) === 1 && lastId === expected && replicaId === self) lastId = id;
    return ran.map((r) => r.response);
  }

  async function answer(request: EngineRequest): Promise<EngineResponse> {
    try {
      if (!isWrite(inner, request)) {
        await catchUp();
        // The catch-up may have brought in an override or a fault this request could use up.
        if (!isWrite(inner, request)) return await inner.handle(request);
      }
      return await write(request);
    } catch (error) {
      return unavailable(error);
    }
  }

  /** Latency (`--latency`, `Prefer: delay=`) is waited here, after the lock is released, as one process waits it after the write. */
  async function handle(request: EngineRequest): Promise<EngineResponse> {
    const delay = latencyMs + parsePrefer(request.headers.prefer).delayMs;
    if (delay === 0) return answer(request);
    const response = await answer(withoutDelay(request));
    await sleep(delay);
    return response;
  }

  await catchUp();
  const engine: ControlledEngine = Object.create(inner, { handle: { value: handle } });
  return {
    engine,
    close() {
      if (store) store.listener = null;
    },
  };
}
