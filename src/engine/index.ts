/**
 * The stateful engines of both APIs, free of Node built-ins so they run in browsers too, with the
 * default tenants and releases dataset they start from. Needs no optional peer (no msw, Prism or
 * Vitest). `engine.handle(plain request)` answers plain data; `createMock(engine)` puts the mock's
 * one request pipeline in front of it (controls, latency, the request journal), as the HTTP mock
 * and the msw handlers do.
 * @example
 * const mock = createMock(createMemoryEngine({ tenants: defaultTenants, seed: 1 }));
 * const response = await mock.fetch(new Request('http://127.0.0.1:4010/v1/anchors', { method: 'POST', ... }));
 * @see ../../README.md "The engine on its own"
 */
export { defaultTenants } from '../../fixtures/default-tenants.js';
export { defaultReleasesData } from '../../fixtures/releases-data.js';
export type { CommonEngineOptions, Engine } from './engine.js';
export {
  ApiError,
  type ErrorCode,
  errorCodes,
  type MockErrorCode,
  mockErrorCodes,
} from './http/pipeline/api-error.js';
export type { EngineRequest, EngineResponse } from './http/pipeline/types.js';
export { createMemoryEngine, type MemoryEngineOptions } from './memory/create-memory-engine.js';
export type { RateLimit } from './memory/rate-limiter.js';
export { loadTenants, type TenantsFixture } from './memory/tenants.js';
export { createMock, type MockOptions } from './mock/create-mock.js';
export type { ExchangeSummary, Handle, Layer, Mock, MockInner } from './mock/types.js';
export * from './releases/index.js';
