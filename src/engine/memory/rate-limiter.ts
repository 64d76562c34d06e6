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
 * A fixed-window limiter keyed by key+workspace. Windows are exact, so a test can count: the
 * `limit + 1`-th request in a window is the first 429.
 */
export function createRateLimiter(rate: RateLimit, now: () => number) {
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
      if (window.count <= rate.limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + rate.windowMs - t) / 1000)),
      };
    },
    reset() {
      windows.clear();
    },
  };
}
