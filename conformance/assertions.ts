import { ConformanceFailure } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { CheckInfo, FailureDetail } from './vocabulary.js';

/** The assertions of a check; each failure carries the check's id and quoted rule. */
export interface Assertions {
  /**
   * Fails the check: the server broke its rule. `deviation` names what deviated independently of
   * the check (see {@link refusalDeviation}), so the same deviation elsewhere is the same cause.
   */
  fail(expected: string, received: string, exchange?: Exchange, deviation?: string): never;
  /**
   * Records a broken rule and goes on, for a check that sweeps many cases: the check fails at its
   * end with every finding, each a cause by its `deviation`.
   */
  flag(expected: string, received: string, exchange?: Exchange, deviation?: string, cause?: string): void;
  /** Fails with `expected`/`received` (default: the response) unless `condition` holds. */
  expect(
    condition: unknown,
    expected: string,
    received?: string | (() => string),
    exchange?: Exchange,
  ): asserts condition;
  /**
   * Records questionable behaviour the documents do not forbid; the check goes on. A check that
   * passes with warnings ends `warned`, which fails the run only with `--strict`.
   */
  warn(expected: string, received: string, exchange?: Exchange): void;
  /** `success` means any 2xx: the documents do not state success codes. */
  expectStatus(exchange: Exchange, want: number | readonly number[] | 'success'): void;
  /** The documented error: this status and `{error: code, message}`. */
  expectError(exchange: Exchange, status: number, code: string): void;
  /** The JSON body; fails when there is none. */
  json(exchange: Exchange): unknown;
}

function pathOf(exchange: Exchange): string {
  const url = new URL(exchange.url);
  return url.pathname + url.search;
}

/**
 * `POST /v1/recall`: a request's method and path with numeric and UUID segments as `{id}`, to name
 * the documented case of a refusal without the ids of one run.
 */
export function caseRouteOf(exchange: Pick<Exchange, 'method' | 'url'>): string {
  const { pathname } = new URL(exchange.url);
  const path = pathname.replace(/\/(\d+|[0-9a-fA-F]{8}-[0-9a-fA-F-]{27})(?=\/|$)/g, '/{id}');
  return `${exchange.method} ${path}`;
}

/** The failure detail of a finding, with the request that showed it. */
export function detailOf(
  expected: string,
  received: string,
  exchange?: Exchange,
  deviation?: string,
): FailureDetail {
  return {
    expected,
    received,
    ...(exchange ? { curl: exchange.curl, operation: `${exchange.method} ${pathOf(exchange)}` } : {}),
    ...(deviation ? { deviation } : {}),
  };
}

/**
 * What deviated when a documented refusal (`status`, `code`) did not come, in words that do not
 * name the check or the route: one code path that answers 401 instead of 400 shows the same
 * deviation on every route and from every check. A request that was served instead is its own
 * deviation per `what`, the documented case (`a missing key`, `404 not_found on POST /v1/recall`):
 * each validation that lets a case through is its own bug. `undefined` when the refusal came.
 * @example refusalDeviation(exchange, 400, 'bad_request', 'X-Workspace-Id empty') // '400 bad_request answered 401'
 */
export function refusalDeviation(
  exchange: Exchange,
  status: number,
  code: string | undefined,
  what: string,
): string | undefined {
  const got = exchange.status;
  const body = jsonOf(exchange) as { error?: unknown; message?: unknown } | undefined;
  const gotCode = typeof body?.error === 'string' ? body.error : undefined;
  if (got === undefined) return undefined;
  if (got < 400) return `served instead of refused: ${what}`;
  if (got >= 500) return `${got} for client input`;
  if (got !== status) return `${status}${code ? ` ${code}` : ''} answered ${got}`;
  if (gotCode === undefined || typeof body?.message !== 'string') return errorShapeDeviation;
  if (code !== undefined && gotCode !== code) return errorCodeDeviation;
  return undefined;
}

/**
 * The deviation of a valid request refused: the same wrong status for the same documented case (a
 * request the documents allow), on any route, is one cause.
 */
export const validRefused = (status: number) => `a valid request refused with ${status}`;

/** The deviation of an identifier that is not in UUID format, whichever field it is in. */
export const notUuidDeviation = 'schema: an identifier is not in UUID format';

/** The deviation of an error code other than the one the document pairs with the status. */
export const errorCodeDeviation = 'error-code: not the code the document pairs with the status';

/** The deviation of an error body without string `error` and `message`, whatever its status. */
export const errorShapeDeviation = 'schema: error body is not {"error": <string>, "message": <string>}';

/**
 * Creates the assertions of one check; warnings go into `warnings`.
 * @example const { expect } = createAssertions(check, []); expect(items.length <= 5, 'at most 5 items', `${items.length}`, exchange);
 */
export function createAssertions(
  check: CheckInfo,
  warnings: FailureDetail[],
  findings: FailureDetail[] = [],
): Assertions {
  const fail = (expected: string, received: string, exchange?: Exchange, deviation?: string): never => {
    throw new ConformanceFailure({
      checkId: check.id,
      rule: check.rule,
      ...detailOf(expected, received, exchange, deviation),
    });
  };
  const expect: Assertions['expect'] = (condition, expected, received, exchange) => {
    if (condition) return;
    const text = typeof received === 'function' ? received() : received;
    fail(expected, text ?? (exchange ? describeResponse(exchange) : 'something else'), exchange);
  };
  return {
    fail,
    flag: (expected, received, exchange, deviation, cause) =>
      void findings.push({
        ...detailOf(expected, received, exchange, deviation),
        ...(cause ? { cause } : {}),
      }),
    expect,
    warn: (expected, received, exchange) => void warnings.push(detailOf(expected, received, exchange)),
    expectStatus(exchange, want) {
      const status = exchange.status ?? 0;
      const wanted = want === 'success' ? [] : [want].flat();
      const ok = want === 'success' ? status >= 200 && status < 300 : wanted.includes(status);
      if (ok) return;
      const single = wanted.length === 1 && (wanted[0] ?? 0) >= 400 ? (wanted[0] as number) : undefined;
      const refusedValid = want === 'success' && status >= 400 && status < 500;
      const deviation = refusedValid
        ? validRefused(status)
        : single === undefined
          ? undefined
          : refusalDeviation(exchange, single, undefined, `${single} on ${caseRouteOf(exchange)}`);
      const expected = want === 'success' ? 'a 2xx success' : `status ${wanted.join(' or ')}`;
      fail(expected, describeResponse(exchange), exchange, deviation);
    },
    expectError(exchange, status, code) {
      const body = jsonOf(exchange) as { error?: unknown; message?: unknown } | undefined;
      const ok = exchange.status === status && body?.error === code && typeof body.message === 'string';
      if (ok) return;
      const expected = `${status} with body {"error": "${code}", "message": <string>}`;
      const what = `${status} ${code} on ${caseRouteOf(exchange)}`;
      fail(expected, describeResponse(exchange), exchange, refusalDeviation(exchange, status, code, what));
    },
    json(exchange) {
      const body = jsonOf(exchange);
      expect(body !== undefined, 'a JSON body', undefined, exchange);
      return body;
    },
  };
}
