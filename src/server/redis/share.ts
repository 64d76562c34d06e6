import type { ControlledEngine } from '../../engine/http/controls/controls.js';
import type { RateLimiterFactory } from '../../engine/memory/rate-limiter.js';
import type { MemoryStore } from '../../engine/memory/store.js';
import { connectRedis } from './connection.js';
import { createSharedRateLimits } from './rate-limiter.js';
import { startReplica } from './replica.js';

/** One API's share of a Redis server: `--redis URL`. */
export interface SharedState {
  /** The rate limiter the memory engine must count with (one budget across replicas). */
  rateLimiter: RateLimiterFactory;
  /**
   * Makes the controlled engine a replica; resolves once it has caught up with the log. The
   * engine must have no latency of its own: the replica adds `latencyMs` outside the write lock.
   */
  attach(engine: ControlledEngine, store?: MemoryStore, latencyMs?: number): Promise<ControlledEngine>;
  close(): Promise<void>;
}

/**
 * Connects one API's mock to the state in Redis at `url`: its keys start with
 * `contract-kit:<api>:` in the URL's database, so both APIs can share one server. Rejects with a
 * RedisUnavailableError (one line) when Redis cannot be reached.
 * @example const shared = await shareThroughRedis('redis://127.0.0.1:6379/0', 'memory', console.error);
 */
export async function shareThroughRedis(
  url: string,
  api: 'memory' | 'releases',
  log: (line: string) => void,
  tuning: { compactAfter?: number } = {},
): Promise<SharedState> {
  const redis = await connectRedis(url, { log });
  const prefix = `contract-kit:${api}:`;
  const limits = createSharedRateLimits(redis, prefix);
  let detach = () => {};
  return {
    rateLimiter: limits.factory,
    async attach(engine, store, latencyMs) {
      const replica = await startReplica({
        engine,
        redis,
        prefix,
        limits,
        log,
        ...(store ? { store } : {}),
        ...(latencyMs === undefined ? {} : { latencyMs }),
        ...tuning,
      });
      detach = replica.close;
      return replica.engine;
    },
    async close() {
      detach();
      await redis.close();
    },
  };
}
