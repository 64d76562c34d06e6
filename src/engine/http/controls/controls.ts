import type { Engine } from '../../engine.js';
import { createJournal, type Journal } from '../logs/journal.js';
import { readBodyForJournal } from '../logs/journal-body.js';
import { createUsageCoverage, type UsageCoverage } from '../logs/usage-coverage.js';
import { createResponseWriter, engineRequestFrom } from '../pipeline/fetch-bridge.js';
import { forgetParsedBody, parsedBodyOf } from '../pipeline/json-body.js';
import type { Route } from '../pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../pipeline/types.js';
import { createControlRoutes } from './control-routes.js';
import { faultOutcome } from './fault-response.js';
import { createFaults, type Faults } from './faults.js';
import { answerOverride, createOverrides, type Overrides } from './overrides.js';
import { type RuleRequest, routeOf } from './rule-match.js';

/** One exchange as `--verbose` prints it. */
export interface ExchangeSummary {
  method: string;
  path: string;
  status: number;
  operationId: string | null;
  durationMs: number;
  override: string | null;
  fault: string | null;
}

/** Options of {@link withControls}. */
export interface ControlsOptions {
  /** Called after every exchange, control calls included (the CLI's `--verbose` prints it). */
  onExchange?: (summary: ExchangeSummary) => void;
  /** Decides probabilistic faults; default `Math.random`. */
  random?: () => number;
  /** Exchanges the journal keeps; default 1,000. */
  journalCapacity?: number;
  /** Runs after every reset of the engine (`POST /__control/reset`, msw's `reset()`): prepared state goes here. */
  afterReset?: () => void;
}

/** An engine with the front-end tools: a request journal, one-shot overrides and faults. */
export interface ControlledEngine extends Engine {
  readonly journal: Journal;
  readonly overrides: Overrides;
  readonly faults: Faults;
  /** What the mock's users exercised, per documented operation and status (`GET /__control/coverage`). */
  readonly coverage: UsageCoverage;
  /**
   * What a reset does besides the engine's own: clears overrides, faults and the journal, and
   * runs `afterReset` (prepared state).
   */
  resetControls(): void;
}

/** One controlled engine per engine, so each adapter of it can wrap it and all share one journal. */
const controlledEngines = new WeakMap<Engine, ControlledEngine>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ruleRequest(route: Route, request: EngineRequest): RuleRequest {
  const body = readBodyForJournal(request.body);
  const { method, path, query, headers } = request;
  return { method, path, operationId: route.operationId, query, headers, body };
}

interface Outcome {
  response: EngineResponse;
  override: string | null;
  fault: string | null;
}

/**
 * Puts the journal, overrides and faults in front of an engine, for both surfaces: the msw
 * handlers and the HTTP mock wrap their engine with it, so `memory.override(...)` and
 * `POST /__control/overrides` are one model. Order per request: a fault, else an override, else
 * the engine. Requests under `/__control/` are not journaled (a test reading the journal would
 * otherwise find its own reads). Wrapping the same engine again returns the same controlled
 * engine (the first call's options win), so the node adapter and the Prism front share one.
 * @example const engine = withControls(createMemoryEngine({ tenants }), { onExchange: console.log });
 */
export function withControls(engine: Engine, options: ControlsOptions = {}): ControlledEngine {
  if ('journal' in engine) return engine as ControlledEngine;
  const known = controlledEngines.get(engine);
  if (known) return known;
  const journal = createJournal(options.journalCapacity);
  const overrides = createOverrides();
  const faults = createFaults(options.random);
  const coverage = createUsageCoverage(engine.routes);
  // Coverage is of the test run, not of the state: it outlives a reset (tests reset between
  // themselves and read coverage at the end) and is cleared only on its own.
  const resetControls = () => {
    overrides.clear();
    faults.clear();
    journal.clear();
    options.afterReset?.();
  };
  const control = createControlRoutes({ routes: engine.routes, journal, overrides, faults, coverage });

  async function answer(route: Route, request: EngineRequest): Promise<Outcome> {
    const view = ruleRequest(route, request);
    const fault = faults.size > 0 ? faults.take(route, view) : null;
    if (fault) {
      const outcome = faultOutcome(fault, route);
      if (fault.latencyMs > 0) await sleep(fault.latencyMs);
      if (outcome.response) return { response: outcome.response, override: null, fault: outcome.label };
      const response = await engine.handle(request);
      // Fields named, not spread: a keyed body may be a getter of the response's class.
      const { status, body, cacheKey, network } = response;
      const marked: EngineResponse = {
        status,
        headers: { ...response.headers, 'x-contract-kit-fault': outcome.label },
        body,
        ...(cacheKey === undefined ? {} : { cacheKey }),
        ...(network === undefined ? {} : { network }),
      };
      if (fault.network === 'truncate') marked.network = 'truncate';
      return { response: marked, override: null, fault: outcome.label };
    }
    const found = overrides.size > 0 ? overrides.take(route, view) : null;
    if (found) {
      const { response, label } = await answerOverride(found, view);
      return { response, override: label, fault: null };
    }
    return { response: await engine.handle(request), override: null, fault: null };
  }

  async function handleControl(request: EngineRequest, started: number): Promise<EngineResponse> {
    const own = control[`${request.method} ${request.path}`];
    const response = own ? own(request) : await engine.handle(request);
    if (!own && request.path === '/__control/reset' && response.status < 300) resetControls();
    report(request, response, null, { override: null, fault: null }, started);
    return response;
  }

  /**
   * Not an async function: the common request (no fault or override held) costs one `then` on
   * the engine's promise, not an async function's frame, promise and turns besides.
   */
  function handle(request: EngineRequest): Promise<EngineResponse> {
    const started = Date.now();
    try {
      if (request.path.startsWith('/__control/')) return handleControl(request, started);
      const route = routeOf(engine.routes, request.method, request.path);
      if (route && (faults.size > 0 || overrides.size > 0)) {
        return answer(route, request).then((outcome) => settle(request, route, outcome, started));
      }
      return Promise.resolve(engine.handle(request)).then((response) =>
        settle(request, route, { response, override: null, fault: null }, started),
      );
    } catch (error) {
      // A throwing engine rejects, as it did when this was an async function.
      return Promise.reject(error);
    }
  }

  /** Journals and tallies an exchange that was answered, and reports it. */
  function settle(
    request: EngineRequest,
    route: Route | undefined,
    outcome: Outcome,
    started: number,
  ): EngineResponse {
    const operationId = route?.operationId ?? null;
    const durationMs = Date.now() - started;
    // What the client got: nothing at all for a reset or a hang.
    const seen = isSilent(outcome.response) ? { status: 0, headers: {}, body: null } : outcome.response;
    const text = journal.record({
      request,
      response: seen,
      operationId,
      durationMs,
      override: outcome.override,
      fault: outcome.fault,
    });
    if (route && !isSilent(outcome.response)) {
      const body = parsedBodyOf(request, (sent) => readBodyForJournal(sent.body));
      coverage.record(route, request.query, body, outcome.response.status);
    }
    forgetParsedBody(request);
    report(request, seen, operationId, outcome, started);
    // The body's text the journal made is the text the writer sends: serialised once.
    const { response } = outcome;
    return text === undefined || response.json !== undefined || seen !== response
      ? response
      : { ...response, json: text };
  }

  function report(
    request: EngineRequest,
    response: EngineResponse,
    operationId: string | null,
    applied: Pick<Outcome, 'override' | 'fault'>,
    started: number,
  ): void {
    const { method, path } = request;
    const durationMs = Date.now() - started;
    options.onExchange?.({ method, path, status: response.status, operationId, durationMs, ...applied });
  }

  const write = createResponseWriter();
  const controlled: ControlledEngine = Object.create(engine, {
    handle: { value: handle },
    fetch: {
      value: async (input: Request) => write(await handle(await engineRequestFrom(input)), input.signal),
    },
    journal: { value: journal },
    overrides: { value: overrides },
    faults: { value: faults },
    coverage: { value: coverage },
    resetControls: { value: resetControls },
  });
  controlledEngines.set(engine, controlled);
  return controlled;
}

function isSilent(response: EngineResponse): boolean {
  return response.network === 'reset' || response.network === 'hang';
}
