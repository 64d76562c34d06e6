import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';
import type { MemoryStore } from '../../engine/memory/store.js';
import { LayerFailure } from '../../engine/mock/events.js';
import type { Handle, Layer, MockInner } from '../../engine/mock/types.js';
import type { RedisConnection } from './connection.js';
import { createLogFollower } from './log-follower.js';
import type { SharedRateLimits } from './rate-limiter.js';
import { isWrite, unavailable } from './request-kinds.js';
import { createBatchWriter } from './write-batches.js';
import { trackWrites } from './write-tracker.js';

/** Options of {@link createReplica}. */
export interface ReplicaOptions {
  /** What the replica stands in front of: the controls and the engine of this process's mock. */
  inner: MockInner;
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
  /** Log length beyond which the state is snapshotted and the log trimmed (default 50,000). */
  compactAfter?: number;
}

/** A replica: the mock's sharing layer, which first brings the state up to the shared log. */
export interface Replica {
  /** The layer in front of the controls and the engine (see createMock's `share`). */
  layer: Layer;
  /** Brings this process's state up to the log (before the mock starts serving). */
  catchUp(): Promise<void>;
  close(): void;
}

/**
 * Makes a mock one replica of the state in Redis (see ARCHITECTURE.md, "State shared by several
 * processes"). The log (a stream) holds every change in one order. Before any request, the replica
 * applies the entries it has not seen (one XRANGE, log-follower.ts); writes go in batches that
 * hold the write lock from before their catch-up until their changes are appended
 * (write-batches.ts), so batches run one at a time across all replicas, each on the state every
 * earlier one left, as in one process.
 * Latency (`--latency`, `Prefer: delay=`) is the mock's own layer, outside this one: it is waited
 * after the lock is released, as one process waits it after the write.
 * @example createMock(engine, { share: (inner) => createReplica({ inner, store, redis, prefix, log }).layer })
 */
export function createReplica(options: ReplicaOptions): Replica {
  const { inner, redis, store, limits } = options;
  const logKey = `${options.prefix}log`;
  const snapshotKey = `${options.prefix}snapshot`;
  const controlsKey = `${options.prefix}controls`;
  const epochKey = `${options.prefix}epoch`;
  // A change outside a write would be missing from the log: rebuild rather than diverge.
  const writes = store
    ? trackWrites(store, (change) => {
        follower.state.dirty = true;
        options.log(`contract-kit: a ${change.op} change outside a logged write; rebuilding from Redis`);
      })
    : undefined;
  const follower = createLogFollower({
    snapshotKey,
    controlsKey,
    epochKey,
    log: options.log,
    inner,
    redis,
    logKey,
    ...(store ? { store } : {}),
    ...(writes ? { apart: writes.apart } : {}),
    ...(limits ? { limits } : {}),
  });
  const write = createBatchWriter({
    inner,
    redis,
    follower,
    ...(writes ? { writes } : {}),
    ...(limits ? { limits } : {}),
    logKey,
    snapshotKey,
    controlsKey,
    epochKey,
    ...(options.compactAfter === undefined ? {} : { compactAfter: options.compactAfter }),
    log: options.log,
    lockKey: `${options.prefix}lock`,
    lockMs: options.lockMs ?? 2_000,
    waitMs: options.waitMs ?? 5_000,
  });
  /**
   * A read runs once the replica has caught up, on its own; a write (or any request while rules
   * are held, which may use one up) goes to the batch writer, which runs it through `next` under
   * the write lock. Either way `next` runs once.
   */
  async function answer(request: EngineRequest, next: Handle): Promise<EngineResponse> {
    try {
      if (!isWrite(inner, request)) {
        await follower.catchUp();
        // The catch-up may have brought in an override or a fault this request could use up.
        if (!isWrite(inner, request)) return await next(request);
      }
      return await write(request, next);
    } catch (error) {
      throw new LayerFailure(
        `the shared state (Redis) is unavailable: ${(error as Error).message}`,
        unavailable(error),
      );
    }
  }

  return {
    layer: answer,
    catchUp: () => follower.catchUp(),
    close() {
      writes?.stop();
    },
  };
}
