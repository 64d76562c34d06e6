import type { FetchLike } from '../src/client/index.js';
import type { Waiting } from './http/waiting.js';
import { optionEntries, optionTable, type RunOptionName, type TableOptions } from './option-table.js';
import type { ApiName, CheckResult, Level } from './vocabulary.js';

/**
 * Everything a run needs: the API, the deployment and the options of {@link optionTable} (each
 * one's meaning is its `help` there). The CLI builds it from flags and `CONFORMANCE_*` variables;
 * programs pass it to `runConformance` directly.
 * @example const options: ConformanceOptions = { api: 'releases', baseUrl: 'https://releases.example.com' };
 */
export type ConformanceOptions = TableOptions & {
  api: ApiName;
  /** Root URL of the deployment, e.g. `https://memory.example.com`. */
  baseUrl: string;
  /** Default `documented`. */
  level?: Level;
  /** The fetch every request goes through. Default `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Called after each check, e.g. for progress output. */
  onResult?: (result: CheckResult) => void;
  /** Called while a request waits for its answer: after a couple of seconds, then every five (progress). */
  onWait?: (waiting: Waiting) => void;
  /**
   * Cancels the run: no check starts after it aborts, the request in flight is aborted, and
   * `runConformance` rejects with the signal's reason instead of returning a report.
   */
  signal?: AbortSignal;
};

/** The run options that have a default in the table. */
type DefaultedName = {
  [K in RunOptionName]: (typeof optionTable)[K] extends { default: unknown } ? K : never;
}[RunOptionName];

/** Options with every default applied. */
export type ResolvedOptions = ConformanceOptions & { level: Level; runId: string } & {
  [K in DefaultedName]-?: NonNullable<ConformanceOptions[K]>;
};

/** The defaults, read from the option table, for code that needs one number. */
export const defaults = {
  level: 'documented',
  timeoutMs: optionTable.timeoutMs.default,
  maxRequests: optionTable.maxRequests.default,
  maxDurationMs: optionTable.maxDurationMs.default,
  rateLimitBurst: optionTable.rateLimitBurst.default,
  pricingModel: optionTable.pricingModel.default,
} as const;

/** A short, sortable, recognisable id: `20250101t120000-ab12`. */
export function createRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').toLowerCase();
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Applies the table's defaults and rejects what cannot run.
 * @throws {TypeError} on a missing base URL, or a memory run without key and workspace.
 * @example resolveOptions({ api: 'releases', baseUrl: 'http://127.0.0.1:4011' })
 */
export function resolveOptions(options: ConformanceOptions): ResolvedOptions {
  if (!/^https?:\/\//i.test(options.baseUrl ?? '') || !URL.canParse(options.baseUrl)) {
    throw new TypeError(
      `baseUrl (CONFORMANCE_BASE_URL, --base-url) must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`,
    );
  }
  if (options.api === 'memory' && (!options.apiKey || !options.workspace)) {
    throw new TypeError(
      'the memory suite needs an API key and a workspace (CONFORMANCE_API_KEY and CONFORMANCE_WORKSPACE, --api-key and --workspace)',
    );
  }
  const withDefaults: Record<string, unknown> = { ...options };
  for (const [name, spec] of optionEntries()) {
    if (spec.cli || spec.default === undefined || withDefaults[name] !== undefined) continue;
    withDefaults[name] = spec.default;
  }
  return {
    ...(withDefaults as ResolvedOptions),
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    level: options.level ?? defaults.level,
    runId: options.runId ?? createRunId(),
  };
}
