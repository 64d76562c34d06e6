import type { Violation } from '../../conformance/schema/response-validator.js';

/**
 * One request and its response, in the shape the conformance suite's response validator reads:
 * lower-case header names, the body as text. Recorded by the proxy or read from a HAR file.
 */
export type Exchange = Violation['exchange'];

/** The fields of an exchange that traffic knows; the rest get neutral values. */
export interface ExchangeFields {
  seq: number;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string | undefined;
  status?: number | undefined;
  responseHeaders?: Record<string, string>;
  bodyText?: string;
  durationMs?: number;
  error?: string | undefined;
}

// Single quotes keep everything literal in POSIX shells; a quote inside is closed, escaped, reopened.
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Headers a curl line leaves out: curl sets them itself, and a copied length would be wrong. */
const curlSets = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'transfer-encoding']);

/**
 * Builds an {@link Exchange} with a curl line that repeats the request.
 * @example createExchange({ seq: 1, method: 'GET', url: 'http://127.0.0.1:4011/api/v1/events', requestHeaders: {} })
 */
export function createExchange(fields: ExchangeFields): Exchange {
  const headers = Object.entries(fields.requestHeaders).filter(([name]) => !curlSets.has(name));
  const curl = [
    'curl -sS -i',
    ...(fields.method === 'GET' ? [] : [`-X ${fields.method}`]),
    quote(fields.url),
    ...headers.map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`),
    ...(fields.requestBody === undefined ? [] : [`--data-raw ${quote(fields.requestBody)}`]),
  ].join(' ');
  return {
    seq: fields.seq,
    checkId: undefined,
    method: fields.method.toUpperCase(),
    url: fields.url,
    requestHeaders: fields.requestHeaders,
    requestBody: fields.requestBody,
    status: fields.status,
    responseHeaders: fields.responseHeaders ?? {},
    bodyText: fields.bodyText ?? '',
    error: fields.error,
    durationMs: fields.durationMs ?? 0,
    curl,
  };
}

/** Header pairs as a record with lower-case names; repeated names are joined as HTTP allows. */
export function headerRecord(pairs: Iterable<readonly [string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
  }
  return out;
}
