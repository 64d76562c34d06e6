/**
 * msw handlers for both APIs (`contract-kit/msw`): the stateful engines of the HTTP mocks, served
 * inside a test runner (`setupServer` from 'msw/node') or a browser (`setupWorker` from
 * 'msw/browser') with no server. Each factory returns a `RequestHandler[]` with `reset()` and the
 * `engine` attached.
 * @example
 * import { setupServer } from 'msw/node';
 * import { createMemoryHandlers, createReleasesHandlers } from 'contract-kit/msw';
 *
 * const memory = createMemoryHandlers({ seed: 1 });
 * const releases = createReleasesHandlers();
 * const server = setupServer(...memory, ...releases);
 * @see ../README.md "Mocking in your own tests and in the browser (msw)"
 * @module
 */

export { defaultTenants, type TenantsFixture } from '../fixtures/default-tenants.js';
export { defaultReleasesData } from '../fixtures/releases-data.js';
export type { FaultInfo, FaultSpec, NetworkFault } from '../src/engine/http/controls/faults.js';
export type { OverrideInfo, OverrideOptions } from '../src/engine/http/controls/overrides.js';
export type { RuleRequest, Times, When, WhenMatcher } from '../src/engine/http/controls/rule-match.js';
export type { JournalEntry, JournalFilter } from '../src/engine/http/logs/journal.js';
export type { OperationUsage, UsageCoverageReport } from '../src/engine/http/logs/usage-coverage.js';
export type { PlannedResponse } from '../src/engine/http/pipeline/response-check.js';
export type {
  FixtureAnchor,
  FixtureAtom,
  FixtureSession,
  FixtureWorkspace,
  MemoryFixture,
} from '../src/engine/memory/fixture.js';
// `ControlledEngine` is the earlier name of `Mock`, the handlers' `engine`, kept for programs that import it.
export type { ExchangeSummary, Mock, Mock as ControlledEngine } from '../src/engine/mock/types.js';
export type { ReleasesData } from '../src/engine/releases/types.js';
export type { BaseUrlOption, EngineHandlers } from './create-engine-handlers.js';
export {
  createMemoryHandlers,
  defaultMemoryBaseUrl,
  type MemoryHandlersOptions,
} from './create-memory-handlers.js';
export {
  createReleasesHandlers,
  defaultReleasesBaseUrl,
  type ReleasesHandlersOptions,
} from './create-releases-handlers.js';
export type {
  CoverageCall,
  FaultsCall,
  JournalCall,
  OverrideCall,
  StatusFilter,
  TypedFaultSpec,
} from './handler-controls.js';
export type { DocumentedResponse, MemoryApi, OperationKey, ReleasesApi } from './operation-types.js';
