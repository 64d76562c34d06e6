import { randomUUID } from 'node:crypto';
import type { ControlledEngine } from '../../engine/http/controls.js';
import { parsePrefer } from '../../engine/http/prefer.js';
import type { EngineRequest, EngineResponse } from '../../engine/http/types.js';
import type { MemoryChange, MemoryStore } from '../../engine/memory/store.js';
import type { RedisConnection } from './connection.js';
import {
  compareIds,
  fieldOf,
  type LogEntry,
  type RawEntry,
  replayedRequest,
  type TakenRule,
} from './log-entries.js';
import type { SharedRateLimits } from './rate-limiter.js';
import {
  entryFor,
  heldUses,
  isWrite,
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
  let applying = false;
  let capture: MemoryChange[] | null = null;
  const applyQueue = createSerialQueue();
  const writeQueue = createSerialQueue();

  if (store) {
    store.listener = (change) => {
      if (applying) return;
      if (capture) capture.push(change);
      else {
        // A change outside a write would be missing from the log: rebuild rather than diverge.
        dirty = true;
        options.log(`contract-kit: a ${change.op} change outside a logged write; rebuilding from Redis`);
      }
    };
  }

  async function applyEntry(id: string, entry: LogEntry): Promise<void> {
    if ('c' in entry) {
      if (entry.t) takeRule(inner, entry.t);
      for (const change of entry.c) store?.apply(change);
      return;
    }
    applying = true;
    let replayed: EngineResponse;
    try {
      replayed = await inner.handle(replayedRequest(entry.q));
    } finally {
      applying = false;
    }
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
      applying = true;
      try {
        const reset = { method: 'POST', path: '/__control/reset', query: '', headers: {}, body: null };
        await inner.handle(replayedRequest(reset));
      } finally {
        applying = false;
      }
      replicaId = randomUUID();
      lastId = '0-0';
      limits?.setGeneration('0');
      dirty = false;
    });
  }

  async function acquire(token: string): Promise<RawEntry[]> {
    const deadline = Date.now() + waitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, 16)) {
      const args = [token, String(lockMs), lastId, String(batch)];
      const entries = await redis.run<RawEntry[] | null>(acquireScript, [lockKey, logKey], args);
      if (entries !== null) return entries;
      if (Date.now() > deadline) throw new Error(`the write lock stayed taken for ${waitMs} ms`);
      await sleep(pause);
    }
  }

  async function write(request: EngineRequest): Promise<EngineResponse> {
    if (dirty) await rebuild();
    const token = randomUUID();
    const entries = await acquire(token);
    // Renewed while held: a write may take longer than the lock lasts on its own (a fault's latency).
    const renew = () => redis.run(renewScript, [lockKey], [token, String(lockMs)]).catch(() => undefined);
    const keep = setInterval(renew, lockMs / 3);
    keep.unref();
    try {
      return await writeLocked(request, token, entries);
    } finally {
      clearInterval(keep);
    }
  }

  async function writeLocked(
    request: EngineRequest,
    token: string,
    entries: RawEntry[],
  ): Promise<EngineResponse> {
    let response: EngineResponse;
    let changes: MemoryChange[];
    const self = replicaId;
    let expected: string;
    let taken: TakenRule['kind'] | null;
    try {
      await apply(entries);
      if (entries.length === batch) await catchUp();
      expected = lastId;
      capture = [];
      const held = heldUses(inner);
      try {
        response = await inner.handle(request);
      } finally {
        changes = capture;
        capture = null;
      }
      taken = held === heldUses(inner) ? null : takenKind(response);
    } catch (error) {
      await redis.run(releaseScript, [lockKey], [token]).catch(() => undefined);
      throw error;
    }
    const entry = entryFor(request, response, changes, taken);
    const reset = entry && 'q' in entry && request.path === '/__control/reset' ? 'reset' : '';
    let appended: [string, number];
    try {
      const args = [token, self, entry ? JSON.stringify(entry) : '', expected, reset];
      appended = await redis.run<[string, number]>(appendScript, [lockKey, logKey], args);
    } catch (error) {
      // Made here but perhaps not logged: the log is the truth, so rebuild from it.
      if (entry || changes.length > 0) dirty = true;
      throw error;
    }
    const [id, contiguous] = appended;
    if (id && reset) limits?.setGeneration(id);
    if (id && Number(contiguous) === 1 && lastId === expected && replicaId === self) lastId = id;
    return response;
  }

  async function answer(request: EngineRequest): Promise<EngineResponse> {
    try {
      if (isWrite(inner, request)) return await writeQueue.run(() => write(request));
      await catchUp();
      return await inner.handle(request);
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
