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

/** Headers that carry credentials: never written to a HAR file, a report or a curl line. */
const secretHeaders = new Set(['authorization', 'x-api-key', 'cookie', 'set-cookie', 'proxy-authorization']);

/**
 * A copy of headers with credential values replaced; an Authorization scheme is kept (`Bearer
 * [redacted]`), so a validator still sees which credential was sent.
 * @example redactHeaders({ 'x-api-key': 'ck_live_1' }) // { 'x-api-key': '[redacted]' }
 */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!secretHeaders.has(name)) return [name, value];
      const scheme = name === 'authorization' ? (/^\S+\s/.exec(value)?.[0] ?? '') : '';
      return [name, `${scheme}[redacted]`];
    }),
  );
}

/**
 * Builds an {@link Exchange} with a curl line that repeats the request (credentials written as
 * `$API_KEY`, so the line can be shared).
 * @example createExchange({ seq: 1, method: 'GET', url: 'http://127.0.0.1:4011/api/v1/events', requestHeaders: {} })
 */
export function createExchange(fields: ExchangeFields): Exchange {
  const headers = Object.entries(fields.requestHeaders).filter(([name]) => !curlSets.has(name));
  const curl = [
    'curl -sS -i',
    ...(fields.method === 'GET' ? [] : [`-X ${fields.method}`]),
    quote(fields.url),
    ...headers.map(([name, value]) =>
      secretHeaders.has(name)
        ? `-H "${name}: ${name === 'authorization' ? 'Bearer ' : ''}$API_KEY"`
        : `-H ${quote(`${name}: ${value}`)}`,
    ),
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
