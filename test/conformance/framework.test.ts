import { describe, expect, test } from 'vitest';
import { checksFor } from '../../conformance/checks/index.js';
import { defineCheck } from '../../conformance/define-check.js';
import { optionsFromEnv, optionsToEnv } from '../../conformance/env.js';
import { buildCurl } from '../../conformance/http/curl.js';
import type { Exchange } from '../../conformance/http/exchange.js';
import { planChecks } from '../../conformance/plan.js';
import { reportTargets } from '../../conformance/reporters/write-reports.js';
import { createResponseValidator } from '../../conformance/schema/response-validator.js';

function exchange(
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Exchange {
  return {
    seq: 1,
    checkId: 'TEST',
    method,
    url: `http://127.0.0.1:1${path}`,
    requestHeaders: {},
    requestBody: undefined,
    status,
    responseHeaders: { 'content-type': 'application/json', ...headers },
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
    error: undefined,
    durationMs: 1,
    curl: 'curl',
  };
}

const kinds = (api: 'memory' | 'releases', level: 'core' | 'full', ex: Exchange) =>
  createResponseValidator(api, level)
    .validate(ex)
    .map((violation) => violation.kind);

const anchor = { anchor_id: '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f', name: 'n', type: 't', metadata: {} };

describe("response validation separates the seed (core) from the kit's inferred contract (full)", () => {
  test.each([
    ['a documented 201', 'memory', 'POST', '/v1/anchors', 201, anchor, [], []],
    ['a 200 where 201 is inferred', 'memory', 'POST', '/v1/anchors', 200, anchor, [], ['status']],
    [
      'an anchor without anchor_id',
      'memory',
      'POST',
      '/v1/anchors',
      201,
      { name: 'n' },
      ['schema'],
      ['schema'],
    ],
    [
      'a 500 on a runtime call',
      'memory',
      'POST',
      '/v1/recall',
      500,
      { error: 'internal_error', message: 'x' },
      ['status'],
      ['status'],
    ],
    [
      '404 with the wrong code',
      'memory',
      'POST',
      '/v1/recall',
      404,
      { error: 'missing', message: 'x' },
      ['error-code'],
      ['error-code'],
    ],
    [
      'an error without message',
      'memory',
      'POST',
      '/v1/recall',
      404,
      { error: 'not_found' },
      ['schema'],
      ['schema'],
    ],
    [
      'checkout 400 with another code (bodies not shown)',
      'memory',
      'POST',
      '/api/v1/billing/maas/checkout-session',
      400,
      { error: 'invalid' },
      [],
      ['schema', 'error-code'],
    ],
    [
      'hydrate body not shown by the seed',
      'memory',
      'POST',
      '/v1/memory/hydrate',
      200,
      { nothing: true },
      [],
      ['schema'],
    ],
    [
      'releases 410 (error statuses not shown)',
      'releases',
      'GET',
      '/api/v1/sources/9/events',
      410,
      { error: 'gone', message: 'x' },
      [],
      ['status'],
    ],
    [
      'releases 400 with another code',
      'releases',
      'GET',
      '/api/v1/events',
      400,
      { error: 'invalid', message: 'x' },
      [],
      ['error-code'],
    ],
    [
      'a 429 without Retry-After',
      'memory',
      'POST',
      '/v1/recall',
      429,
      { error: 'rate_limited', message: 'x' },
      [],
      ['schema'],
    ],
  ] as const)('%s', (_title, api, method, path, status, body, core, full) => {
    const ex = exchange(method, path, status, body);
    expect(kinds(api, 'core', ex)).toEqual(core);
    expect(kinds(api, 'full', ex)).toEqual(full);
  });

  test('a body that is not JSON breaks only the JSON rule', () => {
    const ex = exchange('GET', '/api/v1/sources', 200, '<html/>', { 'content-type': 'text/html' });
    expect(kinds('releases', 'core', ex)).toEqual(['json']);
  });

  test('paths the document does not list are not judged', () => {
    expect(kinds('releases', 'full', exchange('GET', '/health', 500, 'down'))).toEqual([]);
  });
});

test('curl lines quote safely and name secrets by variable', () => {
  const curl = buildCurl({
    method: 'POST',
    url: 'http://h/v1/recall',
    headers: { authorization: 'Bearer ck_live_123', 'x-workspace-id': "ws'1" },
    body: '{"query":"it\'s"}',
    secrets: new Map([['ck_live_123', 'CONFORMANCE_API_KEY']]),
  });
  expect(curl).toBe(
    `curl -sS -i -X POST 'http://h/v1/recall' -H 'authorization: Bearer '"$CONFORMANCE_API_KEY" -H 'x-workspace-id: ws'\\''1' --data-raw '{"query":"it'\\''s"}'`,
  );
  expect(curl).not.toContain('ck_live_123');
});

describe('planning', () => {
  const memory = checksFor('memory');

  test('core skips full checks and every check whose option is missing, with the reason', () => {
    const planned = planChecks(memory, { api: 'memory', level: 'core' });
    const skip = (id: string) => planned.find((entry) => entry.check.id === id)?.skip;
    expect(skip('MEM-RECALL-SORTED')).toMatch(/level full/);
    expect(skip('MEM-AUTH-DENIED')).toBe('needs --denied-workspace (or CONFORMANCE_DENIED_WORKSPACE)');
    expect(skip('MEM-CHECKOUT-ECHO')).toMatch(/needs --checkout/);
    expect(skip('MEM-AUTH-NO-KEY')).toBeUndefined();
  });

  test('--only keeps just those checks, and an unknown id is an error', () => {
    expect(
      planChecks(memory, { api: 'memory', level: 'full', only: ['mem-auth-no-key'] }).map((p) => p.check.id),
    ).toEqual(['MEM-AUTH-NO-KEY']);
    expect(() => planChecks(memory, { api: 'memory', level: 'full', only: ['REL-OFFSET'] })).toThrow(
      /unknown check id/,
    );
  });

  test('every check has a unique id of its API, a source and a quoted rule', () => {
    for (const api of ['memory', 'releases'] as const) {
      const ids = checksFor(api).map((check) => check.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const check of checksFor(api)) {
        expect(check.id.startsWith(api === 'memory' ? 'MEM-' : 'REL-')).toBe(true);
        expect(check.rule.length).toBeGreaterThan(10);
      }
    }
  });
});

test('defineCheck refuses an id that does not name its API', () => {
  const spec = {
    title: 't',
    api: 'releases',
    level: 'core',
    source: 's',
    rule: 'r',
    run: async () => {},
  } as const;
  expect(() => defineCheck({ ...spec, id: 'MEM-X' })).toThrow(/REL-/);
  expect(() => defineCheck({ ...spec, id: 'REL-lower' })).toThrow();
});

test('options survive the trip through CONFORMANCE_* variables to the vitest worker', () => {
  const options = {
    api: 'memory',
    baseUrl: 'http://h',
    apiKey: 'k',
    workspace: 'w',
    checkout: true,
    rateLimit: false,
    only: ['MEM-AUTH-NO-KEY', 'MEM-RECALL-LIMIT'],
    timeoutMs: 1500,
    level: 'core',
  } as const;
  expect(optionsFromEnv(optionsToEnv(options))).toEqual(options);
});

describe('report destinations', () => {
  const cwd = '/work/out';
  test.each([
    [['pretty'], undefined, {}],
    [['pretty', 'junit'], 'reports/junit.xml', { junit: '/work/out/reports/junit.xml' }],
    [['json'], '-', { json: '-' }],
    [
      ['json', 'html'],
      'reports',
      { json: '/work/out/reports/conformance.json', html: '/work/out/reports/conformance.html' },
    ],
    [['junit'], undefined, { junit: '/work/out/conformance-report/conformance.junit.xml' }],
  ] as const)('%j with --output %s', async (reporters, output, want) => {
    const targets = await reportTargets(reporters, output, cwd);
    expect(Object.fromEntries(targets)).toEqual(want);
  });
});
