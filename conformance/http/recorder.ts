import type { FetchLike } from '../../src/client/index.js';
import { TransportError } from '../failure.js';
import { buildCurl, type Secrets } from './curl.js';
import type { Exchange } from './exchange.js';

/** How the recorder bounds a run. */
export interface RecorderOptions {
  fetch: FetchLike;
  timeoutMs: number;
  maxRequests: number;
  /** Epoch ms after which no request is sent. */
  deadline: number;
  secrets: Secrets;
  /** The id of the check running now, stamped on each exchange. */
  currentCheck: () => string | undefined;
  /** Consecutive transport failures after which the server counts as unreachable. Default 3. */
  unreachableAfter?: number;
}

/** The shared fetch of a run, and what it saw. */
export interface Recorder {
  /** Sends, bounded by timeout, traffic budget, deadline; records; returns a replayable Response. */
  fetch: FetchLike;
  /** Every exchange of the run, in order. */
  log: Exchange[];
  /** The exchange a Response returned by `fetch` came from. */
  exchangeOf(response: Response): Exchange | undefined;
  /** Adds requests to the budget (the opt-in 429 burst brings its own). */
  grant(requests: number): void;
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

function describeTransport(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no response within ${timeoutMs} ms (timeout)`;
  }
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return `connection failed: ${detail}`;
}

/**
 * A signal that aborts after `ms` or with `outer`; `clear` drops the timer once the exchange is done,
 * so a finished run leaves no timers behind.
 */
function abortAfter(ms: number, outer: AbortSignal): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(outer.reason);
  if (outer.aborted) onAbort();
  else outer.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Settles with `promise`, or rejects when `signal` aborts. The signal is also handed to fetch, but
 * undici (Node 20) loses an abort when the garbage collector takes the Request it follows, so the
 * suite does not rely on fetch alone to end a hung request.
 */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Creates the run's recording fetch. Each request gets `AbortSignal.timeout`, counts against the
 * traffic budget and the deadline, and after `unreachableAfter` consecutive transport failures the
 * rest fail at once: a hanging or resetting server ends the run with failures, never a hang.
 * @example const recorder = createRecorder({ fetch, timeoutMs: 10_000, maxRequests: 3000, deadline, secrets, currentCheck });
 */
export function createRecorder(options: RecorderOptions): Recorder {
  const log: Exchange[] = [];
  const byResponse = new WeakMap<Response, Exchange>();
  let budget = options.maxRequests;
  let sent = 0;
  let failedInARow = 0;
  let lastTransportError = '';
  const unreachableAfter = options.unreachableAfter ?? 3;

  function refusal(): string | undefined {
    if (failedInARow >= unreachableAfter) {
      return `not sent: the server did not answer the last ${failedInARow} requests (${lastTransportError})`;
    }
    if (sent >= budget) return `not sent: the run's traffic budget of ${budget} requests is spent`;
    if (Date.now() >= options.deadline)
      return 'not sent: the run reached its wall-clock bound (--max-duration)';
    return undefined;
  }

  function record(entry: Omit<Exchange, 'seq' | 'checkId'>): Exchange {
    const exchange = { seq: log.length + 1, checkId: options.currentCheck(), ...entry };
    log.push(exchange);
    return exchange;
  }

  async function send(request: Request): Promise<Response> {
    const requestBody = request.body ? await request.clone().text() : undefined;
    const requestHeaders = Object.fromEntries(request.headers);
    const curl = buildCurl({
      method: request.method,
      url: request.url,
      headers: requestHeaders,
      body: requestBody,
      secrets: options.secrets,
    });
    const base = { method: request.method, url: request.url, requestHeaders, requestBody, curl };
    const refused = refusal();
    if (refused) {
      record({
        ...base,
        status: undefined,
        responseHeaders: {},
        bodyText: '',
        error: refused,
        durationMs: 0,
      });
      throw new TransportError(refused, curl);
    }
    sent++;
    const timeoutMs = Math.max(1, Math.min(options.timeoutMs, options.deadline - Date.now()));
    const deadline = abortAfter(timeoutMs, request.signal);
    const started = performance.now();
    try {
      const init = {
        method: request.method,
        headers: request.headers,
        body: requestBody ?? null,
        signal: deadline.signal,
      };
      const response = await raceAbort(options.fetch(new Request(request.url, init)), deadline.signal);
      // Reading the body here keeps it under the same timeout as the headers.
      const bodyText = await raceAbort(response.text(), deadline.signal);
      failedInARow = 0;
      const exchange = record({
        ...base,
        status: response.status,
        responseHeaders: Object.fromEntries(response.headers),
        bodyText,
        error: undefined,
        durationMs: Math.round(performance.now() - started),
      });
      const copy = new Response(nullBodyStatuses.has(response.status) ? null : bodyText, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      byResponse.set(copy, exchange);
      return copy;
    } catch (error) {
      const message = describeTransport(error, timeoutMs);
      failedInARow++;
      lastTransportError = message;
      const durationMs = Math.round(performance.now() - started);
      record({ ...base, status: undefined, responseHeaders: {}, bodyText: '', error: message, durationMs });
      throw new TransportError(message, curl);
    } finally {
      deadline.clear();
    }
  }

  return {
    fetch: (request) => send(request),
    log,
    exchangeOf: (response) => byResponse.get(response),
    grant(requests) {
      budget += requests;
    },
  };
}
