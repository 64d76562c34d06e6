/** Requests allowed per window, per key and workspace. @see ../../../openapi/memory.yaml#/components/responses/RateLimited "Limits" */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Default: generous enough that front-end work never meets it, low enough to be reachable. */
export const defaultRateLimit: RateLimit = { limit: 600, windowMs: 10_000 };

/** Outcome of one request against the limiter. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts requests per bucket (key+workspace). The engine's own is in memory; a limiter shared by
 * several processes (`--redis`) answers asynchronously, so the gate awaits a promise when given one.
 */
export interface RateLimiter {
  take(bucket: string): RateDecision | Promise<RateDecision>;
  /** Forgets every window (the engine's reset). */
  reset(): void;
  /**
   * The windows still open, for the console's state view; a limiter that keeps them elsewhere
   * (`--redis`: in Redis, shared by every replica) has none to show here.
   */
  windows?(): RateWindow[];
}

/** One open window of the limiter: its bucket, requests counted, the limit and when it ends. */
export interface RateWindow {
  bucket: string;
  count: number;
  limit: number;
  resetsInMs: number;
}

/** Builds a limiter for a rate and a clock: what `createMemoryEngine({ rateLimiter })` takes. */
export type RateLimiterFactory = (rate: RateLimit, now: () => number) => RateLimiter;

/** The decision for a request that is number `count` of a window that began at `start`. */
export function decide(rate: RateLimit, start: number, count: number, t: number): RateDecision {
  if (count <= rate.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((start + rate.windowMs - t) / 1000)) };
}

/**
 * A fixed-window limiter keyed by key+workspace. Windows are exact, so a test can count: the
 * `limit + 1`-th request in a window is the first 429.
 */
export function createRateLimiter(rate: RateLimit, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(bucket: string): RateDecision {
      const t = now();
      let window = windows.get(bucket);
      if (!window || t - window.start >= rate.windowMs) {
        window = { start: t, count: 0 };
        windows.set(bucket, window);
      }
      window.count++;
      return decide(rate, window.start, window.count, t);
    },
    reset() {
      windows.clear();
    },
    windows() {
      const t = now();
      const open: RateWindow[] = [];
      for (const [bucket, window] of windows) {
        const resetsInMs = window.start + rate.windowMs - t;
        if (resetsInMs > 0) open.push({ bucket, count: window.count, limit: rate.limit, resetsInMs });
      }
      return open;
    },
  };
}
