import { parseArgs } from 'node:util';
import { checksFor } from '../../../conformance/checks/index.js';
import type { ApiName, Level } from '../../../conformance/define-check.js';
import { apiVariable, envVariables, parseFlag } from '../../../conformance/env.js';
import type { ConformanceOptions } from '../../../conformance/options.js';
import { type ReporterName, reporterNames } from '../../../conformance/reporters/write-reports.js';

/** A mistake on the command line or in a `CONFORMANCE_*` variable: exit code 2. */
export class ConformanceUsageError extends Error {
  override readonly name = 'ConformanceUsageError';
}

/** What the command will do. */
export interface ConformanceCommand {
  options: Omit<ConformanceOptions, 'fetch' | 'onResult'>;
  reporters: ReporterName[];
  output: string | undefined;
  /** No --base-url: start the built-in mock. */
  useMock: boolean;
  prism: boolean;
}

type Env = Record<string, string | undefined>;

const flags = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  workspace: { type: 'string' },
  'other-workspace': { type: 'string' },
  'denied-workspace': { type: 'string' },
  'blocked-api-key': { type: 'string' },
  checkout: { type: 'boolean' },
  'pricing-model': { type: 'string' },
  'rate-limit': { type: 'boolean' },
  'rate-limit-burst': { type: 'string' },
  level: { type: 'string' },
  reporter: { type: 'string', multiple: true },
  output: { type: 'string' },
  timeout: { type: 'string' },
  'max-requests': { type: 'string' },
  'max-duration': { type: 'string' },
  only: { type: 'string' },
  'run-id': { type: 'string' },
  prism: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const memoryOnly = [
  'api-key',
  'workspace',
  'other-workspace',
  'denied-workspace',
  'blocked-api-key',
  'checkout',
  'pricing-model',
  'rate-limit',
  'rate-limit-burst',
] as const;

function integer(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new ConformanceUsageError(`${name} must be a whole number of at least ${min}, got "${value}"`);
  }
  return Number(value);
}

function flag(value: boolean | undefined, variable: string, env: Env): boolean | undefined {
  if (value !== undefined) return value;
  const raw = env[variable];
  if (raw === undefined) return undefined;
  const parsed = parseFlag(raw);
  if (parsed === undefined)
    throw new ConformanceUsageError(`${variable} must be 1/true or 0/false, got "${raw}"`);
  return parsed;
}

/**
 * Parses `contract-kit conformance` arguments, falling back to `CONFORMANCE_*` variables.
 * Returns `'help'` for -h/--help.
 * @throws {ConformanceUsageError} on anything that cannot run.
 * @example parseConformanceArgs(['releases', '--level', 'core'], process.env)
 */
export function parseConformanceArgs(argv: string[], env: Env): ConformanceCommand | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof flags; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: flags, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ConformanceUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length > 1) throw new ConformanceUsageError(`unexpected argument "${positionals[1]}"`);
  const api = positionals[0] ?? env[apiVariable];
  if (api !== 'memory' && api !== 'releases') {
    throw new ConformanceUsageError(
      api ? `unknown API "${api}"; use memory or releases` : 'which API? use memory or releases',
    );
  }
  if (api === 'releases') {
    const misplaced = memoryOnly.filter((name) => values[name] !== undefined);
    if (misplaced.length > 0)
      throw new ConformanceUsageError(`--${misplaced[0]} applies to the memory API only`);
  }
  const pick = (name: keyof typeof flags, key: keyof typeof envVariables) =>
    (values[name] as string | undefined) ?? env[envVariables[key][0]] ?? undefined;
  return buildCommand(api, values, pick, env);
}

function buildCommand(
  api: ApiName,
  values: Record<string, unknown>,
  pick: (name: keyof typeof flags, key: keyof typeof envVariables) => string | undefined,
  env: Env,
): ConformanceCommand {
  const level = pick('level', 'level') ?? 'full';
  if (level !== 'core' && level !== 'full')
    throw new ConformanceUsageError(`--level must be core or full, got "${level}"`);
  const reporters = readReporters(values.reporter as string[] | undefined, env);
  const output = (values.output as string | undefined) ?? env.CONFORMANCE_OUTPUT;
  if (output === '-' && (reporters.includes('pretty') || reporters.length !== 1)) {
    throw new ConformanceUsageError(
      '--output - writes one file reporter to stdout; choose exactly one of json, junit, html',
    );
  }
  const baseUrl = pick('base-url', 'baseUrl');
  if (baseUrl !== undefined && (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl))) {
    throw new ConformanceUsageError(`--base-url must be an absolute http(s) URL, got "${baseUrl}"`);
  }
  const only = pick('only', 'only')
    ?.split(',')
    .map((id) => id.trim().toUpperCase())
    .filter(Boolean);
  const known = new Set(checksFor(api).map((check) => check.id));
  const unknown = only?.filter((id) => !known.has(id)) ?? [];
  if (unknown.length > 0)
    throw new ConformanceUsageError(`unknown check id ${unknown.join(', ')} for ${api}`);
  const options: ConformanceCommand['options'] = {
    api,
    baseUrl: baseUrl ?? '',
    level: level as Level,
    ...(only?.length ? { only } : {}),
    ...optional('timeoutMs', integer(pick('timeout', 'timeoutMs'), '--timeout', 1)),
    ...optional('maxRequests', integer(pick('max-requests', 'maxRequests'), '--max-requests', 10)),
    ...optional('maxDurationMs', integer(pick('max-duration', 'maxDurationMs'), '--max-duration', 1000)),
    ...optional('runId', pick('run-id', 'runId')),
    ...(api === 'memory' ? memoryOptions(values, pick, env) : {}),
  };
  if (baseUrl !== undefined && api === 'memory' && (!options.apiKey || !options.workspace)) {
    throw new ConformanceUsageError(
      'the memory suite needs --api-key and --workspace (or CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)',
    );
  }
  return { options, reporters, output, useMock: baseUrl === undefined, prism: values.prism === true };
}

function memoryOptions(
  values: Record<string, unknown>,
  pick: (name: keyof typeof flags, key: keyof typeof envVariables) => string | undefined,
  env: Env,
): Partial<ConformanceOptions> {
  return {
    ...optional('apiKey', pick('api-key', 'apiKey')),
    ...optional('workspace', pick('workspace', 'workspace')),
    ...optional('otherWorkspace', pick('other-workspace', 'otherWorkspace')),
    ...optional('deniedWorkspace', pick('denied-workspace', 'deniedWorkspace')),
    ...optional('blockedApiKey', pick('blocked-api-key', 'blockedApiKey')),
    ...optional('pricingModel', pick('pricing-model', 'pricingModel')),
    ...optional('checkout', flag(values.checkout as boolean | undefined, envVariables.checkout[0], env)),
    ...optional(
      'rateLimit',
      flag(values['rate-limit'] as boolean | undefined, envVariables.rateLimit[0], env),
    ),
    ...optional(
      'rateLimitBurst',
      integer(pick('rate-limit-burst', 'rateLimitBurst'), '--rate-limit-burst', 1),
    ),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);
}

function readReporters(given: string[] | undefined, env: Env): ReporterName[] {
  const names = given ??
    env.CONFORMANCE_REPORTER?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? ['pretty'];
  for (const name of names) {
    if (!(reporterNames as readonly string[]).includes(name)) {
      throw new ConformanceUsageError(`--reporter must be one of ${reporterNames.join(', ')}, got "${name}"`);
    }
  }
  return [...new Set(names as ReporterName[])];
}
