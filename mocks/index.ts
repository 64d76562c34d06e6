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
export { defaultTenants, type TenantsFixture } from '../fixtures/default-tenants.js';
export { defaultReleasesData } from '../fixtures/releases-data.js';
