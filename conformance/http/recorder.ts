import type { FetchLike } from '../../src/client/index.js';
import { TransportError } from '../failure.js';
import { abortAfter, raceAbort } from './abort.js';
import { buildCurl, type Secrets } from './curl.js';
import type { Exchange } from './exchange.js';
import { describeFault } from './fault-words.js';
import { type Waiting, watchRequest } from './waiting.js';

/** How the recorder bounds a run. */
export interface RecorderOptions {
  fetch: FetchLike;
  timeoutMs: number;
  maxRequests: number;
  /** Epoch ms after which no request is sent. */
  deadline: number;
  secrets: Secrets;
  /** Sent with every request that does not set the header itself (`--header`). */
  headers?: Record<string, string>;
  /** Put in every curl line after `curl -sS -i` (`--cacert FILE`, `-k`). */
  curlFlags?: readonly string[];
  /** The id of the check running now, stamped on each exchange. */
  currentCheck: () => string | undefined;
  /** Consecutive transport failures after which the server counts as unreachable. Default 3. */
  unreachableAfter?: number;
  /**
   * Consecutive transport failures of one route after which its further requests fail at once,
   * so one stalled endpoint costs a bounded time while the rest of the API is judged. Default 2.
   */
  routeFailuresAfter?: number;
  /** Names the route of a request (`POST /v1/recall`, `GET /api/v1/sources/{id}/events`). */
  routeOf?: (method: string, url: string) => string | undefined;
  /** Called while a request waits for its answer: after a couple of seconds, then every few (progress). */
  onWait?: (waiting: Waiting) => void;
  /**
   * The run's cancel: once it aborts, no request is sent, the one in flight is aborted (its socket
   * destroyed), and `fetch` rejects with the signal's reason instead of a TransportError.
   */
  signal?: AbortSignal | undefined;
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
  /** `METHOD /path` of a request, with the documented template when the run knows it. */
  route(method: string, url: string): string;
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** `METHOD /path` of a request, with the documented template when the run knows it. */
function routeOf(options: RecorderOptions, method: string, url: string): string {
  return options.routeOf?.(method, url) ?? `${method} ${new URL(url).pathname}`;
}

/** The request side of an exchange, with its curl line. */
async function describeOutgoing(request: Request, secrets: Secrets, flags: readonly string[] = []) {
  const requestBody = request.body ? await request.clone().text() : undefined;
  const requestHeaders = Object.fromEntries(request.headers);
  const { method, url } = request;
  const curl = buildCurl({ method, url, headers: requestHeaders, body: requestBody, secrets, flags });
  return { method, url, requestHeaders, requestBody, curl };
}

/** Sends once and reads the whole body, both under one timeout and the run's cancel. */
async function exchangeOnce(
  fetchImpl: FetchLike,
  request: Request,
  body: string | undefined,
  timeoutMs: number,
  cancel: AbortSignal | undefined,
) {
  const deadline = abortAfter(timeoutMs, request.signal, cancel);
  try {
    const init = {
      method: request.method,
      headers: request.headers,
      body: body ?? null,
      signal: deadline.signal,
    };
    const response = await raceAbort(fetchImpl(new Request(request.url, init)), deadline.signal);
    const bodyText = await raceAbort(response.text(), deadline.signal);
    return { response, bodyText };
  } finally {
    deadline.clear();
  }
}

/** The request with `extra` headers it does not set itself; the checks' own headers win. */
function withHeaders(request: Request, extra: Record<string, string> | undefined): Request {
  const missing = Object.entries(extra ?? {}).filter(([name]) => !request.headers.has(name));
  if (missing.length === 0) return request;
  const headers = new Headers(request.headers);
  for (const [name, value] of missing) headers.set(name, value);
  return new Request(request, { headers });
}

/** A fresh Response with the already-read body, for the client that asked. */
function replayable(response: Response, bodyText: string): Response {
  return new Response(nullBodyStatuses.has(response.status) ? null : bodyText, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Creates the run's recording fetch. Each request gets `AbortSignal.timeout`, counts against the
 * traffic budget and the deadline, and after `unreachableAfter` consecutive transport failures the
 * rest fail at once: a hanging or resetting server ends the run with failures, never a hang. Once
 * `signal` aborts, nothing more is sent and every call rejects with its reason.
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
  const routeFailuresAfter = options.routeFailuresAfter ?? 2;
  const routeFailures = new Map<string, { count: number; last: string }>();

  function refusal(route: string): string | undefined {
    if (failedInARow >= unreachableAfter) {
      return `not sent: the server did not answer the last ${failedInARow} requests (${lastTransportError})`;
    }
    const failing = routeFailures.get(route);
    if (failing && failing.count >= routeFailuresAfter) {
      return `not sent: ${route} did not answer its last ${failing.count} requests (${failing.last})`;
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

  async function send(given: Request): Promise<Response> {
    const cancel = options.signal;
    cancel?.throwIfAborted();
    const request = withHeaders(given, options.headers);
    const outgoing = await describeOutgoing(request, options.secrets, options.curlFlags);
    // Reading the body awaited: a run cancelled meanwhile sends nothing more.
    cancel?.throwIfAborted();
    const route = routeOf(options, outgoing.method, outgoing.url);
    const refused = refusal(route);
    if (refused) {
      record({
        ...outgoing,
        status: undefined,
        responseHeaders: {},
        bodyText: '',
        error: refused,
        durationMs: 0,
      });
      throw new TransportError(refused, outgoing.curl);
    }
    sent++;
    const timeoutMs = Math.max(1, Math.min(options.timeoutMs, options.deadline - Date.now()));
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const checkId = options.currentCheck();
    const watch = watchRequest(options.onWait, { route, timeoutMs, checkId });
    try {
      const { response, bodyText } = await exchangeOnce(
        options.fetch,
        request,
        outgoing.requestBody,
        timeoutMs,
        cancel,
      );
      failedInARow = 0;
      routeFailures.delete(route);
      const headers = Object.fromEntries(response.headers);
      const exchange = record({
        ...outgoing,
        status: response.status,
        responseHeaders: headers,
        bodyText,
        error: undefined,
        durationMs: elapsed(),
      });
      const copy = replayable(response, bodyText);
      byResponse.set(copy, exchange);
      return copy;
    } catch (error) {
      if (cancel?.aborted) {
        // Not the server's fault: it counts towards no unreachable or route verdict, and the
        // caller gets the reason it aborted with, as from any function that takes a signal.
        const cancelled = `${route}: not answered: the run was cancelled while it waited`;
        const unanswered = { status: undefined, responseHeaders: {}, bodyText: '' };
        record({ ...outgoing, ...unanswered, error: cancelled, durationMs: elapsed() });
        throw cancel.reason;
      }
      const fault = describeFault(error, timeoutMs);
      const message = `${route}: ${fault.text}`;
      failedInARow++;
      lastTransportError = message;
      routeFailures.set(route, { count: (routeFailures.get(route)?.count ?? 0) + 1, last: message });
      record({
        ...outgoing,
        status: undefined,
        responseHeaders: {},
        bodyText: '',
        error: message,
        fault: fault.info,
        durationMs: elapsed(),
      });
      throw new TransportError(message, outgoing.curl);
    } finally {
      watch.stop();
    }
  }

  return {
    fetch: (request) => send(request),
    log,
    exchangeOf: (response) => byResponse.get(response),
    grant(requests) {
      budget += requests;
    },
    route: (method, url) => routeOf(options, method, url),
  };
}
