import type { FaultInfo, FaultSpec } from '../src/engine/http/controls/faults.js';
import type { OverrideInfo, OverrideOptions } from '../src/engine/http/controls/overrides.js';
import { resolveOperation } from '../src/engine/http/controls/rule-match.js';
import type { JournalEntry } from '../src/engine/http/logs/journal.js';
import type { UsageCoverageReport } from '../src/engine/http/logs/usage-coverage.js';
import type { Mock } from '../src/engine/mock/types.js';
import type { ApiTypes, OperationKey, OperationOf, TypedAnswer, UncheckedAnswer } from './operation-types.js';

/** A status to filter the journal by: exact, or a class such as `'4xx'`. */
export type StatusFilter = number | `${1 | 2 | 3 | 4 | 5}xx`;

/**
 * `override(operation, response, options?)`: the next matching request (or `times` of them) gets
 * `response` instead of the engine's answer. Typed from the document; `unchecked: true` lets a
 * response break the contract on purpose. Returns the override's id and settings.
 * @example memory.override('recall', { status: 200, body: { items: [], session_id: sessionId } });
 */
export interface OverrideCall<Api extends ApiTypes> {
  <K extends OperationKey<Api>>(
    operation: K,
    response: TypedAnswer<OperationOf<Api, K>>,
    options?: Omit<OverrideOptions, 'unchecked'> & { unchecked?: false },
  ): OverrideInfo;
  (
    operation: OperationKey<Api>,
    response: UncheckedAnswer,
    options: Omit<OverrideOptions, 'unchecked'> & { unchecked: true },
  ): OverrideInfo;
  list(): OverrideInfo[];
  remove(id: string): boolean;
  clear(): void;
}

/** A fault whose operation is checked against the API's operations. */
export type TypedFaultSpec<Api extends ApiTypes> = Omit<FaultSpec, 'operation'> & {
  operation?: OperationKey<Api> | '*';
};

/**
 * `faults(...specs)`: adds faults and returns every fault now held (no argument: just the list).
 * @example memory.faults({ operation: 'recall', status: 503, times: 2 }, { network: 'reset', probability: 0.1 });
 */
export interface FaultsCall<Api extends ApiTypes> {
  (...specs: TypedFaultSpec<Api>[]): FaultInfo[];
  remove(id: string): boolean;
  clear(): void;
}

/**
 * `journal(filter?)`: the exchanges so far, oldest first, optionally by operation and status.
 * @example expect(memory.journal({ operation: 'recall', status: '5xx' })).toHaveLength(1);
 */
export interface JournalCall<Api extends ApiTypes> {
  (filter?: { operation?: OperationKey<Api>; status?: StatusFilter }): JournalEntry[];
  clear(): void;
}

/**
 * `coverage()`: which documented operations and statuses the test suite made the mock answer, with
 * the parameters sent; `missing` lists the untested pairs. `reset()` keeps it (it is of the test
 * run, not of the state); `coverage.clear()` starts it again.
 * @example expect(memory.coverage().missing).not.toContain('recall 429');
 */
export interface CoverageCall {
  (): UsageCoverageReport;
  clear(): void;
}

/** The calls the handlers carry, built on their mock (createMock). */
export interface HandlerControls<Api extends ApiTypes> {
  override: OverrideCall<Api>;
  faults: FaultsCall<Api>;
  journal: JournalCall<Api>;
  coverage: CoverageCall;
}

/**
 * Builds `override`, `faults`, `journal` and `coverage` for a handler array. Misuse (an unknown operation, a
 * response that breaks the contract, a bad fault) throws a TypeError at the call, in the test.
 */
export function createHandlerControls<Api extends ApiTypes>(mock: Mock): HandlerControls<Api> {
  const { overrides, faults, journal, routes } = mock;
  const override = ((operation: string, response: UncheckedAnswer, options?: OverrideOptions) =>
    overrides.add(resolveOperation(routes, operation), response, options)) as unknown as OverrideCall<Api>;
  override.list = () => overrides.list();
  override.remove = (id) => overrides.remove(id);
  override.clear = () => overrides.clear();

  const addFaults = ((...specs: FaultSpec[]) => {
    for (const spec of specs) {
      const operation = spec?.operation;
      faults.add(
        spec,
        operation === undefined || operation === '*' ? null : resolveOperation(routes, operation),
      );
    }
    return faults.list();
  }) as FaultsCall<Api>;
  addFaults.remove = (id) => faults.remove(id);
  addFaults.clear = () => faults.clear();

  const readJournal = ((filter: { operation?: string; status?: StatusFilter } = {}) => {
    const operation =
      filter.operation === undefined ? undefined : resolveOperation(routes, filter.operation).operationId;
    return journal.entries({ ...filter, ...(operation === undefined ? {} : { operation }) });
  }) as JournalCall<Api>;
  readJournal.clear = () => journal.clear();
  const coverage = (() => mock.coverage.report()) as CoverageCall;
  coverage.clear = () => mock.coverage.clear();
  return { override, faults: addFaults, journal: readJournal, coverage };
}
