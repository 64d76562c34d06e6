import type { ApiName, Level } from './define-check.js';
import type { ConformanceOptions } from './options.js';

/** Options that travel as environment variables (everything but `fetch` and `onResult`). */
export type EnvOptions = Omit<ConformanceOptions, 'fetch' | 'onResult'>;

type Kind = 'string' | 'boolean' | 'number' | 'list';

/** Each option's `CONFORMANCE_*` variable; the CLI reads the same names as fallbacks. */
export const envVariables: Record<Exclude<keyof EnvOptions, 'api'>, [string, Kind]> = {
  baseUrl: ['CONFORMANCE_BASE_URL', 'string'],
  apiKey: ['CONFORMANCE_API_KEY', 'string'],
  workspace: ['CONFORMANCE_WORKSPACE', 'string'],
  otherWorkspace: ['CONFORMANCE_OTHER_WORKSPACE', 'string'],
  deniedWorkspace: ['CONFORMANCE_DENIED_WORKSPACE', 'string'],
  blockedApiKey: ['CONFORMANCE_BLOCKED_API_KEY', 'string'],
  checkout: ['CONFORMANCE_CHECKOUT', 'boolean'],
  pricingModel: ['CONFORMANCE_PRICING_MODEL', 'string'],
  rateLimit: ['CONFORMANCE_RATE_LIMIT', 'boolean'],
  rateLimitBurst: ['CONFORMANCE_RATE_LIMIT_BURST', 'number'],
  level: ['CONFORMANCE_LEVEL', 'string'],
  only: ['CONFORMANCE_ONLY', 'list'],
  timeoutMs: ['CONFORMANCE_TIMEOUT', 'number'],
  maxRequests: ['CONFORMANCE_MAX_REQUESTS', 'number'],
  maxDurationMs: ['CONFORMANCE_MAX_DURATION', 'number'],
  runId: ['CONFORMANCE_RUN_ID', 'string'],
  redactSecrets: ['CONFORMANCE_REDACT', 'boolean'],
};

/** `CONFORMANCE_API`: which suite the vitest suite file registers. */
export const apiVariable = 'CONFORMANCE_API';

/** True for 1/true/yes/on (any case); false for 0/false/no/off/empty. */
export function parseFlag(value: string): boolean | undefined {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off|)$/i.test(value)) return false;
  return undefined;
}

/**
 * Writes options as `CONFORMANCE_*` variables, for the vitest worker that runs the suite file.
 * @example startVitest('test', [], { env: optionsToEnv(options) })
 */
export function optionsToEnv(options: EnvOptions): Record<string, string> {
  const env: Record<string, string> = { [apiVariable]: options.api };
  for (const [key, [name, kind]] of Object.entries(envVariables)) {
    const value = options[key as keyof typeof envVariables];
    if (value === undefined) continue;
    env[name] = kind === 'list' ? (value as string[]).join(',') : String(value);
  }
  return env;
}

/**
 * Reads options back from the environment. Values are taken as written; `resolveOptions` and the
 * CLI's own parsing reject what cannot run.
 * @example registerConformanceSuite(optionsFromEnv(process.env))
 */
export function optionsFromEnv(env: Record<string, string | undefined>): EnvOptions {
  const options: Record<string, unknown> = { api: env[apiVariable] as ApiName, baseUrl: '' };
  for (const [key, [name, kind]] of Object.entries(envVariables)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (kind === 'boolean') options[key] = parseFlag(raw);
    else if (kind === 'number') options[key] = Number(raw);
    else if (kind === 'list')
      options[key] = raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
    else options[key] = raw;
  }
  return options as unknown as EnvOptions & { level?: Level };
}
