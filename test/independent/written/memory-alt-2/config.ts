/** memory-alt-2 settings: tenants own keys, data lives per tenant and workspace. */

export const DEFECTS = [
  'bearer-empty-token-accepted',
  'limit-negative-slices',
  'email-plus-refused',
  'unknown-anchor-empty-recall',
  'missing-workspace-403',
  'feedback-ignores-list',
  'stored-count-one',
  'rate-limit-per-key-only',
  'success-url-filled',
] as const;

export type Defect = (typeof DEFECTS)[number];

export interface KeyRecord {
  tenant: string;
  billing: 'active' | 'blocked';
}

export interface Options {
  port?: number;
  host?: string;
  defects?: string | string[];
  /** API keys and their tenants; a tenant whose billing is blocked gets 402. */
  keys?: Record<string, KeyRecord>;
  /** Workspaces the access policy denies to every tenant (403). */
  deniedWorkspaces?: string[];
  /** Token bucket per key and workspace: `burst` requests at once, refilled at `perSecond`. */
  bucket?: { burst: number; perSecond: number };
  pausedPricingModels?: string[];
  unpricedPricingModels?: string[];
}

export interface Config {
  has(defect: Defect): boolean;
  keys: Map<string, KeyRecord>;
  deniedWorkspaces: Set<string>;
  bucket: { burst: number; perSecond: number };
  pausedPricingModels: Set<string>;
  unpricedPricingModels: Set<string>;
  bodyLimit: number;
  limits: { recallDefault: number; recallMax: number; hydrateMax: number };
}

export const DEFAULT_KEYS: Record<string, KeyRecord> = {
  'sk-tenant-a-001': { tenant: 'tenant-a', billing: 'active' },
  'sk-tenant-b-002': { tenant: 'tenant-b', billing: 'active' },
  'sk-tenant-c-blocked': { tenant: 'tenant-c', billing: 'blocked' },
};

/** MEMORY2_KEYS="key=tenant,key2=tenant2:blocked" */
function keysFromEnv(value: string | undefined): Record<string, KeyRecord> | undefined {
  if (!value) return undefined;
  const entries = value.split(',').map((entry) => {
    const [key = '', rest = ''] = entry.trim().split('=');
    const [tenant = key, billing] = rest.split(':');
    return [key, { tenant, billing: billing === 'blocked' ? 'blocked' : 'active' }] as const;
  });
  return Object.fromEntries(entries);
}

export function makeConfig(options: Options, env = process.env): Config {
  const raw = options.defects ?? env.DEFECTS ?? '';
  const names = (Array.isArray(raw) ? raw : raw.split(',')).map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(DEFECTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown defects: ${unknown.join(', ')}; known: ${DEFECTS.join(', ')}`);
  const defects = new Set(names);
  return {
    has: (defect) => defects.has(defect),
    keys: new Map(Object.entries(options.keys ?? keysFromEnv(env.MEMORY2_KEYS) ?? DEFAULT_KEYS)),
    deniedWorkspaces: new Set(options.deniedWorkspaces ?? ['ws-restricted']),
    bucket: options.bucket ?? { burst: 120, perSecond: 40 },
    pausedPricingModels: new Set(options.pausedPricingModels ?? ['legacy']),
    unpricedPricingModels: new Set(options.unpricedPricingModels ?? ['enterprise']),
    bodyLimit: 2 * 1024 * 1024,
    limits: { recallDefault: 20, recallMax: 200, hydrateMax: 64_000 },
  };
}
