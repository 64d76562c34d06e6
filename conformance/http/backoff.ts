import type { FetchLike } from '../../src/client/index.js';
import { sleep } from '../../src/client/retry.js';
import { parseRetryAfter } from '../../src/client/retry-delay.js';
import { raceAbort } from './abort.js';

/** How long the suite waits out a 429, in one place. */
export interface BackoffOptions {
  /** Epoch ms of the run's wall-clock bound: no wait ends past it. */
  deadline: number;
  /** The most one request waits in all before its 429 is returned. Default 60 000. */
  maxWaitMs?: number;
  /** The first probe's wait when there is no usable Retry-After; doubles each time. Default 500. */
  firstProbeMs?: number;
  /** The longest wait between probes. Default 8 000. */
  maxProbeMs?: number;
  /** Waits `ms`; tests inject one. */
  sleep?: (ms: number) => Promise<void>;
  /** The run's cancel: a wait it interrupts rejects with its reason at once, and its timer is cleared. */
  signal?: AbortSignal | undefined;
  /** Called before each wait, with the request that was answered 429. */
  onWait?: (info: {
    waitMs: number;
    retryAfterMs: number | undefined;
    attempt: number;
    request: Request;
  }) => void;
}

/**
 * The wait before the next attempt: the server's Retry-After (seconds or an HTTP-date) when it
 * fits in what is left of the budget; otherwise, or when there is none, the next exponential probe.
 * A Retry-After longer than the budget is not believed blindly: the probe finds out whether the
 * window has in fact ended.
 * @example nextWait({ retryAfterMs: 2_000, attempt: 0, leftMs: 60_000, firstProbeMs: 500, maxProbeMs: 8_000 }) // 2000
 */
export function nextWait(input: {
  retryAfterMs: number | undefined;
  attempt: number;
  leftMs: number;
  firstProbeMs: number;
  maxProbeMs: number;
}): number {
  const { retryAfterMs, attempt, leftMs, firstProbeMs, maxProbeMs } = input;
  if (retryAfterMs !== undefined && retryAfterMs <= leftMs) return retryAfterMs;
  const probe = Math.min(maxProbeMs, firstProbeMs * 2 ** attempt);
  // Equal jitter: never a near-zero wait that would spend the quota again at once.
  return Math.round(probe / 2 + (Math.random() * probe) / 2);
}

/** The suite's one wait, which a cancelled run cuts short (the client's, src/client/retry.ts). */
export { sleep };

/**
 * Wraps the run's fetch so that a 429 is waited out like a good client: Retry-After honoured,
 * exponential probes when it is absent or longer than the budget, within `maxWaitMs` and the run's
 * deadline. So a check never fails because an earlier one spent the quota; the checks that judge
 * the limit itself send without it. A cancelled run stops waiting at once.
 * @example const fetch = withBackoff(recorder.fetch, { deadline });
 */
export function withBackoff(fetchImpl: FetchLike, options: BackoffOptions): FetchLike {
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const firstProbeMs = options.firstProbeMs ?? 500;
  const maxProbeMs = options.maxProbeMs ?? 8_000;
  const { signal, sleep: injected } = options;
  const wait = injected
    ? (ms: number) => (signal ? raceAbort(injected(ms), signal) : injected(ms))
    : (ms: number) => sleep(ms, signal);
  return async (request, init) => {
    const until = Math.min(options.deadline, Date.now() + maxWaitMs);
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(request.clone(), init);
      if (response.status !== 429) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      const leftMs = until - Date.now();
      const waitMs = nextWait({ retryAfterMs, attempt, leftMs, firstProbeMs, maxProbeMs });
      if (waitMs > leftMs) return response;
      options.onWait?.({ waitMs, retryAfterMs, attempt, request });
      await wait(waitMs);
    }
  };
}
