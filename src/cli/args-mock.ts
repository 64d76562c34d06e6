import {
  type Api,
  controlTokenVariable,
  environmentControlToken,
  type MockSetting,
  MockSettingError,
  type MockSettings,
  planMockSettings,
  type SettingWords,
  type MockPlan as SettledPlan,
} from '../options/mock-options.js';
import { UsageError } from './args.js';
import { parseFlags } from './parse-flags.js';

export { controlTokenVariable };

/** What `contract-kit mock ...` asked for. */
export interface MockPlan extends Omit<SettledPlan, 'control'> {
  help: boolean;
  /** The token `/__control/` requires, shared by every mock started, and where it came from. */
  control?: { token: string; source: ControlTokenSource };
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

type Flag = keyof typeof flags;

/** The flag of each setting: the one table from typed settings to the command line's words. */
const flagOf = {
  direct: 'direct',
  serveBeforePrism: 'serve-before-prism',
  port: 'port',
  memoryPort: 'memory-port',
  releasesPort: 'releases-port',
  host: 'host',
  tenants: 'tenants',
  seed: 'seed',
  state: 'state',
  rateLimit: 'rate-limit',
  latencyMs: 'latency',
  releasesData: 'releases-data',
  verbose: 'verbose',
  fixtures: 'fixtures',
  examples: 'examples',
  controlToken: 'control-token',
  allowedHosts: 'allowed-host',
  controlOrigins: 'control-origin',
  corsOrigins: 'cors-origin',
  redis: 'redis',
  workers: 'workers',
} as const satisfies Record<MockSetting, Flag>;

function read(argv: string[]) {
  return parseFlags(argv, flags);
}

type Values = ReturnType<typeof read>['values'];

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

/** A whole number as typed; anything else is NaN, which the settings' check refuses in the flag's words. */
function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The typed settings argv asks for, unchecked: {@link planMockSettings} checks them. */
function settingsOf(values: Values, apis: Api[]): MockSettings {
  return {
    apis,
    direct: values.direct,
    serveBeforePrism: values['serve-before-prism'],
    port: wholeNumber(values.port),
    memoryPort: wholeNumber(values['memory-port']),
    releasesPort: wholeNumber(values['releases-port']),
    host: values.host,
    tenants: values.tenants,
    seed: wholeNumber(values.seed),
    state: values.state,
    rateLimit: values['rate-limit'],
    latencyMs: wholeNumber(values.latency),
    releasesData: values['releases-data'],
    verbose: values.verbose,
    fixtures: values.fixtures,
    examples: values.examples,
    controlToken: values['control-token'] ?? environmentControlToken(),
    allowedHosts: values['allowed-host'],
    controlOrigins: values['control-origin'],
    corsOrigins: values['cors-origin'],
    redis: values.redis,
    workers: wholeNumber(values.workers),
  };
}

/** The command line's words: each setting by its flag, and a number as it was typed. */
function flagWords(values: Values): SettingWords {
  return {
    name: (field) =>
      field === 'controlToken' && values['control-token'] === undefined
        ? controlTokenVariable
        : `--${flagOf[field]}`,
    given: (field) => {
      const value = values[flagOf[field]];
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/**
 * Parses the arguments of `contract-kit mock` into typed settings, and checks and plans them with
 * {@link planMockSettings} (the MCP server's `start_mock` calls it too), loading the files they name.
 * @throws UsageError for anything the user must fix (exit code 2)
 */
export async function planMocks(argv: string[]): Promise<MockPlan> {
  const { values, positionals } = read(argv);
  if (values.help) return { help: true, mocks: [] };
  const apis = apisOf(positionals);
  let plan: SettledPlan;
  try {
    plan = await planMockSettings(settingsOf(values, apis), flagWords(values));
  } catch (error) {
    if (error instanceof MockSettingError) throw new UsageError(error.message);
    throw error;
  }
  const { control, ...rest } = plan;
  return {
    help: false,
    ...rest,
    ...(control ? { control: { token: control.token, source: controlTokenSource(values, control) } } : {}),
  };
}

/** Where the control token came from; only a generated one is printed in full. */
export type ControlTokenSource = 'flag' | 'environment' | 'generated';

function controlTokenSource(values: Values, control: { generated: boolean }): ControlTokenSource {
  if (control.generated) return 'generated';
  return values['control-token'] === undefined ? 'environment' : 'flag';
}
