import type { FetchLike } from '../../src/client/index.js';
import type { Exchange } from './exchange.js';
import type { Recorder } from './recorder.js';

/** A request the suite builds by hand, for what a typed client will not send (missing headers, bad JSON). */
export interface RawRequest {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** `undefined` values are left out. */
  headers?: Record<string, string | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `content-type: application/json` (for malformed JSON). */
  rawBody?: string;
  /** `false`: return a 429 as it is instead of waiting it out (the rate-limit checks). Default true. */
  retry?: boolean;
}

/** Sends a {@link RawRequest} through the recorder and returns its exchange. */
export type Send = (request: RawRequest) => Promise<Exchange>;

function buildUrl(baseUrl: string, request: RawRequest): string {
  const url = new URL(baseUrl + request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * Creates the raw sender of a run; `retrying` is the recorder's fetch with the run's 429 back-off.
 * @example const exchange = await send({ path: '/v1/anchors', headers: { 'x-api-key': key }, json: {} });
 */
export function createSend(baseUrl: string, recorder: Recorder, retrying: FetchLike): Send {
  return async (request) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== undefined) headers.set(name, value);
    }
    let body: string | undefined = request.rawBody;
    if (request.json !== undefined) body = JSON.stringify(request.json);
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const method = request.method ?? (body === undefined ? 'GET' : 'POST');
    const fetchImpl = request.retry === false ? recorder.fetch : retrying;
    const response = await fetchImpl(
      new Request(buildUrl(baseUrl, request), { method, headers, body: body ?? null }),
    );
    const exchange = recorder.exchangeOf(response);
    if (!exchange) throw new Error('internal: a response did not pass through the recorder');
    return exchange;
  };
}
