import type { FetchLike } from '../src/client/index.js';
import type { ApiName, Level } from './define-check.js';
import type { CheckResult } from './result.js';

/**
 * Everything a run needs. The CLI builds it from flags and `CONFORMANCE_*` variables; tests and
 * other programs pass it to `runConformance` directly.
 */
export interface ConformanceOptions {
  api: ApiName;
  /** Root URL of the deployment, e.g. `https://memory.example.com`. */
  baseUrl: string;
  /** Default `full`. */
  level?: Level;
  /** Memory: the key the suite acts with (required for memory). */
  apiKey?: string;
  /** Memory: a workspace the key may use (required for memory). */
  workspace?: string;
  /** Memory: a second workspace the key may use; enables the tenant-isolation checks. */
  otherWorkspace?: string;
  /** Memory: a workspace the access policy denies for the key; enables the 403 checks. */
  deniedWorkspace?: string;
  /** Memory: a key whose billing account is blocked; enables the 402 checks. */
  blockedApiKey?: string;
  /** Memory: also test POST /api/v1/billing/maas/checkout-session. */
  checkout?: boolean;
  /** Memory: a pricing model the checkout accepts. Default `starter`. */
  pricingModel?: string;
  /** Memory: also provoke 429 with a bounded burst. */
  rateLimit?: boolean;
  /** Most requests the 429 burst may send. Default 1000. */
  rateLimitBurst?: number;
  /** Run only these check ids. */
  only?: readonly string[];
  /** Per-request timeout in ms. Default 10 000. */
  timeoutMs?: number;
  /** Traffic budget of the whole run, burst excluded. Default 3000 requests. */
  maxRequests?: number;
  /** Wall-clock bound of the whole run in ms. Default 300 000. */
  maxDurationMs?: number;
  /** Names everything the run creates (`ck-conformance <runId> …`). Default: time-based. */
  runId?: string;
  /** Write API keys into curl lines as `$CONFORMANCE_API_KEY` references. Default true. */
  redactSecrets?: boolean;
  /** The fetch every request goes through. Default `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Called after each check, e.g. for progress output. */
  onResult?: (result: CheckResult) => void;
}

/** Options with every default applied. */
export type ResolvedOptions = Required<
  Pick<
    ConformanceOptions,
    | 'api'
    | 'baseUrl'
    | 'level'
    | 'checkout'
    | 'rateLimit'
    | 'rateLimitBurst'
    | 'pricingModel'
    | 'timeoutMs'
    | 'maxRequests'
    | 'maxDurationMs'
    | 'runId'
    | 'redactSecrets'
  >
> &
  Omit<ConformanceOptions, 'level' | 'checkout' | 'rateLimit' | 'rateLimitBurst' | 'pricingModel'>;

/** The defaults, in one place for the CLI's help text and the README. */
export const defaults = {
  level: 'full',
  timeoutMs: 10_000,
  maxRequests: 3_000,
  maxDurationMs: 300_000,
  rateLimitBurst: 1_000,
  pricingModel: 'starter',
} as const;

/** A short, sortable, recognisable id: `20250101t120000-ab12`. */
export function createRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').toLowerCase();
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Applies defaults and rejects what cannot run.
 * @throws {TypeError} on a missing base URL, or a memory run without key and workspace.
 * @example resolveOptions({ api: 'releases', baseUrl: 'http://127.0.0.1:4011' })
 */
export function resolveOptions(options: ConformanceOptions): ResolvedOptions {
  if (!/^https?:\/\//i.test(options.baseUrl ?? '') || !URL.canParse(options.baseUrl)) {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`);
  }
  if (options.api === 'memory' && (!options.apiKey || !options.workspace)) {
    throw new TypeError('the memory suite needs an API key and a workspace');
  }
  return {
    ...options,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    level: options.level ?? defaults.level,
    checkout: options.checkout ?? false,
    rateLimit: options.rateLimit ?? false,
    rateLimitBurst: options.rateLimitBurst ?? defaults.rateLimitBurst,
    pricingModel: options.pricingModel ?? defaults.pricingModel,
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    maxRequests: options.maxRequests ?? defaults.maxRequests,
    maxDurationMs: options.maxDurationMs ?? defaults.maxDurationMs,
    runId: options.runId ?? createRunId(),
    redactSecrets: options.redactSecrets ?? true,
  };
}
