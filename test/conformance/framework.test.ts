import { describe, expect, test } from 'vitest';
import { checksFor } from '../../conformance/checks/index.js';
import { defineCheck } from '../../conformance/define-check.js';
import { buildCurl } from '../../conformance/http/curl.js';
import type { Exchange } from '../../conformance/http/exchange.js';
import { optionEntries } from '../../conformance/option-table.js';
import { OptionsError, optionsFromEnv } from '../../conformance/parse-options.js';
import { planChecks } from '../../conformance/plan.js';
import { reportTargets } from '../../conformance/reporters/write-reports.js';
import { createResponseValidator } from '../../conformance/schema/response-validator.js';
import type { Requirement } from '../../conformance/vocabulary.js';
import { conformanceUsage } from '../../src/cli/conformance/usage.js';

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

const kinds = (api: 'memory' | 'releases', level: 'documented' | 'kit', ex: Exchange) =>
  createResponseValidator(api, level)
    .validate(ex)
    .map((violation) => violation.kind);

const anchor = { anchor_id: '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f', name: 'n', type: 't', metadata: {} };

describe("response validation separates the documents (documented) from the kit's inferred contract (kit)", () => {
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
      'hydrate body not shown by the documents',
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
  ] as const)('%s', (_title, api, method, path, status, body, documented, kit) => {
    const ex = exchange(method, path, status, body);
    expect(kinds(api, 'documented', ex)).toEqual(documented);
    expect(kinds(api, 'kit', ex)).toEqual(kit);
  });

  test('a body that is not JSON breaks only the JSON rule', () => {
    const ex = exchange('GET', '/api/v1/sources', 200, '<html/>', { 'content-type': 'text/html' });
    expect(kinds('releases', 'documented', ex)).toEqual(['json']);
  });

  test('a non-JSON error where the documents show no error body is advisory at documented, a violation at kit', () => {
    const ex = exchange('GET', '/api/v1/events', 400, 'bad limit', { 'content-type': 'text/plain' });
    const advisory = (level: 'documented' | 'kit') =>
      createResponseValidator('releases', level)
        .validate(ex)
        .map((violation) => violation.advisory === true);
    expect(advisory('documented')).toEqual([true]);
    expect(advisory('kit')).toEqual([false]);
  });

  test('paths the document does not list are not judged', () => {
    expect(kinds('releases', 'kit', exchange('GET', '/health', 500, 'down'))).toEqual([]);
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

  test('documented skips kit checks (not the advisory ones) and every check whose option is missing, with the reason', () => {
    const planned = planChecks(memory, { api: 'memory', level: 'documented' });
    const skip = (id: string) => planned.find((entry) => entry.check.id === id)?.skip;
    expect(skip('MEM-BODY-CLOSED')).toMatch(/--level kit/);
    expect(skip('MEM-FEEDBACK-FAILURE')).toBeUndefined();
    expect(skip('MEM-RECALL-SORTED')).toBeUndefined();
    expect(skip('MEM-RATE-LIMIT-SCOPE')).toBe('needs --rate-limit (or CONFORMANCE_RATE_LIMIT=1)');
    expect(skip('MEM-AUTH-DENIED')).toBe('needs --denied-workspace (or CONFORMANCE_DENIED_WORKSPACE)');
    expect(skip('MEM-CHECKOUT-ECHO')).toMatch(/needs --checkout/);
    expect(skip('MEM-AUTH-NO-KEY')).toBeUndefined();
  });

  test('--only keeps just those checks, and an unknown id is an error', () => {
    expect(
      planChecks(memory, { api: 'memory', level: 'kit', only: ['mem-auth-no-key'] }).map((p) => p.check.id),
    ).toEqual(['MEM-AUTH-NO-KEY']);
    expect(() => planChecks(memory, { api: 'memory', level: 'kit', only: ['REL-OFFSET'] })).toThrow(
      /unknown check id/,
    );
  });

  test('every check states why it sits at its level, and only kit checks are advisory', () => {
    for (const check of [...checksFor('memory'), ...checksFor('releases')]) {
      // `the user's budget:` is a documented-level check the user opts into with a budget of their own.
      const kind =
        check.level === 'kit' ? /^the kit's choice: / : /^(documented|implied|the user's budget): /;
      expect(check.why, check.id).toMatch(kind);
      if (check.advisory) expect(check.level, check.id).toBe('kit');
    }
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
    level: 'documented',
    source: 's',
    rule: 'r',
    why: 'documented',
    run: async () => {},
  } as const;
  expect(() => defineCheck({ ...spec, id: 'MEM-X' })).toThrow(/REL-/);
  expect(() => defineCheck({ ...spec, id: 'REL-lower' })).toThrow();
  expect(() => defineCheck({ ...spec, id: 'REL-X', advisory: true })).toThrow(/only a kit check/);
  expect(() => defineCheck({ ...spec, id: 'REL-X', why: ' ' })).toThrow(/why/);
});

describe('the option table', () => {
  test('the vitest suite file reads every option from its variable, old level names included', () => {
    const env = {
      CONFORMANCE_API: 'memory',
      CONFORMANCE_BASE_URL: 'http://h',
      CONFORMANCE_API_KEY: 'k',
      CONFORMANCE_WORKSPACE: 'w',
      CONFORMANCE_CHECKOUT: '1',
      CONFORMANCE_RATE_LIMIT: 'off',
      CONFORMANCE_ONLY: 'MEM-AUTH-NO-KEY, MEM-RECALL-LIMIT',
      CONFORMANCE_TIMEOUT: '1500',
      CONFORMANCE_LEVEL: 'core',
      CONFORMANCE_STRICT: 'yes',
    };
    expect(optionsFromEnv(env)).toEqual({
      api: 'memory',
      baseUrl: 'http://h',
      apiKey: 'k',
      workspace: 'w',
      checkout: true,
      rateLimit: false,
      only: ['MEM-AUTH-NO-KEY', 'MEM-RECALL-LIMIT'],
      timeoutMs: 1500,
      level: 'documented',
      strict: true,
    });
    expect(() => optionsFromEnv({ CONFORMANCE_TIMEOUT: 'soon' })).toThrow(OptionsError);
    expect(() => optionsFromEnv({ CONFORMANCE_LEVEL: 'lenient' })).toThrow(/documented, kit/);
  });

  test('every requirement of a check has the option that enables it, and usage names every flag and variable', () => {
    const requirements = new Set<Requirement>(
      [...checksFor('memory'), ...checksFor('releases')].flatMap((check) => check.requires),
    );
    const enabled = new Set(optionEntries().map(([, spec]) => spec.enables));
    for (const requirement of requirements) expect(enabled.has(requirement), requirement).toBe(true);
    for (const [, spec] of optionEntries()) {
      if (spec.flag) expect(conformanceUsage).toContain(spec.flag);
      if (spec.flag) expect(conformanceUsage).toContain(spec.env);
    }
  });
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
