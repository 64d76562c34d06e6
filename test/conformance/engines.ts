import type { ConformanceOptions } from '../../conformance/options.js';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import type { Engine } from '../../src/engine/engine.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { defaultRateLimit, type RateLimit } from '../../src/engine/memory/rate-limiter.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';

/** A fresh memory engine with the fixture tenants; no rate limit unless asked. */
export function memoryEngine(rateLimit: RateLimit | false = false): Engine {
  return createMemoryEngine({ tenants: defaultTenants, rateLimit, onError: () => {} });
}

/** A releases engine over the kit's dataset. */
export function releasesEngine(): Engine {
  return createReleasesEngine({ data: defaultReleasesData, onError: () => {} });
}

/** Every memory option on, with the fixture tenants, so no check is skipped. */
export const memoryRun: Omit<ConformanceOptions, 'baseUrl'> = {
  api: 'memory',
  apiKey: 'ck_test_key',
  workspace: 'ws_main',
  otherWorkspace: 'ws_other',
  deniedWorkspace: 'ws_denied',
  blockedApiKey: 'ck_blocked_key',
  checkout: true,
  rateLimit: true,
  // Twice the mock's limit and one: a burst that spans two fixed windows (600 per 10 s) meets a
  // 429 only past twice the limit. 800 met none when a slow machine's burst crossed a boundary.
  rateLimitBurst: 2 * defaultRateLimit.limit + 1,
  level: 'kit',
  timeoutMs: 5_000,
  // A budget no response of a local engine comes near: the response-time check runs and passes.
  maxResponseTimeMs: 60_000,
  redactSecrets: false,
};

/** The releases run. */
export const releasesRun: Omit<ConformanceOptions, 'baseUrl'> = {
  api: 'releases',
  level: 'kit',
  timeoutMs: 5_000,
  maxResponseTimeMs: 60_000,
};
