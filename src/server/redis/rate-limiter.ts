import {
  decide,
  type RateDecision,
  type RateLimit,
  type RateLimiter,
  type RateLimiterFactory,
} from '../../engine/memory/rate-limiter.js';
import type { RedisConnection } from './connection.js';
import { rateScript } from './scripts.js';

/** A rate limiter whose windows live in Redis, and how a reset reaches them. */
export interface SharedRateLimits {
  /** For `createMemoryEngine({ rateLimiter })`. */
  factory: RateLimiterFactory;
  /**
   * Starts a new generation of windows: called by the replica when it applies (or logs) a reset,
   * with that reset's log id, so every replica counts in fresh windows from the same point of the
   * log on, and nothing has to delete the old ones (they expire after one window).
   */
  setGeneration(id: string): void;
  /** The generation in use (a snapshot records it). */
  generation(): string;
}

/**
 * One budget per key+workspace across every replica: each request is counted by one atomic script
 * in Redis (one round trip), with the same fixed windows as the engine's in-memory limiter, so N
 * requests past the limit through any mix of replicas get exactly the 429s one process would give.
 * @example const limits = createSharedRateLimits(redis, 'contract-kit:memory:');
 */
export function createSharedRateLimits(redis: RedisConnection, prefix: string): SharedRateLimits {
  let generation = '0';
  const factory = (rate: RateLimit, now: () => number): RateLimiter => ({
    async take(bucket: string): Promise<RateDecision> {
      const t = now();
      const [count, start] = await redis.run<[number, number]>(
        rateScript,
        [`${prefix}rate:${generation}:${bucket}`],
        [String(t), String(rate.windowMs)],
      );
      return decide(rate, Number(start), Number(count), t);
    },
    // The engine's reset runs on every replica; the generation (set from the log) does the work.
    reset() {},
  });
  return {
    factory,
    setGeneration(id) {
      generation = id;
    },
    generation: () => generation,
  };
}
