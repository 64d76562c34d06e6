import type { Check } from './define-check.js';
import { ConformanceFailure } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';

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
  /** `success` means any 2xx: the seeds do not state success codes (full checks them in MEM-RESP-STATUS). */
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
 * Creates the assertions of one check.
 * @example const { expect } = createAssertions(check); expect(items.length <= 5, 'at most 5 items', `${items.length}`, exchange);
 */
export function createAssertions(check: Check): Assertions {
  const fail = (expected: string, received: string, exchange?: Exchange): never => {
    throw new ConformanceFailure({
      checkId: check.id,
      rule: check.rule,
      expected,
      received,
      curl: exchange?.curl,
      operation: exchange ? `${exchange.method} ${pathOf(exchange)}` : undefined,
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
