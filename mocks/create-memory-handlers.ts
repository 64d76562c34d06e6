import { defaultTenants, type TenantsFixture } from '../fixtures/default-tenants.js';
import { memoryExamples } from '../fixtures/examples.js';
import { createMemoryEngine, type MemoryEngineOptions } from '../src/engine/memory/create-memory-engine.js';
import { applyMemoryFixture, type MemoryFixture } from '../src/engine/memory/fixture.js';
import { type BaseUrlOption, createEngineHandlers, type EngineHandlers } from './create-engine-handlers.js';
import type { MemoryApi } from './operation-types.js';

/** Where the memory handlers listen unless told otherwise: the memory mock's own address. */
export const defaultMemoryBaseUrl = 'http://127.0.0.1:4010';

/**
 * Options of {@link createMemoryHandlers}: those of `contract-kit mock --api memory` (tenants,
 * seed, rate limit, latency), with the default tenants when none are given, plus `baseUrl`.
 */
export interface MemoryHandlersOptions extends Omit<MemoryEngineOptions, 'tenants'>, BaseUrlOption {
  /** The tenants fixture. Default: `defaultTenants` (`ck_test_key` on `ws_main`, ...). */
  tenants?: TenantsFixture;
  /**
   * Anchors, atoms, recall sessions and end users to start from, and to return to on `reset()`
   * (see README "Prepared state").
   */
  initialState?: MemoryFixture;
  /**
   * Start from the objects the document's examples name, with their ids (`contract-kit mock
   * --examples`; see README "The documents' examples"), and return to them on `reset()`. Not with
   * `initialState`.
   */
  examples?: boolean;
}

/**
 * msw handlers that serve a stateful Hosted Memory Service from an engine of their own, the same
 * engine the HTTP mock runs. Spread them into `setupServer` or `setupWorker`; call `reset()`
 * between tests.
 * @throws {TypeError} when `baseUrl` is not an absolute http(s) URL, a `/path` or `*`, when
 * `initialState` is not a valid fixture (the message names the anchor, atom or session), or when
 * both `initialState` and `examples` are given.
 * @see ../README.md "Mocking in your own tests and in the browser (msw)"
 * @example
 * import { setupServer } from 'msw/node';
 * import { createMemoryHandlers } from 'contract-kit/msw';
 *
 * const memory = createMemoryHandlers({ seed: 1 });
 * const server = setupServer(...memory);
 * beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 * afterEach(() => memory.reset());
 * afterAll(() => server.close());
 */
export function createMemoryHandlers(options: MemoryHandlersOptions = {}): EngineHandlers<MemoryApi> {
  const {
    baseUrl = defaultMemoryBaseUrl,
    tenants = defaultTenants,
    random,
    latencyMs,
    initialState,
    examples = false,
    ...engineOptions
  } = options;
  if (examples && initialState !== undefined)
    throw new TypeError('createMemoryHandlers: examples and initialState exclude each other: pick one state');
  const engine = createMemoryEngine({ ...engineOptions, tenants });
  const state = examples ? memoryExamples : initialState;
  const prepare = state === undefined ? undefined : applyMemoryFixture(engine, state);
  return createEngineHandlers<MemoryApi>(engine, baseUrl, {
    ...(random ? { random } : {}),
    ...(latencyMs === undefined ? {} : { latencyMs }),
    ...(prepare ? { afterReset: prepare } : {}),
  });
}
