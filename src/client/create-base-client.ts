import createClient, { type Client } from 'openapi-fetch';
import { type FetchLike, type RetryOptions, withRetry } from './retry.js';

/**
 * Options both clients share.
 * @example const options: BaseClientOptions = { baseUrl: 'http://127.0.0.1:4011', retry: false };
 */
export interface BaseClientOptions {
  /** Root URL of the API, e.g. `http://127.0.0.1:4010` (in a browser also a same-origin `/path`). Required. */
  baseUrl: string;
  /** Extra headers sent with every request; a call's own headers win. */
  headers?: Record<string, string>;
  /** The fetch every request and every retry goes through. Defaults to `globalThis.fetch`, looked up per call. */
  fetch?: FetchLike;
  /** 429 back-off settings, or `false` to return every 429 to the caller. */
  retry?: false | RetryOptions;
}

/**
 * An openapi-fetch client with the shared plumbing: base URL check, injected fetch, 429 retry.
 * @throws {TypeError} when `baseUrl` is missing or not an absolute http(s) URL (a `/path` is also accepted in a browser).
 * @example const client = createBaseClient<paths>({ baseUrl: 'http://127.0.0.1:4011' });
 */
export function createBaseClient<Paths extends {}>(options: BaseClientOptions): Client<Paths> {
  assertBaseUrl(options?.baseUrl);
  // Looked up per call rather than captured, so msw or a test server installed later still sees traffic.
  const fetchImpl: FetchLike = options.fetch ?? ((request, init) => globalThis.fetch(request, init));
  return createClient<Paths>({
    baseUrl: options.baseUrl,
    headers: options.headers,
    fetch: options.retry === false ? fetchImpl : withRetry(fetchImpl, options.retry),
  });
}

function assertBaseUrl(baseUrl: unknown): asserts baseUrl is string {
  if (typeof baseUrl !== 'string' || baseUrl === '') {
    throw new TypeError('baseUrl is required, e.g. http://127.0.0.1:4010');
  }
  // A same-origin path only resolves in a browser; elsewhere it would fail later, inside every call.
  if (baseUrl.startsWith('/') && 'location' in globalThis) return;
  if (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`);
  }
}
