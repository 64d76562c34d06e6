/**
 * The tenants fixture: which API keys exist, which workspaces each may use, which the access policy
 * denies, whose billing is blocked, and the checkout pricing models.
 * @see ../../../openapi/memory.yaml#/components/securitySchemes "Authentication"
 */

/** One API key of the fixture. */
export interface TenantKey {
  /** Workspaces the key may use; `"*"` allows any workspace not denied. */
  workspaces: string[];
  /** Workspaces the access policy denies for this key (403). */
  denied_workspaces: string[];
  /** `blocked` answers every runtime call with 402. */
  billing: 'active' | 'blocked';
}

/** One pricing model of checkout. */
export interface PricingModel {
  /** `null`: the price configuration is missing (500). */
  price_id: string | null;
  /** Billing is paused for this model (402). */
  billing_paused?: boolean;
}

/** The whole fixture. */
export interface TenantsFixture {
  keys: Record<string, TenantKey>;
  pricing_models: Record<string, PricingModel>;
}

function fail(path: string, problem: string): never {
  throw new Error(`tenants fixture: ${path} ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function stringList(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0)) {
    fail(path, 'must be an array of non-empty strings');
  }
  return [...value];
}

function readKey(value: unknown, path: string): TenantKey {
  if (!isRecord(value)) fail(path, 'must be an object');
  const billing = value.billing ?? 'active';
  if (billing !== 'active' && billing !== 'blocked') fail(`${path}.billing`, 'must be "active" or "blocked"');
  return {
    workspaces: stringList(value.workspaces, `${path}.workspaces`),
    denied_workspaces: stringList(value.denied_workspaces ?? [], `${path}.denied_workspaces`),
    billing,
  };
}

function readPricingModel(value: unknown, path: string): PricingModel {
  if (!isRecord(value)) fail(path, 'must be an object');
  if (value.price_id !== null && typeof value.price_id !== 'string')
    fail(`${path}.price_id`, 'must be a string or null');
  if (value.billing_paused !== undefined && typeof value.billing_paused !== 'boolean') {
    fail(`${path}.billing_paused`, 'must be a boolean');
  }
  return { price_id: value.price_id, ...(value.billing_paused ? { billing_paused: true } : {}) };
}

/**
 * Validates a tenants fixture (for example a file given with `--tenants`).
 * @throws Error naming the bad field, e.g. `tenants fixture: keys.ck_x.billing must be "active" or "blocked"`
 */
export function loadTenants(value: unknown): TenantsFixture {
  if (!isRecord(value)) fail('root', 'must be an object');
  if (!isRecord(value.keys) || Object.keys(value.keys).length === 0)
    fail('keys', 'must be an object with at least one key');
  const keys: Record<string, TenantKey> = Object.create(null);
  for (const [name, key] of Object.entries(value.keys)) keys[name] = readKey(key, `keys.${name}`);
  const pricing: Record<string, PricingModel> = Object.create(null);
  const models = value.pricing_models ?? {};
  if (!isRecord(models)) fail('pricing_models', 'must be an object');
  for (const [name, model] of Object.entries(models))
    pricing[name] = readPricingModel(model, `pricing_models.${name}`);
  return { keys, pricing_models: pricing };
}
