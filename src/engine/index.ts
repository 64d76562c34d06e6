/**
 * The stateful engines of both APIs, free of Node built-ins so they run in browsers too.
 * `engine.handle(plain request)` is the seam for the node adapter, `engine.fetch(Request)` for msw.
 * @example
 * const engine = createMemoryEngine({ tenants: defaultTenants, seed: 1 });
 * const response = await engine.fetch(new Request('http://127.0.0.1:4010/v1/anchors', { method: 'POST', ... }));
 */
export type { CommonEngineOptions, Engine } from './engine.js';
export { ApiError, type ErrorCode, errorCodes } from './http/pipeline/api-error.js';
export type { EngineRequest, EngineResponse } from './http/pipeline/types.js';
export { createMemoryEngine, type MemoryEngineOptions } from './memory/create-memory-engine.js';
export type { RateLimit } from './memory/rate-limiter.js';
export { loadTenants, type TenantsFixture } from './memory/tenants.js';
export * from './releases/index.js';
