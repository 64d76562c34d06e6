import { defaultRateLimit } from '../engine/memory/rate-limiter.js';

/**
 * The kit's fixture tenants (fixtures/tenants.json) as the conformance options that name them:
 * the defaults of a run that judges the kit's own memory mock, from the CLI (`contract-kit
 * conformance` without `--base-url`) or from the MCP server (`run_conformance` on a started mock).
 */
export const fixtureTenants = {
  apiKey: 'ck_test_key',
  workspace: 'ws_main',
  otherWorkspace: 'ws_other',
  deniedWorkspace: 'ws_denied',
  blockedApiKey: 'ck_blocked_key',
} as const;

/**
 * The rate-limit burst a run sends the kit's own memory mock by default. The mock's limit is a
 * fixed window from a bucket's first request: a burst straddling a window's end may send up to
 * twice the limit before a 429, so the burst reaches past that.
 */
export const ownMockRateLimitBurst = 2 * defaultRateLimit.limit + 100;
