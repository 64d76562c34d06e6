import type { MemoryClient, ReleasesClient } from '../src/client/index.js';
import type { Check, Level } from './define-check.js';
import { ConformanceFailure } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { Send } from './http/send.js';
import type { ResolvedOptions } from './options.js';
import type { MemoryCredentials, RunState } from './run-state.js';

/** What a check's `run` receives: clients on the recording fetch, and assertions that fail with its rule. */
export interface CheckContext {
  readonly check: Check;
  readonly level: Level;
  readonly options: ResolvedOptions;
  readonly runId: string;
  /** A recognisable name for something the check creates: `ck-conformance <runId> <ID> <what>`. */
  label(what: string): string;
  /** Raw requests: missing headers, malformed JSON, no back-off. */
  send: Send;
  /** Typed memory client with the run's key and workspace (Bearer). */
  readonly memory: MemoryClient;
  memoryAs(credentials: MemoryCredentials): MemoryClient;
  readonly releases: ReleasesClient;
  /** The recorded exchange behind a typed client's `response`. */
  exchangeOf(response: Response): Exchange;
  /** Every exchange of the run so far. */
  exchanges(): readonly Exchange[];
  /** Computes once per run; later checks reuse the value. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Extra traffic budget, for the opt-in 429 burst. */
  grantRequests(requests: number): void;
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
 * Builds the context of one check within a run.
 * @example const ctx = createCheckContext(check, state); await check.run(ctx);
 */
export function createCheckContext(check: Check, state: RunState): CheckContext {
  const { options } = state;
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
  const expect: CheckContext['expect'] = (condition, expected, received, exchange) => {
    if (condition) return;
    const text = typeof received === 'function' ? received() : received;
    fail(expected, text ?? (exchange ? describeResponse(exchange) : 'something else'), exchange);
  };
  return {
    check,
    level: options.level,
    options,
    runId: options.runId,
    label: (what) => `ck-conformance ${options.runId} ${check.id} ${what}`,
    send: state.send,
    get memory() {
      return state.memoryClient();
    },
    memoryAs: (credentials) => state.memoryClient(credentials),
    releases: state.releases,
    exchangeOf(response) {
      const exchange = state.recorder.exchangeOf(response);
      if (!exchange) throw new Error('internal: a response did not pass through the recorder');
      return exchange;
    },
    exchanges: () => state.recorder.log,
    memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
      let value = state.memo.get(key) as Promise<T> | undefined;
      if (!value) {
        value = compute();
        state.memo.set(key, value);
        // A failed computation is retried by the next check rather than failing it for another's reason.
        value.catch(() => state.memo.delete(key));
      }
      return value;
    },
    grantRequests: (requests) => state.recorder.grant(requests),
    fail,
    expect,
    expectStatus(exchange, want) {
      const status = exchange.status ?? 0;
      const ok =
        want === 'success'
          ? status >= 200 && status < 300
          : (typeof want === 'number' ? [want] : want).includes(status);
      const wanted = want === 'success' ? 'a 2xx success' : `status ${[want].flat().join(' or ')}`;
      expect(ok, wanted, undefined, exchange);
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
