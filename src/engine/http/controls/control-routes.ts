import type { Journal, JournalFilter } from '../logs/journal.js';
import type { UsageCoverage } from '../logs/usage-coverage.js';
import { ApiError, isApiError } from '../pipeline/api-error.js';
import { renderError } from '../pipeline/create-app.js';
import { bodyLimits, parseJsonBody } from '../pipeline/json-body.js';
import type { Route } from '../pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../pipeline/types.js';
import type { Faults } from './faults.js';
import { overrideFields } from './override-fields.js';
import type { Overrides } from './overrides.js';
import { checkField, checkObject } from './rule-input.js';
import { resolveOperation } from './rule-match.js';

/** What the control calls act on. */
export interface ControlTargets {
  routes: readonly Route[];
  journal: Journal;
  overrides: Overrides;
  faults: Faults;
  coverage: UsageCoverage;
}

type ControlCall = (request: EngineRequest) => EngineResponse;

const ok = (status: number, body: unknown): EngineResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body,
});

/** Runs a call; a TypeError of the rule checks or an ApiError of the body parser is the caller's 400. */
function guarded(run: ControlCall): ControlCall {
  return (request) => {
    try {
      return run(request);
    } catch (error) {
      if (isApiError(error)) return renderError(error);
      if (error instanceof TypeError) return renderError(new ApiError('bad_request', error.message));
      throw error;
    }
  };
}

function readBody(request: EngineRequest): unknown {
  return parseJsonBody(request.body ?? '', request.bodyTooLarge, bodyLimits.maxControlBytes);
}

function removeCall(remove: (id: string) => boolean, clear: () => void, size: () => number): ControlCall {
  return (request) => {
    const id = request.query.get('id');
    if (id === null) {
      const removed = size();
      clear();
      return ok(200, { removed });
    }
    if (!remove(id)) throw new ApiError('not_found', `no rule with id ${JSON.stringify(id.slice(0, 40))}`);
    return ok(200, { removed: 1 });
  };
}

function journalFilter(request: EngineRequest, routes: readonly Route[]): JournalFilter {
  const filter: JournalFilter = {};
  const operation = request.query.get('operation');
  const status = request.query.get('status');
  if (operation !== null) filter.operation = resolveOperation(routes, operation).operationId;
  if (status !== null) filter.status = status;
  return filter;
}

/**
 * The control calls of overrides, faults, coverage and the journal (whole, and in short as
 * `GET /__control/log`), keyed like the engines' own control surfaces (`METHOD /__control/name`).
 * Bodies have the same shape as the msw calls' arguments: `POST /__control/overrides` takes the
 * fields of `overrideFields` (override-fields.ts), `POST /__control/faults` those of `faultFields` (faults.ts).
 * @see ../../../../README.md "Control surface"
 */
export function createControlRoutes(targets: ControlTargets): Record<string, ControlCall> {
  const { routes, journal, overrides, faults, coverage } = targets;
  return {
    'POST /__control/overrides': guarded((request) => {
      const spec = checkObject(readBody(request), 'override', Object.keys(overrideFields));
      if (spec.unchecked !== undefined)
        checkField(spec.unchecked, 'override.unchecked', overrideFields.unchecked);
      const route = resolveOperation(routes, spec.operation);
      const options = { times: spec.times, when: spec.when, unchecked: spec.unchecked } as Parameters<
        Overrides['add']
      >[2];
      return ok(201, overrides.add(route, spec.response as never, options));
    }),
    'GET /__control/overrides': () => ok(200, { overrides: overrides.list() }),
    'DELETE /__control/overrides': guarded(
      removeCall(overrides.remove, overrides.clear, () => overrides.size),
    ),
    'POST /__control/faults': guarded((request) => {
      const body = readBody(request);
      const operation = checkObject(body, 'fault', Object.keys(body ?? {})).operation;
      const route = operation === undefined || operation === '*' ? null : resolveOperation(routes, operation);
      return ok(201, faults.add(body as never, route));
    }),
    'GET /__control/faults': () => ok(200, { faults: faults.list() }),
    'DELETE /__control/faults': guarded(removeCall(faults.remove, faults.clear, () => faults.size)),
    'GET /__control/coverage': () => ok(200, coverage.report()),
    'DELETE /__control/coverage': () => {
      coverage.clear();
      return ok(200, { cleared: true });
    },
    'GET /__control/journal': guarded((request) =>
      ok(200, { entries: journal.entries(journalFilter(request, routes)) }),
    ),
    'GET /__control/log': () => ok(200, { entries: journal.lines() }),
    'DELETE /__control/journal': () => {
      journal.clear();
      return ok(200, { ok: true });
    },
  };
}
