import type { RateLimiterFactory } from '../../engine/memory/rate-limiter.js';
import type { MemoryStore } from '../../engine/memory/store.js';
import type { Layer, MockInner } from '../../engine/mock/types.js';
import { connectRedis } from './connection.js';
import { createSharedRateLimits } from './rate-limiter.js';
import { createReplica, type Replica } from './replica.js';

/** One API's share of a Redis server: `--redis URL`. */
export interface SharedState {
  /** The rate limiter the memory engine must count with (one budget across replicas). */
  rateLimiter: RateLimiterFactory;
  /** The sharing layer of a mock (createMock's `share`): makes it one replica of the log. */
  attach(inner: MockInner, store?: MemoryStore): Layer;
  /** Resolves once the attached replica has caught up with the log, before it serves. */
  caughtUp(): Promise<void>;
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
  let replica: Replica | null = null;
  return {
    rateLimiter: limits.factory,
    attach(inner, store) {
      replica = createReplica({ inner, redis, prefix, limits, log, ...(store ? { store } : {}), ...tuning });
      return replica.layer;
    },
    caughtUp: () => replica?.catchUp() ?? Promise.reject(new Error('no replica attached')),
    async close() {
      replica?.close();
      await redis.close();
    },
  };
}
