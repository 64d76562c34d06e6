import { computeRetryDelay, parseRetryAfter } from './retry-delay.js';

/**
 * The fetch the clients call: openapi-fetch always passes a finished `Request` (after middleware),
 * plus its optional `requestInitExt` as the second argument. `globalThis.fetch` fits.
 * @example const fetch: FetchLike = (request) => globalThis.fetch(request);
 */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * What `onRetry` learns before each retry.
 * @example onRetry: ({ attempt, delayMs }) => console.warn(`429, retry ${attempt} in ${delayMs} ms`)
 */
export interface RetryInfo {
  /** 1-based number of the retry about to be made. */
  attempt: number;
  /** How long the client waits before it: never less than the server's Retry-After. */
  delayMs: number;
  /** The server's Retry-After in milliseconds, when it sent one. */
  retryAfterMs: number | undefined;
  /** The 429 response; its body is discarded once `onRetry` returns. */
  response: Response;
}

/**
 * Back-off settings for 429 responses. Pass `retry: false` to a client to see every 429 instead.
 *
 * The defaults fit a test runner: no call waits past 4 s in all (Vitest's and Jest's default test
 * timeout is 5 s), and a 429 whose Retry-After does not fit is returned at once. Production code
 * that would rather wait raises both budgets.
 * @example createReleasesClient({ baseUrl, retry: { maxDelayMs: 30_000, maxTotalMs: 60_000 } })
 */
export interface RetryOptions {
  /** Retries after the first send, so at most `attempts + 1` requests. Default 3. */
  attempts?: number;
  /** Ceiling of the first retry's jittered wait when there is no Retry-After; doubles with each retry. Default 200. */
  baseDelayMs?: number;
  /**
   * Longest single wait. A Retry-After asking for longer is not retried: the 429 is returned at
   * once. Default 4 000.
   */
  maxDelayMs?: number;
  /**
   * Budget for the whole call, retries and waits included: a wait that would end past it is not
   * made, and the 429 is returned instead. Default 4 000.
   */
  maxTotalMs?: number;
  /** Called before each wait, e.g. to log throttling. */
  onRetry?: (info: RetryInfo) => void;
  /** Waits `ms`; tests inject one that records and returns at once. Defaults to a timer that the request's signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

type ResolvedRetryOptions = Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;

/**
 * Wraps a fetch so that a 429 is retried with exponential back-off and full jitter, honouring
 * `Retry-After` as the minimum wait: no retry is ever sent before it has elapsed. Every other
 * response, the last 429, and a 429 whose wait does not fit the budgets, is returned as is.
 *
 * It is a fetch wrapper rather than openapi-fetch middleware because openapi-fetch 0.17 calls
 * `onResponse` with a Request whose one-shot body the first send has already consumed, and runs
 * `onRequest` only once; a wrapper sees each send and can clone before it. Retrying a POST is safe
 * here: a 429 means the server did not act on the request.
 * @throws {RangeError} when an option is not a finite, non-negative number (misuse).
 * @example const fetch = withRetry(globalThis.fetch, { attempts: 2 });
 */
export function withRetry(fetchImpl: FetchLike, options: RetryOptions = {}): FetchLike {
  const settings = resolveRetryOptions(options);
  return async (request, init) => {
    const deadline = Date.now() + settings.maxTotalMs;
    for (let retry = 0; ; retry++) {
      const isLastChance = retry >= settings.attempts;
      // Clone before sending: sending consumes the body, and the next retry needs it intact.
      const response = await fetchImpl(isLastChance ? request : request.clone(), init);
      if (response.status !== 429 || isLastChance) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      const delayMs = computeRetryDelay({
        retry,
        baseDelayMs: settings.baseDelayMs,
        maxDelayMs: settings.maxDelayMs,
        retryAfterMs,
      });
      // Out of time: the caller gets this 429 now rather than after a wait past its budget.
      if (delayMs === undefined || Date.now() + delayMs > deadline) return response;
      settings.onRetry?.({ attempt: retry + 1, delayMs, retryAfterMs, response });
      discardBody(response);
      await settings.sleep(delayMs, request.signal);
    }
  };
}

/**
 * Lets go of a 429's unread body, which would otherwise hold the connection until garbage
 * collection. Never awaited: under msw in Node the cancel promise of a mocked body may never
 * settle, and a client that waited for it would hang for ever.
 */
function discardBody(response: Response): void {
  try {
    response.body?.cancel().catch(() => undefined);
  } catch {
    // A locked or already-read body has nothing left to release.
  }
}

function resolveRetryOptions(options: RetryOptions): ResolvedRetryOptions {
  const resolved = {
    attempts: options.attempts ?? 3,
    baseDelayMs: options.baseDelayMs ?? 200,
    maxDelayMs: options.maxDelayMs ?? 4_000,
    maxTotalMs: options.maxTotalMs ?? 4_000,
    onRetry: options.onRetry,
    sleep: options.sleep ?? sleep,
  };
  for (const name of ['attempts', 'baseDelayMs', 'maxDelayMs', 'maxTotalMs'] as const) {
    const value = resolved[name];
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`retry.${name} must be a finite number >= 0, got ${value}`);
    }
  }
  if (!Number.isInteger(resolved.attempts)) {
    throw new RangeError(`retry.attempts must be an integer, got ${resolved.attempts}`);
  }
  return resolved;
}

/**
 * Waits `ms`, or rejects with the signal's reason as soon as it aborts, leaving no timer behind: an
 * aborted call does not sit out its back-off, and a cancelled conformance run is not kept alive by
 * a wait (conformance/http/backoff.ts waits with it too).
 * @example await sleep(1_000, signal);
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
