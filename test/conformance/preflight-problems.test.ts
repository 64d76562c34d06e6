/**
 * The preflight's verdicts as data: which problem a set of failed probes is, and the next step it
 * names; the time a rate limit frees up from each form a deployment may send.
 */
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../conformance/http/exchange.js';
import type { FaultInfo } from '../../conformance/http/fault-words.js';
import { noAnswer, notThisApi, rateLimited } from '../../conformance/preflight-problems.js';

const options = { baseUrl: 'https://api.example.com', timeoutMs: 10_000, ca: undefined, insecure: false };

function tried(error: string, fault?: FaultInfo, extra: Partial<Exchange> = {}): Exchange {
  return {
    ...{ seq: 1, checkId: undefined, method: 'GET', url: 'https://api.example.com/api/v1/sources' },
    ...{ requestHeaders: {}, requestBody: undefined, status: undefined, responseHeaders: {}, bodyText: '' },
    ...{
      error: `GET /api/v1/sources: ${error}`,
      durationMs: 1,
      curl: 'curl -sS -i x',
      ...(fault ? { fault } : {}),
    },
    ...extra,
  };
}

describe('noAnswer: unreachable only when no connection was made', () => {
  test.for([
    ['refused', tried('refused', { kind: 'refused', connected: false }), 'unreachable', /host and port/],
    [
      'a name that does not resolve',
      tried('dns', { kind: 'dns', connected: false }),
      'unreachable',
      /host name/,
    ],
    ['no connection in time', tried('t', { kind: 'timeout', connected: false }), 'unreachable', /firewall/],
    [
      'silence on a connection',
      tried('t', { kind: 'timeout', connected: true }),
      'no-answer',
      /--timeout \(now 10000 ms, 10 s\).*--header/,
    ],
    [
      'a body cut short',
      tried('cut', { kind: 'truncated', connected: true }),
      'no-answer',
      /cuts its answers short/,
    ],
    ['a reset', tried('reset', { kind: 'reset', connected: true }), 'no-answer', /serve HTTP/],
    ['an injected fetch that does not say', tried('failed'), 'no-answer', /serve HTTP/],
    [
      'a TLS fault',
      tried('TLS handshake failed: SELF_SIGNED_CERT_IN_CHAIN', { kind: 'tls', connected: true }),
      'tls',
      /--ca FILE/,
    ],
    [
      'a certificate for another host',
      tried('TLS handshake failed: ERR_TLS_CERT_ALTNAME_INVALID', { kind: 'tls', connected: true }),
      'tls',
      /certificate names another host/,
    ],
  ] as const)('%s', ([, exchange, problem, nextStep]) => {
    const verdict = noAnswer([exchange], options);
    expect(verdict.problem).toBe(problem);
    expect(verdict.nextStep).toMatch(nextStep);
    expect(verdict.curl).toBe(exchange.curl);
  });

  test('one refused and one silent probe: the server was reached', () => {
    const verdict = noAnswer(
      [tried('a', { kind: 'refused', connected: false }), tried('b', { kind: 'timeout', connected: true })],
      options,
    );
    expect(verdict.problem).toBe('no-answer');
  });

  test('two routes with the same fault are named once', () => {
    const second = tried(
      'refused',
      { kind: 'refused', connected: false },
      { error: 'GET /api/v1/events: refused' },
    );
    const verdict = noAnswer([tried('refused', { kind: 'refused', connected: false }), second], options);
    expect(verdict.message).toBe(
      'cannot reach https://api.example.com: GET /api/v1/sources and GET /api/v1/events: refused',
    );
  });
});

describe('rateLimited: when the quota frees up', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  test.for([
    ['Retry-After in seconds', { 'retry-after': '90' }, /frees up at 12:01:30 UTC/],
    ['Retry-After as a date', { 'retry-after': 'Thu, 01 Jan 2026 12:05:00 GMT' }, /frees up at 12:05:00 UTC/],
    ['a reset header in seconds', { 'x-ratelimit-reset': '30' }, /frees up at 12:00:30 UTC/],
    [
      'a reset header as an epoch',
      { 'ratelimit-reset': String(now / 1_000 + 600) },
      /frees up at 12:10:00 UTC/,
    ],
    ['nothing said', {}, /the answer did not say when/],
  ] as const)('%s', ([, responseHeaders, nextStep]) => {
    const verdict = rateLimited(tried('', undefined, { status: 429, responseHeaders }), now);
    expect(verdict.problem).toBe('rate-limited');
    expect(verdict.nextStep).toMatch(nextStep);
  });
});

describe('notThisApi: the URL, or a gateway', () => {
  test.for([
    [401, /a gateway answered 401: pass the headers it needs with --header/],
    [403, /a gateway answered 403/],
    [404, /check the URL: it must be the API's root.*\/api\/v1\/sources/],
  ] as const)('%s', ([status, nextStep]) => {
    const verdict = notThisApi(tried('', undefined, { status }), 'it answered HTML');
    expect(verdict.problem).toBe('not-this-api');
    expect(verdict.nextStep).toMatch(nextStep);
  });
});
