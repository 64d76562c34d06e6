import { STATUS_CODES } from 'node:http';
import { type Exchange, redactHeaders } from './exchange.js';

/** A name/value pair of HAR 1.2 (headers, query string). */
export interface HarPair {
  name: string;
  value: string;
}

/** One HAR 1.2 entry, with the fields this kit writes and reads. */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: unknown[];
    headers: HarPair[];
    queryString: HarPair[];
    postData?: { mimeType: string; text?: string; encoding?: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: unknown[];
    headers: HarPair[];
    content: { size: number; mimeType: string; text?: string; encoding?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
}

/** A HAR 1.2 document. */
export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

const pairs = (record: Record<string, string>): HarPair[] =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

/**
 * One exchange as a HAR 1.2 entry, credentials redacted. A request that got no response is
 * written with status 0, as browsers do, and the reason in `comment`.
 * @example toHarEntry(exchange, new Date())
 */
export function toHarEntry(exchange: Exchange, started: Date): HarEntry {
  const url = new URL(exchange.url);
  const requestType = exchange.requestHeaders['content-type'] ?? 'application/octet-stream';
  const responseType = exchange.responseHeaders['content-type'] ?? '';
  const size = Buffer.byteLength(exchange.bodyText);
  return {
    startedDateTime: started.toISOString(),
    time: exchange.durationMs,
    request: {
      method: exchange.method,
      url: exchange.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redactHeaders(exchange.requestHeaders)),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(exchange.requestBody === undefined
        ? {}
        : { postData: { mimeType: requestType, text: exchange.requestBody } }),
      headersSize: -1,
      bodySize: exchange.requestBody === undefined ? 0 : Buffer.byteLength(exchange.requestBody),
    },
    response: {
      status: exchange.status ?? 0,
      statusText: STATUS_CODES[exchange.status ?? 0] ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redactHeaders(exchange.responseHeaders)),
      content: { size, mimeType: responseType, text: exchange.bodyText },
      redirectURL: '',
      headersSize: -1,
      bodySize: size,
    },
    cache: {},
    timings: { send: 0, wait: exchange.durationMs, receive: 0 },
    ...(exchange.error === undefined ? {} : { comment: exchange.error }),
  };
}

/**
 * A HAR 1.2 document holding `entries`, created by contract-kit `version`.
 * @example JSON.stringify(createHar(entries, '0.1.0'), null, 2)
 */
export function createHar(entries: HarEntry[], version: string): Har {
  return { log: { version: '1.2', creator: { name: 'contract-kit', version }, entries } };
}
