import { createCheckContext } from './context.js';
import type { Check } from './define-check.js';
import { assignCauses, causeOfTraffic } from './deviation-causes.js';
import { isConformanceFailure, TransportError } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { PlannedCheck } from './plan.js';
import { blockingCause } from './prerequisites.js';
import type { RunState } from './run-state.js';
import { unexpectedServerError } from './server-errors.js';
import { transportCauseOf } from './transport-cause.js';
import type { CheckResult, FailureDetail, ProbeRecord } from './vocabulary.js';

/** What runCheck reads of the checks before it: their outcomes, by id. */
export type Outcomes = Map<string, CheckResult>;

function baseOf(check: Check): Omit<CheckResult, 'status' | 'durationMs'> {
  const { id, title, api, level, source, rule } = check;
  return { id, title, api, level, source, rule };
}

/**
 * Turns whatever a check threw into a failure report. Anything that is not a ConformanceFailure
 * still describes the server: a client that could not parse a body, a field that was missing.
 */
function toFailure(error: unknown, exchanges: readonly Exchange[]): FailureDetail {
  if (isConformanceFailure(error)) return error.toJSON();
  const last = exchanges.at(-1);
  // A typed client that could not parse a body: the route answered, but not with JSON.
  if (last?.status !== undefined && error instanceof SyntaxError && jsonOf(last) === undefined) {
    const { pathname } = new URL(last.url);
    return {
      expected: 'a JSON response as documented',
      received: `${last.method} ${pathname}: ${describeResponse(last)} (not JSON)`,
      curl: last.curl,
    };
  }
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    expected: 'a well-formed response as documented',
    received: last ? `${what}; last response: ${describeResponse(last)}` : what,
    ...(last ? { curl: last.curl } : {}),
  };
}

function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError || (error as Error)?.name === 'TransportError';
}

/**
 * A kit rule that a run at `documented` judges as advisory: broken, it is a warning, since the
 * documents do not forbid the behaviour.
 */
function isAdvisoryHere(check: Check, state: RunState): boolean {
  return check.advisory && check.level === 'kit' && state.options.level === 'documented';
}

/**
 * Runs one planned check against the run's state and reports it; never throws. A check whose
 * prerequisite (`restsOn`) failed or was blocked is not run: it is blocked by that cause. A request
 * that got no answer blocks the check on its route's cause (or the run's bound) instead of failing
 * it. Any 5xx answer the check did not ask for by status fails it, whatever the check concluded.
 * The outcome is recorded in `outcomes` for the checks that rest on it.
 * @example const result = await runCheck({ check }, state, outcomes);
 */
export async function runCheck(
  planned: PlannedCheck,
  state: RunState,
  outcomes: Outcomes,
): Promise<CheckResult> {
  const result = await judge(planned, state, outcomes);
  outcomes.set(result.id, result);
  return result;
}

async function judge(planned: PlannedCheck, state: RunState, outcomes: Outcomes): Promise<CheckResult> {
  const { check } = planned;
  const base = baseOf(check);
  if (planned.skip !== undefined) return { ...base, status: 'skipped', durationMs: 0, reason: planned.skip };
  const blockedBy = blockingCause(check.restsOn, outcomes);
  if (blockedBy !== undefined) {
    const on = check.restsOn.find((id) => outcomes.get(id)?.cause === blockedBy) ?? blockedBy;
    const reason = `blocked: rests on ${on}, which did not pass (cause: ${blockedBy})`;
    return { ...base, status: 'blocked', durationMs: 0, cause: blockedBy, reason };
  }
  const firstExchange = state.recorder.log.length;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const records = {
    warnings: [] as FailureDetail[],
    notes: [] as string[],
    accepted: new Set<Exchange>(),
    findings: [] as FailureDetail[],
    probes: [] as ProbeRecord[],
    causeOf: (exchange: Pick<Exchange, 'checkId' | 'status' | 'curl'>, by?: 'status' | 'request') =>
      causeOfTraffic(exchange, outcomes, by),
  };
  const { warnings } = records;
  const extras = () => ({
    ...withWarnings(warnings),
    ...(records.notes.length > 0 ? { notes: records.notes } : {}),
    ...(records.probes.length > 0 ? { probes: records.probes } : {}),
  });
  const own = () => state.recorder.log.slice(firstExchange);
  state.current.checkId = check.id;
  let thrown: FailureDetail | undefined;
  let unreadable: FailureDetail | undefined;
  try {
    await check.run(createCheckContext(check, state, records));
  } catch (error) {
    if (isTransportError(error)) {
      return { ...blockedByTransport(base, error, own(), state, elapsed(), warnings), ...extras() };
    }
    thrown = toFailure(error, own());
    // Not a broken rule but an answer the check could not read: it fails even an advisory check.
    if (!isConformanceFailure(error)) unreadable = thrown;
  } finally {
    state.current.checkId = undefined;
  }
  let found = [...records.findings, ...(thrown ? [thrown] : [])];
  if (isAdvisoryHere(check, state)) {
    warnings.push(...found.filter((detail) => detail !== unreadable));
    found = found.filter((detail) => detail === unreadable);
  }
  const serverError = found.length > 0 ? undefined : unexpectedServerError(own(), records.accepted);
  if (serverError) found.push(serverError);
  if (found.length > 0) {
    const findings = assignCauses(
      found.map((detail) => withRoute(detail, state, own())),
      check.id,
      outcomes,
    );
    const [first] = findings as [FailureDetail, ...FailureDetail[]];
    const failed = {
      ...base,
      status: 'failed' as const,
      durationMs: elapsed(),
      cause: first.cause as string,
    };
    const { cause: _cause, ...failure } = first;
    const several = findings.length > 1 ? { findings } : {};
    return { ...failed, failure, ...several, ...extras() };
  }
  const status = warnings.length > 0 ? 'warned' : 'passed';
  return { ...base, status, durationMs: elapsed(), ...extras() };
}

/**
 * The route of the request a finding points at: its curl line's, looked up in the whole run (a
 * response sweep points at other checks' requests), else the check's last request.
 */
function withRoute(detail: FailureDetail, state: RunState, own: readonly Exchange[]): FailureDetail {
  if (detail.route) return detail;
  const exchange =
    detail.curl === undefined
      ? own.at(-1)
      : state.recorder.log.findLast((entry) => entry.curl === detail.curl);
  const route = exchange ? state.recorder.route(exchange.method, exchange.url) : undefined;
  return route ? { ...detail, route } : detail;
}

/** A check stopped by a request that got no answer: blocked by that route's (or bound's) cause. */
function blockedByTransport(
  base: Omit<CheckResult, 'status' | 'durationMs'>,
  error: TransportError,
  exchanges: readonly Exchange[],
  state: RunState,
  durationMs: number,
  warnings: FailureDetail[],
): CheckResult {
  const exchange = exchanges.findLast((entry) => entry.error === error.message);
  const route = exchange ? state.recorder.route(exchange.method, exchange.url) : undefined;
  const cause = exchange && route ? transportCauseOf(exchange, route) : `run ${error.message}`;
  const failure: FailureDetail = {
    expected: 'a response from the server',
    received: error.message,
    ...(error.curl ? { curl: error.curl } : {}),
    ...(route ? { route } : {}),
  };
  const reason = `blocked: ${cause.startsWith('route ') ? `${route} did not answer` : error.message}`;
  return { ...base, status: 'blocked', durationMs, cause, reason, failure, ...withWarnings(warnings) };
}

function withWarnings(warnings: FailureDetail[]): Pick<CheckResult, 'warnings'> {
  return warnings.length > 0 ? { warnings } : {};
}
