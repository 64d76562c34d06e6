/** Deployment settings of memory-alt; every value can be overridden by start() options or env vars. */

export const DEFECTS = [
  'empty-workspace-accepted',
  'empty-key-accepted',
  'limit-zero-means-default',
  'chunking-flag-ignored',
  'reject-401',
  'recall-ignores-limit',
  'feedback-reinforces-unreturned',
  'cross-workspace-anchor',
  'feedback-404-error-shape',
] as const;

export type Defect = (typeof DEFECTS)[number];

export interface MemoryAltOptions {
  port?: number;
  host?: string;
  defects?: string | string[];
  /** Keys that are valid and whose billing is active. */
  keys?: string[];
  /** Keys that are valid but whose billing account is blocked (402). */
  blockedKeys?: string[];
  /** Workspaces the access policy denies for every key (403). */
  deniedWorkspaces?: string[];
  /** Fixed window rate limit per key and workspace. */
  rateLimit?: { max: number; windowMs: number };
  /** Checkout pricing models whose billing is paused (402). */
  pausedPricingModels?: string[];
  /** Checkout pricing models without a price configuration (500). */
  unpricedPricingModels?: string[];
}

export interface Settings {
  defects: Set<Defect>;
  keys: Set<string>;
  blockedKeys: Set<string>;
  deniedWorkspaces: Set<string>;
  rateLimit: { max: number; windowMs: number };
  pausedPricingModels: Set<string>;
  unpricedPricingModels: Set<string>;
  maxBodyBytes: number;
  recallDefaultLimit: number;
  recallMaxLimit: number;
  chunkChars: number;
}

const list = (value: string | string[] | undefined): string[] => {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : value.split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
};

export function parseDefects(value: string | string[] | undefined): Set<Defect> {
  const names = list(value);
  for (const name of names) {
    if (!(DEFECTS as readonly string[]).includes(name)) {
      throw new Error(`unknown defect "${name}"; known: ${DEFECTS.join(', ')}`);
    }
  }
  return new Set(names as Defect[]);
}

function parseRate(value: string | undefined): { max: number; windowMs: number } | undefined {
  const match = value?.match(/^(\d+)\/(\d+)$/);
  if (!match) return undefined;
  return { max: Number(match[1]), windowMs: Number(match[2]) };
}

export function settingsFrom(options: MemoryAltOptions, env = process.env): Settings {
  const envList = (name: string): string[] | undefined => {
    const value = env[name];
    return value === undefined ? undefined : list(value);
  };
  return {
    defects: parseDefects(options.defects ?? env.DEFECTS),
    keys: new Set(options.keys ?? envList('MEMORY_KEYS') ?? ['mk_alt_primary', 'mk_alt_secondary']),
    blockedKeys: new Set(options.blockedKeys ?? envList('MEMORY_BLOCKED_KEYS') ?? ['mk_alt_blocked']),
    deniedWorkspaces: new Set(
      options.deniedWorkspaces ?? envList('MEMORY_DENIED_WORKSPACES') ?? ['ws_denied'],
    ),
    rateLimit: options.rateLimit ?? parseRate(env.MEMORY_RATE_LIMIT) ?? { max: 300, windowMs: 10_000 },
    pausedPricingModels: new Set(options.pausedPricingModels ?? ['paused']),
    unpricedPricingModels: new Set(options.unpricedPricingModels ?? ['unpriced']),
    maxBodyBytes: 256 * 1024,
    recallDefaultLimit: 5,
    recallMaxLimit: 50,
    chunkChars: 400,
  };
}
