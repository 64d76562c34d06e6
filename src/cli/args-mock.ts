import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { MemoryFixture } from '../engine/memory/fixture.js';
import type { TenantsFixture } from '../engine/memory/tenants.js';
import { resolveControlToken } from '../server/http/control-token.js';
import type { MockOptions } from '../server/index.js';
import { packageRoot } from '../server/package-root.js';
import { parseInteger, parsePort, parseRateLimit, UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

type Api = MockOptions['api'];

/** What `contract-kit mock ...` asked for. */
export interface MockPlan {
  help: boolean;
  /** One entry per mock to start, in print order. */
  mocks: MockOptions[];
  /** The memory tenants in use and where they came from, for the banner. */
  tenants?: { fixture: TenantsFixture; source: string };
  /** `--verbose`: print one line per request. */
  verbose?: boolean;
  /** The token `/__control/` requires, shared by every mock started, and where it came from. */
  control?: { token: string; source: ControlTokenSource };
  /** `--workers N`: serve through N processes (node:cluster) sharing the state in Redis. */
  workers?: number;
  /** `--examples`: every mock starts with the objects its document's examples name. */
  examples?: boolean;
}

const flags = {
  direct: { type: 'boolean' },
  'serve-before-prism': { type: 'boolean' },
  port: { type: 'string' },
  'memory-port': { type: 'string' },
  'releases-port': { type: 'string' },
  host: { type: 'string' },
  tenants: { type: 'string' },
  seed: { type: 'string' },
  state: { type: 'string' },
  'rate-limit': { type: 'string' },
  latency: { type: 'string' },
  'releases-data': { type: 'string' },
  verbose: { type: 'boolean', short: 'v' },
  fixtures: { type: 'string' },
  examples: { type: 'boolean' },
  'control-token': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  'control-origin': { type: 'string', multiple: true },
  'cors-origin': { type: 'string', multiple: true },
  redis: { type: 'string' },
  workers: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const defaultPorts: Record<Api, number> = { memory: 4010, releases: 4011 };

/** Flags that configure one API only; naming them without that API running is a mistake. */
const onlyFor: Record<string, Api> = {
  'memory-port': 'memory',
  tenants: 'memory',
  seed: 'memory',
  'rate-limit': 'memory',
  fixtures: 'memory',
  'releases-port': 'releases',
  'releases-data': 'releases',
};

function read(argv: string[]) {
  return parseFlags(argv, flags);
}

/** The state file may not exist yet (the first start creates it), but its folder must. */
function checkStateFolder(file: string): void {
  const folder = dirname(resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new UsageError(`--state ${file}: the folder ${folder} does not exist (the file is created in it)`);
  }
}

/** Reads and validates a JSON fixture file; any failure is a usage error naming the flag and file. */
async function loadJson<T>(file: string, flag: string, validate: (value: unknown) => T): Promise<T> {
  try {
    return validate(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    throw new UsageError(`${flag} ${file}: ${(error as Error).message}`);
  }
}

function apisOf(positionals: string[]): Api[] {
  const [target = 'all', ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (target === 'all') return ['memory', 'releases'];
  if (target === 'memory' || target === 'releases') return [target];
  throw new UsageError(`unknown mock "${target}": expected memory, releases or all`);
}

/**
 * Whether `contract-kit mock argv` is going to start Prism (valid flags, no `--help`, no
 * `--direct`), decided from the flags alone so that Prism can start loading before anything else.
 * @example if (startsPrism(argv)) preloadPrism()
 */
export function startsPrism(argv: string[]): boolean {
  try {
    const { values, positionals } = read(argv);
    return !values.help && !values.direct && apisOf(positionals).length > 0;
  } catch {
    return false;
  }
}

/**
 * Parses the arguments of `contract-kit mock` and loads the files they name.
 * @throws UsageError for anything the user must fix (exit code 2)
 */
export async function planMocks(argv: string[]): Promise<MockPlan> {
  const { values, positionals } = read(argv);
  if (values.help) return { help: true, mocks: [] };
  const apis = apisOf(positionals);
  for (const [flag, api] of Object.entries(onlyFor)) {
    if (values[flag as keyof typeof values] !== undefined && !apis.includes(api)) {
      throw new UsageError(`--${flag} applies to the ${api} mock, which this command does not start`);
    }
  }
  if (values.fixtures !== undefined && values.state !== undefined) {
    throw new UsageError('--fixtures and --state exclude each other: the state file already holds the state');
  }
  if (values.state !== undefined) checkStateFolder(values.state);
  checkExamples(values);
  checkRedis(values);
  if (values.direct && values['serve-before-prism']) {
    throw new UsageError('--serve-before-prism and --direct exclude each other: --direct starts no Prism');
  }
  if (values.port !== undefined && apis.length > 1) {
    throw new UsageError(
      '--port needs one mock (memory or releases); with both use --memory-port and --releases-port',
    );
  }
  let tenants: MockPlan['tenants'];
  if (apis.includes('memory')) {
    const { loadTenants, defaultTenants } = await import('../../fixtures/default-tenants.js');
    tenants = values.tenants
      ? { fixture: await loadJson(values.tenants, '--tenants', loadTenants), source: values.tenants }
      : {
          fixture: defaultTenants,
          source: `default tenants, ${join(packageRoot, 'fixtures', 'tenants.json')}`,
        };
  }
  const common = commonOptions(values);
  const mocks = await Promise.all(
    apis.map(async (api): Promise<MockOptions> => {
      const flag = values.port === undefined ? `--${api}-port` : '--port';
      const port = values.port ?? values[`${api}-port`];
      const options: MockOptions = {
        api,
        port: port === undefined ? defaultPorts[api] : parsePort(port, flag),
        ...common,
      };
      // With both mocks, --state is the memory mock's: the releases mock's state is its dataset plus a few added events.
      if (values.state !== undefined && (api === 'memory' || apis.length === 1))
        options.stateFile = values.state;
      if (api === 'memory') {
        const fixture = await preparedMemory(values);
        return {
          ...options,
          ...memoryOptions(values),
          ...(fixture ? { memoryFixture: fixture } : {}),
          ...(tenants ? { tenants: tenants.fixture } : {}),
        };
      }
      if (values['releases-data'] !== undefined)
        options.releasesData = await loadReleasesData(values['releases-data']);
      if (values.examples)
        options.releasesData = (await import('../../fixtures/examples.js')).releasesExamples;
      return options;
    }),
  );
  const control =
    common.controlToken === undefined
      ? undefined
      : { token: common.controlToken, source: controlTokenSource(values['control-token']) };
  return {
    help: false,
    mocks,
    ...(tenants ? { tenants } : {}),
    ...(values.verbose ? { verbose: true } : {}),
    ...(control ? { control } : {}),
    ...(values.workers === undefined ? {} : { workers: parseInteger(values.workers, '--workers', 1, 64) }),
    ...(values.examples ? { examples: true } : {}),
  };
}

type Values = ReturnType<typeof read>['values'];

/** `--examples` sets the state of every mock started, so nothing else may set it. */
function checkExamples(values: Values): void {
  if (!values.examples) return;
  for (const flag of ['fixtures', 'releases-data', 'state', 'redis'] as const) {
    if (values[flag] !== undefined) {
      throw new UsageError(
        `--examples and --${flag} exclude each other: --examples starts from the objects the documents' examples name`,
      );
    }
  }
}

/** `--redis URL` and `--workers N`: what they need and what they exclude. */
function checkRedis(values: Values): void {
  if (values.workers !== undefined && values.redis === undefined) {
    throw new UsageError('--workers needs --redis: processes share their state only through Redis');
  }
  if (values.redis === undefined) return;
  if (!/^rediss?:\/\/[^/\s]/.test(values.redis)) {
    throw new UsageError(`--redis ${values.redis}: expected a URL such as redis://127.0.0.1:6379/0`);
  }
  for (const flag of ['state', 'seed', 'fixtures'] as const) {
    if (values[flag] !== undefined) {
      const why = {
        state: 'the state of record is in Redis',
        seed: 'a seeded id sequence would repeat on every replica (random ids are unique across them)',
        fixtures: 'prepared state would be loaded again by every replica that starts',
      }[flag];
      throw new UsageError(`--${flag} and --redis exclude each other: ${why}`);
    }
  }
}

/**
 * The environment variable a control token may come from instead of `--control-token`: a container
 * or compose file passes it so, and it stays out of the process list and the mock's output.
 */
export const controlTokenVariable = 'CONTRACT_KIT_CONTROL_TOKEN';

function environmentToken(): string | undefined {
  const value = process.env[controlTokenVariable];
  return value === undefined || value === '' ? undefined : value;
}

/** Where the control token came from; only a generated one is printed in full. */
export type ControlTokenSource = 'flag' | 'environment' | 'generated';

function controlTokenSource(flag: string | undefined): ControlTokenSource {
  if (flag !== undefined) return 'flag';
  return environmentToken() === undefined ? 'generated' : 'environment';
}

function commonOptions(values: Values): Partial<MockOptions> {
  const options: Partial<MockOptions> = {};
  if (values.direct) options.direct = true;
  if (values['serve-before-prism']) options.serveBeforePrism = true;
  if (values.host !== undefined) options.host = values.host;
  if (values.redis !== undefined) options.redis = values.redis;
  if (values.latency !== undefined) options.latencyMs = parseInteger(values.latency, '--latency', 0, 30_000);
  const token = values['control-token'] ?? environmentToken();
  if (token !== undefined && !/^[\x21-\x7e]{16,256}$/.test(token)) {
    const named = values['control-token'] === undefined ? controlTokenVariable : '--control-token';
    throw new UsageError(`${named} must be 16 to 256 visible ASCII characters`);
  }
  // One token for every mock started, generated here rather than per mock.
  const control = resolveControlToken(options.host ?? '127.0.0.1', token);
  if (control) options.controlToken = control.token;
  return { ...options, ...accessOptions(values) };
}

/** `--allowed-host`, `--control-origin`, `--cors-origin`: each repeatable, each checked here. */
function accessOptions(values: Values): Partial<MockOptions> {
  const options: Partial<MockOptions> = {};
  const hosts = values['allowed-host'];
  for (const name of hosts ?? []) {
    if (!/^\.?[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?$/i.test(name))
      throw new UsageError(`--allowed-host ${name}: expected a host name such as mock-a or .example.test`);
  }
  if (hosts) options.allowedHosts = hosts;
  for (const flag of ['control-origin', 'cors-origin'] as const) {
    const origins = values[flag];
    for (const origin of origins ?? []) {
      if (!isOrigin(origin))
        throw new UsageError(`--${flag} ${origin}: expected an origin such as http://localhost:5173`);
    }
    if (origins) options[flag === 'control-origin' ? 'controlOrigins' : 'corsOrigins'] = origins;
  }
  return options;
}

/** An origin exactly as a browser sends it: http(s), host, optional port, no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin === value && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

function memoryOptions(values: Values): Partial<MockOptions> {
  const options: Partial<MockOptions> = {};
  if (values.seed !== undefined) options.seed = parseInteger(values.seed, '--seed', 0, 2 ** 31 - 1);
  if (values['rate-limit'] !== undefined) options.rateLimit = parseRateLimit(values['rate-limit']);
  return options;
}

async function loadReleasesData(file: string) {
  const { validateReleasesData } = await import('../engine/releases/validate-releases-data.js');
  return loadJson(file, '--releases-data', validateReleasesData);
}

/** The memory state `--examples` or `--fixtures FILE` starts from, if either is given. */
async function preparedMemory(values: Values): Promise<MemoryFixture | undefined> {
  if (values.examples) return (await import('../../fixtures/examples.js')).memoryExamples;
  return values.fixtures === undefined ? undefined : loadFixture(values.fixtures);
}

async function loadFixture(file: string): Promise<MemoryFixture> {
  const { readMemoryFixture } = await import('../engine/memory/fixture.js');
  return loadJson(file, '--fixtures', (value) => {
    readMemoryFixture(value, 0);
    return value as MemoryFixture;
  });
}
