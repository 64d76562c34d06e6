import { loadTenants, type TenantsFixture } from '../src/engine/memory/tenants.js';
import fixture from './fixtures/tenants.json' with { type: 'json' };

export { loadTenants, type TenantsFixture };

/**
 * The default tenants: `ck_test_key` on `ws_main` and `ws_other` (policy denies `ws_denied`),
 * `ck_blocked_key` with blocked billing; pricing models `starter`, `growth`, `enterprise`, plus
 * `paused` (402) and `unpriced` (500) for checkout's error cases.
 */
export const defaultTenants: TenantsFixture = loadTenants(fixture);
