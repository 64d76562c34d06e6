/**
 * The options of starting mocks, checked and planned in one place for every front end: the CLI
 * (`contract-kit mock`, which parses argv into {@link MockSettings}) and the MCP server
 * (`start_mock`, whose validated input is {@link MockSettings} already). Each refusal is a
 * {@link MockSettingError} that names its field; the caller's {@link SettingWords} say how a field
 * is called where the user set it (`--rate-limit` on a command line, `rateLimit` in a tool).
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { MemoryFixture } from '../engine/memory/fixture.js';
import type { RateLimit } from '../engine/memory/rate-limiter.js';
import type { TenantsFixture } from '../engine/memory/tenants.js';
import { resolveControlToken } from '../server/http/control-token.js';
import type { MockServerOptions } from '../server/index.js';
import { packageRoot } from '../server/package-root.js';

/** The APIs there are mocks of. */
export type Api = MockServerOptions['api'];

/**
 * What starting mocks may be asked, typed: one field per `contract-kit mock` flag (`rateLimit` is
 * `--rate-limit`, `latencyMs` is `--latency`, `allowedHosts` the repeated `--allowed-host`), and the
 * APIs to mock. Files are paths, read and checked by {@link planMockSettings}.
 */
export interface MockSettings {
  /** The mocks to start, in print order (the CLI's `memory`, `releases` or `all`). */
  apis: readonly Api[];
  /** Serve the engine without Prism. */
  direct?: boolean;
  /** Until Prism listens, let the engine answer (see `MockServerOptions.serveBeforePrism`). */
  serveBeforePrism?: boolean;
  /** The port of the one mock started; default 4010 for memory, 4011 for releases. */
  port?: number;
  memoryPort?: number;
  releasesPort?: number;
  host?: string;
  /** Memory: a tenants fixture file. */
  tenants?: string;
  /** Memory: deterministic ids and scores. */
  seed?: number;
  /** A state file, kept across restarts (with both mocks, the memory mock's). */
  state?: string;
  /** Memory: `N/WINDOW` (`100/10s`) or `off`. */
  rateLimit?: string;
  latencyMs?: number;
  /** Releases: a dataset file. */
  releasesData?: string;
  /** Print one line per request. */
  verbose?: boolean;
  /** Memory: a prepared-state file to start from. */
  fixtures?: string;
  /** Start every mock with the objects its document's examples name. */
  examples?: boolean;
  controlToken?: string;
  allowedHosts?: readonly string[];
  controlOrigins?: readonly string[];
  corsOrigins?: readonly string[];
  /** Share the state through Redis at this URL. */
  redis?: string;
  /** Serve through this many processes (with `redis`). */
  workers?: number;
}

/** A field of {@link MockSettings} a refusal can name. */
export type MockSetting = Exclude<keyof MockSettings, 'apis'>;

/** How the caller calls its fields, so that every refusal is in the words its user typed. */
export interface SettingWords {
  /** A field as its user knows it: `--rate-limit` on a command line, `rateLimit` in a tool's input. */
  name(field: MockSetting): string;
  /** The text a number was typed as, when the caller parsed it from text (argv); default the number. */
  given?(field: MockSetting): string | undefined;
}

/** The fields called by their own names, as in a tool's input. */
export const fieldWords: SettingWords = { name: (field) => field };

/** A setting that cannot be used: `field` names it, the message says why in the caller's words. */
export class MockSettingError extends Error {
  override readonly name = 'MockSettingError';
  constructor(
    readonly field: MockSetting,
    message: string,
  ) {
    super(message);
  }
}

/** The mocks to start and what they share. */
export interface MockPlan {
  /** One entry per mock, in print order. */
  mocks: MockServerOptions[];
  /** The memory tenants in use and where they came from, for the banner. */
  tenants?: { fixture: TenantsFixture; source: string };
  verbose?: boolean;
  /** The token `/__control/` requires, shared by every mock started, and whether it was generated. */
  control?: { token: string; generated: boolean };
  workers?: number;
  examples?: boolean;
}

/**
 * The variable a control token may come from instead of a flag: a container or compose file
 * passes it so, and it stays out of the process list and the mock's output.
 */
export const controlTokenVariable = 'CONTRACT_KIT_CONTROL_TOKEN';

/** The control token {@link controlTokenVariable} gives, if any. */
export function environmentControlToken(): string | undefined {
  const value = process.env[controlTokenVariable];
  return value === undefined || value === '' ? undefined : value;
}

const defaultPorts: Record<Api, number> = { memory: 4010, releases: 4011 };

/** Fields that configure one API only; setting them without that API running is a mistake. */
const onlyFor: [MockSetting, Api][] = [
  ['memoryPort', 'memory'],
  ['tenants', 'memory'],
  ['seed', 'memory'],
  ['rateLimit', 'memory'],
  ['fixtures', 'memory'],
  ['releasesPort', 'releases'],
  ['releasesData', 'releases'],
];

/** The bounds of each whole-number setting, `[min, max]`; ports say so in their refusal. */
export const integerBounds = {
  port: [0, 65_535],
  memoryPort: [0, 65_535],
  releasesPort: [0, 65_535],
  latencyMs: [0, 30_000],
  seed: [0, 2 ** 31 - 1],
  workers: [1, 64],
} as const satisfies Partial<Record<MockSetting, readonly [number, number]>>;

type IntegerSetting = keyof typeof integerBounds;

function integer(value: number, field: IntegerSetting, words: SettingWords): number {
  const [min, max] = integerBounds[field];
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  const kind = field === 'port' || field.endsWith('Port') ? 'a port number' : 'a whole number';
  const given = words.given?.(field) ?? String(value);
  throw new MockSettingError(
    field,
    `${words.name(field)} must be ${kind} from ${min} to ${max}, got "${given}"`,
  );
}

const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/**
 * A rate limit as text: `N/WINDOW`, N requests per WINDOW per key and workspace, or `off`.
 * @example rateLimitOf('100/10s', fieldWords) // { limit: 100, windowMs: 10000 }
 * @throws {MockSettingError} naming `rateLimit`
 */
export function rateLimitOf(value: string, words: SettingWords): RateLimit | false {
  if (value === 'off') return false;
  const match = /^(\d+)\/(\d+)(ms|s|m|h)$/.exec(value);
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (units[match?.[3] ?? ''] ?? Number.NaN);
  if (!match || !(limit >= 1) || !(windowMs >= 1)) {
    throw new MockSettingError(
      'rateLimit',
      `${words.name('rateLimit')} must be N/WINDOW such as 100/10s, 5/1s or 600/1m, or "off"; got "${value}"`,
    );
  }
  return { limit, windowMs };
}

/** The state file may not exist yet (the first start creates it), but its folder must. */
function checkStateFolder(file: string, words: SettingWords): void {
  const folder = dirname(resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new MockSettingError(
      'state',
      `${words.name('state')} ${file}: the folder ${folder} does not exist (the file is created in it)`,
    );
  }
}

/** Reads and validates a JSON file; any failure is a refusal naming the field and the file. */
async function loadJson<T>(
  file: string,
  field: MockSetting,
  words: SettingWords,
  validate: (value: unknown) => T,
): Promise<T> {
  try {
    return validate(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    throw new MockSettingError(field, `${words.name(field)} ${file}: ${(error as Error).message}`);
  }
}

/** `examples` sets the state of every mock started, so nothing else may set it. */
function checkExamples(settings: MockSettings, words: SettingWords): void {
  if (!settings.examples) return;
  for (const field of ['fixtures', 'releasesData', 'state', 'redis'] as const) {
    if (settings[field] !== undefined) {
      const examples = words.name('examples');
      throw new MockSettingError(
        field,
        `${examples} and ${words.name(field)} exclude each other: ${examples} starts from the objects the documents' examples name`,
      );
    }
  }
}

/** `redis` and `workers`: what they need and what they exclude. */
function checkRedis(settings: MockSettings, words: SettingWords): void {
  const redis = words.name('redis');
  if (settings.workers !== undefined && settings.redis === undefined) {
    throw new MockSettingError(
      'workers',
      `${words.name('workers')} needs ${redis}: processes share their state only through Redis`,
    );
  }
  if (settings.redis === undefined) return;
  if (!/^rediss?:\/\/[^/\s]/.test(settings.redis)) {
    throw new MockSettingError(
      'redis',
      `${redis} ${settings.redis}: expected a URL such as redis://127.0.0.1:6379/0`,
    );
  }
  const why = {
    state: 'the state of record is in Redis',
    seed: 'a seeded id sequence would repeat on every replica (random ids are unique across them)',
    fixtures: 'prepared state would be loaded again by every replica that starts',
  };
  for (const field of ['state', 'seed', 'fixtures'] as const) {
    if (settings[field] !== undefined) {
      throw new MockSettingError(
        field,
        `${words.name(field)} and ${redis} exclude each other: ${why[field]}`,
      );
    }
  }
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

/** `allowedHosts`, `controlOrigins`, `corsOrigins`: each checked here. */
function accessOptions(settings: MockSettings, words: SettingWords): Partial<MockServerOptions> {
  const options: Partial<MockServerOptions> = {};
  const hosts = settings.allowedHosts;
  for (const name of hosts ?? []) {
    if (!/^\.?[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?$/i.test(name))
      throw new MockSettingError(
        'allowedHosts',
        `${words.name('allowedHosts')} ${name}: expected a host name such as mock-a or .example.test`,
      );
  }
  if (hosts) options.allowedHosts = [...hosts];
  for (const field of ['controlOrigins', 'corsOrigins'] as const) {
    const origins = settings[field];
    for (const origin of origins ?? []) {
      if (!isOrigin(origin))
        throw new MockSettingError(
          field,
          `${words.name(field)} ${origin}: expected an origin such as http://localhost:5173`,
        );
    }
    if (origins) options[field] = [...origins];
  }
  return options;
}

/** What every mock started shares: how it is served, latency, the control token, access. */
function commonOptions(settings: MockSettings, words: SettingWords): Partial<MockServerOptions> {
  const options: Partial<MockServerOptions> = {};
  if (settings.direct) options.direct = true;
  if (settings.serveBeforePrism) options.serveBeforePrism = true;
  if (settings.host !== undefined) options.host = settings.host;
  if (settings.redis !== undefined) options.redis = settings.redis;
  if (settings.latencyMs !== undefined) options.latencyMs = integer(settings.latencyMs, 'latencyMs', words);
  const token = settings.controlToken;
  if (token !== undefined && !/^[\x21-\x7e]{16,256}$/.test(token)) {
    throw new MockSettingError(
      'controlToken',
      `${words.name('controlToken')} must be 16 to 256 visible ASCII characters`,
    );
  }
  // One token for every mock started, generated here rather than per mock.
  const control = resolveControlToken(options.host ?? '127.0.0.1', token);
  if (control) options.controlToken = control.token;
  return { ...options, ...accessOptions(settings, words) };
}

function memoryOptions(settings: MockSettings, words: SettingWords): Partial<MockServerOptions> {
  const options: Partial<MockServerOptions> = {};
  if (settings.seed !== undefined) options.seed = integer(settings.seed, 'seed', words);
  if (settings.rateLimit !== undefined) options.rateLimit = rateLimitOf(settings.rateLimit, words);
  return options;
}

async function loadReleasesData(file: string, words: SettingWords) {
  const { validateReleasesData } = await import('../engine/releases/validate-releases-data.js');
  return loadJson(file, 'releasesData', words, validateReleasesData);
}

/** The memory state `examples` or `fixtures` starts from, if either is given. */
async function preparedMemory(
  settings: MockSettings,
  words: SettingWords,
): Promise<MemoryFixture | undefined> {
  if (settings.examples) return (await import('../../fixtures/examples.js')).memoryExamples;
  if (settings.fixtures === undefined) return undefined;
  const { readMemoryFixture } = await import('../engine/memory/fixture.js');
  return loadJson(settings.fixtures, 'fixtures', words, (value) => {
    readMemoryFixture(value, 0);
    return value as MemoryFixture;
  });
}

/**
 * Checks the settings of starting mocks and plans them: one `startMock` options object per API,
 * with the files they name read and checked. The CLI and the MCP server both call it.
 * @example const plan = await planMockSettings({ apis: ['memory'], port: 0, seed: 1 }, fieldWords)
 * @throws {MockSettingError} for anything the user must fix, naming the field
 */
export async function planMockSettings(settings: MockSettings, words: SettingWords): Promise<MockPlan> {
  const { apis } = settings;
  for (const [field, api] of onlyFor) {
    if (settings[field] !== undefined && !apis.includes(api)) {
      throw new MockSettingError(
        field,
        `${words.name(field)} applies to the ${api} mock, which this command does not start`,
      );
    }
  }
  if (settings.fixtures !== undefined && settings.state !== undefined) {
    throw new MockSettingError(
      'fixtures',
      `${words.name('fixtures')} and ${words.name('state')} exclude each other: the state file already holds the state`,
    );
  }
  if (settings.state !== undefined) checkStateFolder(settings.state, words);
  checkExamples(settings, words);
  checkRedis(settings, words);
  if (settings.direct && settings.serveBeforePrism) {
    const direct = words.name('direct');
    throw new MockSettingError(
      'serveBeforePrism',
      `${words.name('serveBeforePrism')} and ${direct} exclude each other: ${direct} starts no Prism`,
    );
  }
  if (settings.port !== undefined && apis.length > 1) {
    throw new MockSettingError(
      'port',
      `${words.name('port')} needs one mock (memory or releases); with both use ${words.name('memoryPort')} and ${words.name('releasesPort')}`,
    );
  }
  let tenants: MockPlan['tenants'];
  if (apis.includes('memory')) {
    const { loadTenants, defaultTenants } = await import('../../fixtures/default-tenants.js');
    tenants = settings.tenants
      ? {
          fixture: await loadJson(settings.tenants, 'tenants', words, loadTenants),
          source: settings.tenants,
        }
      : {
          fixture: defaultTenants,
          source: `default tenants, ${join(packageRoot, 'fixtures', 'tenants.json')}`,
        };
  }
  const common = commonOptions(settings, words);
  const mocks = await Promise.all(
    apis.map(async (api): Promise<MockServerOptions> => {
      const field = settings.port === undefined ? (`${api}Port` as const) : 'port';
      const port = settings[field];
      const options: MockServerOptions = {
        api,
        port: port === undefined ? defaultPorts[api] : integer(port, field, words),
        ...common,
      };
      // With both mocks, the state file is the memory mock's: the releases mock's state is its dataset plus a few added events.
      if (settings.state !== undefined && (api === 'memory' || apis.length === 1))
        options.stateFile = settings.state;
      if (api === 'memory') {
        const fixture = await preparedMemory(settings, words);
        return {
          ...options,
          ...memoryOptions(settings, words),
          ...(fixture ? { memoryFixture: fixture } : {}),
          ...(tenants ? { tenants: tenants.fixture } : {}),
        };
      }
      if (settings.releasesData !== undefined)
        options.releasesData = await loadReleasesData(settings.releasesData, words);
      if (settings.examples)
        options.releasesData = (await import('../../fixtures/examples.js')).releasesExamples;
      return options;
    }),
  );
  const control =
    common.controlToken === undefined
      ? undefined
      : { token: common.controlToken, generated: settings.controlToken === undefined };
  return {
    mocks,
    ...(tenants ? { tenants } : {}),
    ...(settings.verbose ? { verbose: true } : {}),
    ...(control ? { control } : {}),
    ...(settings.workers === undefined ? {} : { workers: integer(settings.workers, 'workers', words) }),
    ...(settings.examples ? { examples: true } : {}),
  };
}
