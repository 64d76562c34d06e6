/**
 * Pure delay arithmetic for the 429 back-off, kept apart from I/O so that every edge can be
 * tested with a fixed clock and a fixed random source.
 */

/** The inputs of one back-off decision. */
export interface RetryDelayInput {
  /** Zero-based index of the retry about to be made (0 for the first retry). */
  retry: number;
  /** Base of the exponential ceiling: retry `n` waits at most `baseDelayMs * 2 ** n`. */
  baseDelayMs: number;
  /** Upper bound on any wait: a `Retry-After` asking for longer means no retry at all. */
  maxDelayMs: number;
  /** The server's `Retry-After`, in milliseconds, when it sent one. */
  retryAfterMs?: number | undefined;
  /** Source of randomness in [0, 1); `Math.random` unless a test fixes it. */
  random?: () => number;
}

/**
 * Milliseconds to wait before a retry: "full jitter" (a uniform pick in [0, ceiling)), raised to
 * the server's `Retry-After` when it sent one; `undefined` when that `Retry-After` is longer than
 * `maxDelayMs`, so no retry is made at all.
 *
 * Retry-After is the server's minimum, never shortened: a retry sent before it has elapsed only
 * collects another 429. A wait the caller will not make is therefore no retry, and the caller gets
 * the 429 (with its Retry-After) at once. Full jitter spreads clients that were throttled
 * together, so they do not return in lockstep.
 * @see https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-retry-after
 * @example computeRetryDelay({ retry: 2, baseDelayMs: 200, maxDelayMs: 4_000 }) // 0..799
 * @example computeRetryDelay({ retry: 0, baseDelayMs: 200, maxDelayMs: 4_000, retryAfterMs: 9_000 }) // undefined
 */
export function computeRetryDelay(input: RetryDelayInput): number | undefined {
  const { retry, baseDelayMs, maxDelayMs, retryAfterMs, random = Math.random } = input;
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterMs === undefined) return jittered;
  if (retryAfterMs > maxDelayMs) return undefined;
  return Math.max(retryAfterMs, jittered);
}

/**
 * Reads a `Retry-After` value as milliseconds from `now`: either delay-seconds or an HTTP-date.
 * Returns `undefined` for a missing or unreadable value, and 0 for a date already past.
 *
 * Fractional seconds are accepted although RFC 9110 allows only digits: some servers send them,
 * and honouring them is the more polite reading.
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-retry-after
 * @example parseRetryAfter('2') // 2000
 * @example parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('2015-10-21T07:27:58Z')) // 2000
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  // Date.parse reads bare numbers such as "-1" as years; an HTTP-date always names a day or month.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
