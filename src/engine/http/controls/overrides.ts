import { errorBody } from '../pipeline/api-error.js';
import { checkResponseShape, contractProblem, type PlannedResponse } from '../pipeline/response-check.js';
import type { Route } from '../pipeline/router.js';
import type { EngineResponse } from '../pipeline/types.js';
import { createHeldRules } from './held-rules.js';
import { inertHeaders } from './inert-headers.js';
import { checkTimes, checkWhen } from './rule-input.js';
import { matchesWhen, type RuleRequest, type Times, type When, type WhenMatcher } from './rule-match.js';

/** What an override answers: a response, or (in JavaScript) a function of the request. */
export type OverrideAnswer =
  | PlannedResponse
  | ((request: RuleRequest) => PlannedResponse | Promise<PlannedResponse>);

/** When and how often an override applies, and whether it may break the contract. */
export interface OverrideOptions {
  /** How many matching requests it answers; default 1 (one-shot), `'always'` until removed. */
  times?: Times;
  /** Only requests that match; default every request of the operation. */
  when?: When;
  /** Set when the response breaks the contract on purpose; it is then not checked. */
  unchecked?: boolean;
}

/** An override as `GET /__control/overrides` and `list()` show it. */
export interface OverrideInfo {
  id: string;
  operation: string;
  /** Requests it will still answer. */
  remaining: Times;
  unchecked: boolean;
  /** The fixed response, or `'function'`. */
  response: PlannedResponse | 'function';
  when: WhenMatcher | 'function' | null;
}

interface Held extends OverrideInfo {
  route: Route;
  answer: OverrideAnswer;
  match?: When;
}

/** The overrides of one engine. */
export interface Overrides {
  add(route: Route, answer: OverrideAnswer, options?: OverrideOptions): OverrideInfo;
  list(): OverrideInfo[];
  remove(id: string): boolean;
  clear(): void;
  /** The first override for this request, with one use taken; `null` when none applies. */
  take(route: Route, request: RuleRequest): Held | null;
  /** Whether any override is held: lets the hot path skip building the request view. */
  readonly size: number;
}

/** What an override turned into: the response and the label the journal and headers carry. */
export interface OverrideOutcome {
  response: EngineResponse;
  label: string;
}

function info(held: Held): OverrideInfo {
  const { id, operation, remaining, unchecked, response, when } = held;
  return { id, operation, remaining, unchecked, response, when };
}

/**
 * Creates an engine's override store. A fixed response is checked against the document when it
 * is added (a TypeError if it breaks the contract, unless `unchecked`); a function's answer is
 * checked when it runs (see {@link answerOverride}).
 * @example overrides.add(route, { status: 200, body: { items: [], session_id: id } }, { times: 2 })
 */
export function createOverrides(): Overrides {
  const rules = createHeldRules<Held>('o', 'overrides');
  return {
    add(route, answer, options = {}) {
      const entry = rules.add((id) => {
        const unchecked = options.unchecked === true;
        const remaining = checkTimes(options.times, 'times');
        const when = checkWhen(options.when, 'when');
        let response: Held['response'] = 'function';
        if (typeof answer !== 'function') {
          response = checkResponseShape(answer, 'response');
          const problem = unchecked ? null : contractProblem(route, response);
          if (problem)
            throw new TypeError(
              `override breaks the contract: ${problem}; pass unchecked: true if that is deliberate`,
            );
        }
        return {
          id,
          operation: route.operationId,
          remaining,
          unchecked,
          response,
          when: when === undefined ? null : typeof when === 'function' ? 'function' : when,
          route,
          answer,
          ...(when === undefined ? {} : { match: when }),
        };
      });
      return info(entry);
    },
    list: () => rules.all.map(info),
    remove: (id) => rules.remove(id),
    clear: () => rules.clear(),
    take: (route, request) =>
      rules.take((entry) => entry.route === route && matchesWhen(entry.match, request)),
    get size() {
      return rules.size;
    },
  };
}

/**
 * Runs an override for one request. A function's answer that breaks the contract (and is not
 * `unchecked`) is answered as a 500 saying so, since the override, not the client, is wrong.
 */
export async function answerOverride(found: Held, request: RuleRequest): Promise<OverrideOutcome> {
  let planned: PlannedResponse;
  let problem: string | null = null;
  try {
    const raw = typeof found.answer === 'function' ? await found.answer(request) : found.answer;
    planned = checkResponseShape(raw, 'override response');
    if (!found.unchecked && typeof found.answer === 'function')
      problem = contractProblem(found.route, planned);
  } catch (error) {
    planned = { status: 500, body: {} };
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem !== null) {
    const message = `override ${found.id} broke the contract: ${problem}`;
    planned = { status: 500, body: errorBody('internal_error', message) };
  }
  // The label tells the Prism front that a violation on this answer is deliberate (see violations.ts).
  const flag = problem !== null ? ', broken' : found.unchecked ? ', unchecked' : '';
  const label = `${found.id} (${found.operation}${flag})`;
  const headers = inertHeaders({
    'content-type': 'application/json',
    ...planned.headers,
    'x-contract-kit-override': label,
  });
  return { response: { status: planned.status, headers, body: planned.body ?? null }, label };
}
