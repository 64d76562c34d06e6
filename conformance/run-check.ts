import { createCheckContext } from './context.js';
import type { Check } from './define-check.js';
import { isConformanceFailure, TransportError } from './failure.js';
import { describeResponse, type Exchange, jsonOf } from './http/exchange.js';
import type { PlannedCheck } from './plan.js';
import type { RunState } from './run-state.js';
import type { CheckResult, FailureDetail } from './vocabulary.js';

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
  if (error instanceof TransportError || (error as Error)?.name === 'TransportError') {
    const curl = (error as TransportError).curl;
    return {
      expected: 'a response from the server',
      received: (error as Error).message,
      ...(curl ? { curl } : {}),
    };
  }
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

/**
 * A kit rule that a run at `documented` judges as advisory: broken, it is a warning, since the
 * documents do not forbid the behaviour.
 */
function isAdvisoryHere(check: Check, state: RunState): boolean {
  return check.advisory && check.level === 'kit' && state.options.level === 'documented';
}

/**
 * Runs one planned check against the run's state and reports it; never throws.
 * @example const result = await runCheck({ check }, state);
 */
export async function runCheck(planned: PlannedCheck, state: RunState): Promise<CheckResult> {
  const base = baseOf(planned.check);
  if (planned.skip !== undefined) return { ...base, status: 'skipped', durationMs: 0, reason: planned.skip };
  const firstExchange = state.recorder.log.length;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const warnings: FailureDetail[] = [];
  const notes: string[] = [];
  const withNotes = () => (notes.length > 0 ? { notes } : {});
  state.current.checkId = planned.check.id;
  try {
    await planned.check.run(createCheckContext(planned.check, state, warnings, notes));
  } catch (error) {
    const failure = toFailure(error, state.recorder.log.slice(firstExchange));
    if (isConformanceFailure(error) && isAdvisoryHere(planned.check, state)) warnings.push(failure);
    else {
      const failed = { ...base, status: 'failed' as const, durationMs: elapsed(), failure };
      return { ...failed, ...withWarnings(warnings), ...withNotes() };
    }
  } finally {
    state.current.checkId = undefined;
  }
  const status = warnings.length > 0 ? 'warned' : 'passed';
  return { ...base, status, durationMs: elapsed(), ...withWarnings(warnings), ...withNotes() };
}

function withWarnings(warnings: FailureDetail[]): Pick<CheckResult, 'warnings'> {
  return warnings.length > 0 ? { warnings } : {};
}
