import type { RateLimit } from '../engine/memory/rate-limiter.js';

/** A mistake in the command line: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A TCP port, 0 meaning "pick a free one". */
export function parsePort(value: string, flag: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65_535))
    throw new UsageError(`${flag} must be a port number from 0 to 65535, got "${value}"`);
  return port;
}

/** A whole number within bounds. */
export function parseInteger(value: string, flag: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/**
 * `--rate-limit N/WINDOW` or `off`: N requests per WINDOW per key and workspace.
 * @example parseRateLimit('100/10s') // { limit: 100, windowMs: 10000 }
 */
export function parseRateLimit(value: string): RateLimit | false {
  if (value === 'off') return false;
  const match = /^(\d+)\/(\d+)(ms|s|m|h)$/.exec(value);
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (units[match?.[3] ?? ''] ?? Number.NaN);
  if (!match || !(limit >= 1) || !(windowMs >= 1)) {
    throw new UsageError(
      `--rate-limit must be N/WINDOW such as 100/10s, 5/1s or 600/1m, or "off"; got "${value}"`,
    );
  }
  return { limit, windowMs };
}
