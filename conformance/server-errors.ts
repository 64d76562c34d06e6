import type { Assertions } from './assertions.js';
import { detailOf } from './assertions.js';
import { describeResponse, type Exchange } from './http/exchange.js';
import type { FailureDetail } from './vocabulary.js';

/** What every check expects of every answer, unless it asked for that 5xx itself. */
export const noServerError = 'no 5xx answer (a 5xx answer to a request the client sent is a server error)';

/**
 * Assertions that remember each exchange whose 5xx status a check asked for by name
 * (`expectStatus(exchange, 500)`, `expectError(exchange, 500, code)`): a documented 500 provoked
 * on purpose. Every other 5xx fails the check (see {@link unexpectedServerError}).
 * @example const assertions = acceptingAskedServerErrors(createAssertions(check, warnings), accepted);
 */
export function acceptingAskedServerErrors(assertions: Assertions, accepted: Set<Exchange>): Assertions {
  const remember = (exchange: Exchange, wanted: readonly number[]) => {
    if ((exchange.status ?? 0) >= 500 && wanted.includes(exchange.status ?? 0)) accepted.add(exchange);
  };
  return {
    ...assertions,
    expectStatus(exchange, want) {
      if (want !== 'success') remember(exchange, [want].flat());
      assertions.expectStatus(exchange, want);
    },
    expectError(exchange, status, code) {
      remember(exchange, [status]);
      assertions.expectError(exchange, status, code);
    },
  };
}

/**
 * The first 5xx answer among a check's exchanges that it did not ask for, as a failure.
 * @example unexpectedServerError(exchanges, accepted) // { expected: 'no 5xx answer …', received: '503 …', curl }
 */
export function unexpectedServerError(
  exchanges: readonly Exchange[],
  accepted: ReadonlySet<Exchange>,
): FailureDetail | undefined {
  const found = exchanges.find((exchange) => (exchange.status ?? 0) >= 500 && !accepted.has(exchange));
  return found ? detailOf(noServerError, describeResponse(found), found) : undefined;
}
