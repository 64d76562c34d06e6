import { spoken } from './fault-words.js';

/** A request that has waited long enough to be worth a line: which route, for how long, its timeout. */
export interface Waiting {
  /** `METHOD /path` with the documented template when known. */
  route: string;
  waitedMs: number;
  timeoutMs: number;
  /** The check that sent it; `undefined` during the preflight. */
  checkId: string | undefined;
  /** Set when the wait is a 429 waited out: how long until the request is sent again. */
  retryInMs?: number;
}

/** When the first line comes, and how often the next ones: a couple of seconds, then every five. */
export const waitLineAfterMs = 2_000;
const repeatEveryMs = 5_000;

/**
 * Calls `onWait` while one request is outstanding: after {@link waitLineAfterMs}, then every five
 * seconds until `stop`, none in the request's last second (its verdict follows). Nothing at all for a
 * request answered sooner, so a healthy run prints none.
 * @example const watch = watchRequest(onWait, { route, timeoutMs, checkId }); try { ... } finally { watch.stop(); }
 */
export function watchRequest(
  onWait: ((waiting: Waiting) => void) | undefined,
  request: Omit<Waiting, 'waitedMs'>,
): { stop(): void } {
  if (!onWait) return { stop() {} };
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = (nextMs: number) => {
    // A line just before the request's own verdict would only repeat it: none in its last second.
    const waitedMs = performance.now() - started;
    if (waitedMs + nextMs > request.timeoutMs - 1_000) return;
    timer = setTimeout(() => {
      onWait({ ...request, waitedMs: Math.round(performance.now() - started) });
      tick(repeatEveryMs);
    }, nextMs);
    // A pending line never keeps the process alive: the request's own deadline does that job.
    timer.unref?.();
  };
  tick(waitLineAfterMs);
  return { stop: () => clearTimeout(timer) };
}

/**
 * The progress line of a wait, for a log: `waiting: POST /v1/recall has had no answer for 2 s (timeout 10 s)`.
 * @example describeWait({ route: 'GET /api/v1/sources', waitedMs: 2_004, timeoutMs: 10_000, checkId: undefined })
 */
export function describeWait(waiting: Waiting): string {
  const who = waiting.checkId ? `${waiting.checkId}: ` : 'preflight: ';
  if (waiting.retryInMs !== undefined) {
    return `waiting: ${who}${waiting.route} answered 429 (rate-limited); sending it again in ${spoken(waiting.retryInMs)}`;
  }
  const waited = spoken(Math.floor(waiting.waitedMs / 1_000) * 1_000 || waiting.waitedMs);
  return `waiting: ${who}${waiting.route} has had no complete answer for ${waited} (timeout ${spoken(waiting.timeoutMs)})`;
}

/**
 * The backoff's `onWait` that reports a 429 wait of at least {@link waitLineAfterMs} as a
 * {@link Waiting}; shorter waits pass in silence, like requests answered in time.
 * @example withBackoff(fetch, { deadline, onWait: rateLimitWaits(options.onWait, routeOf, checkId) })
 */
export function rateLimitWaits(
  onWait: ((waiting: Waiting) => void) | undefined,
  routeOf: (method: string, url: string) => string,
  checkId: () => string | undefined,
): ((info: { waitMs: number; request: Request }) => void) | undefined {
  if (!onWait) return undefined;
  return ({ waitMs, request }) => {
    if (waitMs < waitLineAfterMs) return;
    const route = routeOf(request.method, request.url);
    onWait({ route, waitedMs: 0, timeoutMs: 0, checkId: checkId(), retryInMs: waitMs });
  };
}
