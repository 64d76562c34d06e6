import type { Exchange } from './http/exchange.js';
import type { CheckResult, FailureDetail } from './vocabulary.js';

/** The findings of a result: all of them, or its one failure. */
function findingsOf(result: CheckResult): readonly FailureDetail[] {
  if (result.status !== 'failed') return [];
  if (result.findings) return result.findings;
  return result.failure ? [{ ...result.failure, cause: result.cause }] : [];
}

/** The cause a deviation already has in this run (from the checks before, or `earlier` of this check). */
function causeOfDeviation(
  deviation: string,
  outcomes: ReadonlyMap<string, CheckResult>,
  earlier: readonly FailureDetail[],
): string | undefined {
  for (const detail of earlier) if (detail.deviation === deviation && detail.cause) return detail.cause;
  for (const result of outcomes.values()) {
    const same = findingsOf(result).find((detail) => detail.deviation === deviation);
    if (same) return same.cause ?? result.cause;
  }
  return undefined;
}

/**
 * Gives each finding of a failed check its cause: the one it already names (a response sweep's
 * finding about another check's traffic), else the cause of an earlier finding with the same
 * deviation (the same wrong status for the same documented refusal, on any route, from any
 * check), else the check itself. So N independent bugs are N causes however many checks show them.
 * @example assignCauses([{ expected, received, deviation: '400 bad_request answered 401' }], 'MEM-AUTH-INVALID-KEY', outcomes)
 */
export function assignCauses(
  findings: readonly FailureDetail[],
  checkId: string,
  outcomes: ReadonlyMap<string, CheckResult>,
): FailureDetail[] {
  const assigned: FailureDetail[] = [];
  for (const detail of findings) {
    const known = detail.deviation ? causeOfDeviation(detail.deviation, outcomes, assigned) : undefined;
    assigned.push({ ...detail, cause: detail.cause ?? known ?? checkId });
  }
  return assigned;
}

const answeredWith = (status: number) => new RegExp(`(answered|refused with) ${status}\\b|^${status} `);

/**
 * The cause that produced an exchange, when the run already has it: the finding of the check that
 * sent it whose request it was or whose deviation is an answer of this status; else (the
 * preflight's requests, checks that passed) any cause whose deviation is an answer of this status. `undefined`: the traffic shows a deviation of its own.
 * @example causeOfTraffic(exchange, outcomes) // 'MEM-AUTH-NO-KEY' for a 401 sent by MEM-AUTH-INVALID-KEY
 */
export function causeOfTraffic(
  exchange: Pick<Exchange, 'checkId' | 'status' | 'curl'>,
  outcomes: ReadonlyMap<string, CheckResult>,
  by: 'status' | 'request' = 'status',
): string | undefined {
  const status = exchange.status;
  const matches = (detail: FailureDetail) =>
    by === 'status' &&
    status !== undefined &&
    detail.deviation !== undefined &&
    answeredWith(status).test(detail.deviation);
  const origin = exchange.checkId ? outcomes.get(exchange.checkId) : undefined;
  if (origin?.status === 'failed') {
    const own = findingsOf(origin);
    const found = own.find((detail) => detail.curl === exchange.curl) ?? own.find(matches);
    if (found) return found.cause ?? origin.cause;
  }
  if (by === 'request') return undefined;
  for (const result of outcomes.values()) {
    const found = findingsOf(result).find(matches);
    if (found) return found.cause ?? result.cause;
  }
  return undefined;
}
