import type { Handle, Layer } from '../../mock/types.js';
import type { Journal } from '../logs/journal.js';
import { readBodyForJournal } from '../logs/journal-body.js';
import type { UsageCoverage } from '../logs/usage-coverage.js';
import type { AppliedRule } from '../pipeline/request-context.js';
import { type Route, routeOf } from '../pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../pipeline/types.js';
import { createControlRoutes } from './control-routes.js';
import { faultOutcome } from './fault-response.js';
import type { Faults } from './faults.js';
import { inertHeaders } from './inert-headers.js';
import { answerOverride, type Overrides } from './overrides.js';
import type { RuleRequest } from './rule-match.js';

/** What the controls layer acts on: the rules it holds and the logs it serves. */
export interface ControlsTargets {
  routes: readonly Route[];
  journal: Journal;
  overrides: Overrides;
  faults: Faults;
  coverage: UsageCoverage;
  /** Runs after every successful reset (`POST /__control/reset`): prepared state goes here. */
  afterReset?: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The controls of one mock: their layer, and what a sharing layer needs to know of the rules. */
export interface Controls {
  /** Control calls, then per API request a held fault, else a held override, else `next`. */
  layer: Layer;
  /** Whether any one-shot rule is held: any API request may then use one up. */
  holdsRules(): boolean;
  /**
   * Uses up here the rule of `kind` that `request` used in another process (a `--redis`
   * replica's log): the same request matches the same rule.
   */
  useRule(kind: AppliedRule['kind'], request: EngineRequest): void;
}

/** The request as overrides' and faults' `when` matchers see it. */
export function ruleRequest(route: Route, request: EngineRequest): RuleRequest {
  const body = readBodyForJournal(request.body);
  const { method, path, query, headers } = request;
  return { method, path, operationId: route.operationId, query, headers, body };
}

/**
 * The front-end tools: the shared `/__control/` calls (overrides, faults, journal, coverage), and
 * per API request a held fault, else a held override, else `next` (the engine). A rule that
 * answers or marks a request reports its own use in the request's context (`used`), which the
 * journal names and a replica logs. A reset also clears the rules and the journal (coverage is
 * of the test run, not of the state: it outlives a reset and is cleared only on its own).
 * @example const controls = createControls({ routes, journal, overrides, faults, coverage });
 */
export function createControls(targets: ControlsTargets): Controls {
  const { routes, journal, overrides, faults } = targets;
  const control = createControlRoutes(targets);

  /**
   * A reset: the rules and the journal are cleared, the engine resets, and the prepared state is
   * loaded again, all before this returns. This layer sits right above the engine, whose control
   * calls run synchronously inside `next`, so a mock with no sharing layer is reset by the time
   * its `reset()` returns (msw users call it without awaiting, in `afterEach`). Only a replica
   * gets here, inside its write, once the reset is due on its own engine.
   */
  function reset(request: EngineRequest, next: Handle): Promise<EngineResponse> {
    overrides.clear();
    faults.clear();
    journal.clear();
    const answered = next(request);
    targets.afterReset?.();
    return answered;
  }

  async function applyRule(route: Route, request: EngineRequest, next: Handle): Promise<EngineResponse> {
    const view = ruleRequest(route, request);
    const fault = faults.size > 0 ? faults.take(route, view) : null;
    const context = request.context;
    if (fault) {
      const outcome = faultOutcome(fault, route);
      if (context)
        context.used = {
          kind: 'fault',
          id: fault.id,
          label: outcome.label,
          limited: fault.remaining !== 'always',
        };
      if (fault.latencyMs > 0) await sleep(fault.latencyMs);
      if (outcome.response) return outcome.response;
      const response = await next(request);
      // Fields named, not spread: a kept answer's body is a getter (answer-cache.ts).
      const { status, body, json, cacheKey, network } = response;
      return {
        status,
        headers: inertHeaders({ ...response.headers, 'x-contract-kit-fault': outcome.label }),
        body,
        ...(json === undefined ? {} : { json }),
        ...(cacheKey === undefined ? {} : { cacheKey }),
        ...(fault.network === 'truncate' ? { network: 'truncate' } : network ? { network } : {}),
      };
    }
    const found = overrides.size > 0 ? overrides.take(route, view) : null;
    if (!found) return next(request);
    const { response, label } = await answerOverride(found, view);
    if (context)
      context.used = { kind: 'override', id: found.id, label, limited: found.remaining !== 'always' };
    return response;
  }

  const layer: Layer = (request, next) => {
    const context = request.context;
    if (context?.control ?? request.path.startsWith('/__control/')) {
      const own = control[`${request.method} ${request.path}`];
      if (own) return Promise.resolve(own(request));
      if (request.method === 'POST' && request.path === '/__control/reset') return reset(request, next);
      return next(request);
    }
    // The common request, with no rule held, costs this layer one check.
    if (faults.size === 0 && overrides.size === 0) return next(request);
    const route = context ? context.route : routeOf(routes, request.method, request.path);
    return route ? applyRule(route, request, next) : next(request);
  };

  return {
    layer,
    holdsRules: () => faults.size > 0 || overrides.size > 0,
    useRule(kind, request) {
      const route = routeOf(routes, request.method, request.path);
      if (!route) return;
      const view = ruleRequest(route, request);
      if (kind === 'fault') faults.take(route, view);
      else overrides.take(route, view);
    },
  };
}
