/**
 * Any 5xx answer is a failure (issue 31, item 6), decided once for every check in run-check.ts: a
 * check that only warned, or even passed, fails on a 5xx it did not ask for by status; one that
 * provokes a documented 500 on purpose passes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAssertions } from '../../conformance/assertions.js';
import type { Exchange } from '../../conformance/http/exchange.js';
import { exitCodeOf } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { acceptingAskedServerErrors, unexpectedServerError } from '../../conformance/server-errors.js';
import type { CheckInfo } from '../../conformance/vocabulary.js';
import { json, onResponse } from './breakers.js';
import { releasesEngine } from './engines.js';
import { type Served, serveEngine } from './serve-engine.js';

function exchange(status: number): Exchange {
  return {
    seq: 1,
    checkId: 'MEM-TEST',
    method: 'POST',
    url: 'http://127.0.0.1:1/api/v1/billing/maas/checkout-session',
    requestHeaders: {},
    requestBody: '{}',
    status,
    responseHeaders: { 'content-type': 'application/json' },
    bodyText: JSON.stringify({ error: status >= 500 ? 'price_missing' : 'bad_request', message: 'x' }),
    error: undefined,
    durationMs: 1,
    curl: `curl ${status}`,
  };
}

const info = { id: 'MEM-TEST', rule: 'a rule' } as CheckInfo;

/** What a check did with the exchange before the central rule judged it. */
type Asked = (assertions: ReturnType<typeof createAssertions>, ex: Exchange) => void;

const cases: [string, { status: number; asked: Asked; failed: boolean }][] = [
  ['a 503 nobody asked for fails', { status: 503, asked: () => {}, failed: true }],
  ['a 500 asked for as a success fails', { status: 500, asked: (a, ex) => a.json(ex), failed: true }],
  [
    'a 503 where a 404 was expected fails',
    { status: 503, asked: (a, ex) => void safely(() => a.expectStatus(ex, 404)), failed: true },
  ],
  [
    'a documented 500 asked for by status passes',
    { status: 500, asked: (a, ex) => a.expectStatus(ex, [400, 500]), failed: false },
  ],
  [
    'a documented 500 asked for as an error body passes',
    { status: 500, asked: (a, ex) => a.expectError(ex, 500, 'price_missing'), failed: false },
  ],
  ['a 4xx is not a server error', { status: 404, asked: () => {}, failed: false }],
];

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // the check's own failure; the central rule is judged apart
  }
}

describe('[NO-5XX] the central rule', () => {
  test.for(cases)('%s', ([, { status, asked, failed }]) => {
    const accepted = new Set<Exchange>();
    const assertions = acceptingAskedServerErrors(createAssertions(info, []), accepted);
    const ex = exchange(status);
    asked(assertions, ex);
    const found = unexpectedServerError([ex], accepted);
    expect(found !== undefined).toBe(failed);
    if (found) expect(found).toMatchObject({ received: expect.stringMatching(`^${status} `), curl: ex.curl });
  });
});

describe('[NO-5XX] a releases deployment that answers 503 for an unknown source id', () => {
  let broken: Served;
  beforeAll(async () => {
    broken = await serveEngine(
      releasesEngine(),
      onResponse(
        /^\/api\/v1\/sources\/\d+\/events$/,
        () => json(503, { error: 'unavailable', message: 'try later' }),
        404,
      ),
    );
  });
  afterAll(() => broken?.close());

  test('REL-SOURCE-404 fails (it warned before), at the documented level, and the run exits 1', async () => {
    const report = await runConformance({
      api: 'releases',
      baseUrl: broken.url,
      only: ['REL-SOURCE-404'],
      timeoutMs: 5_000,
    });
    const [result] = report.results;
    expect(result?.status).toBe('failed');
    expect(result?.failure?.received).toMatch(/^503 /);
    expect(result?.failure?.curl).toMatch(/^curl .*\/api\/v1\/sources\/\d+\/events/);
    expect(report.causes?.map((cause) => cause.id)).toEqual(['REL-SOURCE-404']);
    expect(exitCodeOf(report)).toBe(1);
  });
});
