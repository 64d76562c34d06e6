import { ConformanceFailure } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { CheckInfo, FailureDetail } from './vocabulary.js';

/** The assertions of a check; each failure carries the check's id and quoted rule. */
export interface Assertions {
  /** Fails the check: the server broke its rule. */
  fail(expected: string, received: string, exchange?: Exchange): never;
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

/** The failure detail of a finding, with the request that showed it. */
export function detailOf(expected: string, received: string, exchange?: Exchange): FailureDetail {
  return {
    expected,
    received,
    ...(exchange ? { curl: exchange.curl, operation: `${exchange.method} ${pathOf(exchange)}` } : {}),
  };
}

/**
 * Creates the assertions of one check; warnings go into `warnings`.
 * @example const { expect } = createAssertions(check, []); expect(items.length <= 5, 'at most 5 items', `${items.length}`, exchange);
 */
export function createAssertions(check: CheckInfo, warnings: FailureDetail[]): Assertions {
  const fail = (expected: string, received: string, exchange?: Exchange): never => {
    throw new ConformanceFailure({
      checkId: check.id,
      rule: check.rule,
      ...detailOf(expected, received, exchange),
    });
  };
  const expect: Assertions['expect'] = (condition, expected, received, exchange) => {
    if (condition) return;
    const text = typeof received === 'function' ? received() : received;
    fail(expected, text ?? (exchange ? describeResponse(exchange) : 'something else'), exchange);
  };
  return {
    fail,
    expect,
    warn: (expected, received, exchange) => void warnings.push(detailOf(expected, received, exchange)),
    expectStatus(exchange, want) {
      const status = exchange.status ?? 0;
      const wanted = want === 'success' ? [] : [want].flat();
      const ok = want === 'success' ? status >= 200 && status < 300 : wanted.includes(status);
      expect(ok, want === 'success' ? 'a 2xx success' : `status ${wanted.join(' or ')}`, undefined, exchange);
    },
    expectError(exchange, status, code) {
      const body = jsonOf(exchange) as { error?: unknown; message?: unknown } | undefined;
      const ok = exchange.status === status && body?.error === code && typeof body.message === 'string';
      expect(ok, `${status} with body {"error": "${code}", "message": <string>}`, undefined, exchange);
    },
    json(exchange) {
      const body = jsonOf(exchange);
      expect(body !== undefined, 'a JSON body', undefined, exchange);
      return body;
    },
  };
}
