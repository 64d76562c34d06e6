import { accessSync, constants, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checksFor } from '../../../conformance/checks/index.js';
import { type OptionName, type OptionSpec, optionEntries } from '../../../conformance/option-table.js';
import type { ConformanceOptions } from '../../../conformance/options.js';
import { apiVariable, OptionsError, parseValue, readEnv } from '../../../conformance/parse-options.js';
import {
  isFileReporter,
  type ReporterName,
  reporterNames,
} from '../../../conformance/reporters/write-reports.js';
import { parseErrorMessage } from '../parse-flags.js';

export { OptionsError as ConformanceUsageError } from '../../../conformance/parse-options.js';

/** What the command will do. */
export interface ConformanceCommand {
  options: Omit<ConformanceOptions, 'fetch' | 'onResult' | 'onWait'>;
  reporters: ReporterName[];
  output: string | undefined;
  /** No --base-url: start the built-in mock. */
  useMock: boolean;
  prism: boolean;
}

type Env = Record<string, string | undefined>;
type ParseConfig = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;

const withFlags = () =>
  optionEntries().filter((entry): entry is [OptionName, OptionSpec & { flag: `--${string}` }] =>
    Boolean(entry[1].flag),
  );

const parseConfig: ParseConfig = {
  ...Object.fromEntries(
    withFlags().map(([, spec]) => [
      spec.flag.slice(2),
      spec.kind === 'boolean'
        ? { type: 'boolean' }
        : {
            type: 'string',
            ...(spec.kind === 'reporters' || spec.kind === 'headers' ? { multiple: true } : {}),
          },
    ]),
  ),
  help: { type: 'boolean', short: 'h' },
};

/** node:util's message, in the words of this command, with a suggestion for a mistyped flag. */
function explain(error: Error): OptionsError {
  return new OptionsError(parseErrorMessage(error, parseConfig));
}

/** The flags' values by option name, each read as its table kind says; flags win over `env`. */
function readValues(values: Record<string, unknown>, env: Env): Partial<Record<OptionName, unknown>> {
  const read = readEnv(env);
  for (const [name, spec] of withFlags()) {
    const raw = values[spec.flag.slice(2)];
    if (raw === undefined) continue;
    read[name] = Array.isArray(raw)
      ? raw.flatMap((item) => parseValue(spec, String(item), spec.flag) as string[])
      : parseValue(spec, raw as string | boolean, spec.flag);
  }
  return read;
}

/**
 * Parses `contract-kit conformance` arguments, falling back to `CONFORMANCE_*` variables; both are
 * read through the option table. Returns `'help'` for -h/--help.
 * @throws {OptionsError} on anything that cannot run.
 * @example parseConformanceArgs(['releases', '--level', 'kit'], process.env)
 */
export function parseConformanceArgs(argv: string[], env: Env): ConformanceCommand | 'help' {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: parseConfig, allowPositionals: true, strict: true });
  } catch (error) {
    throw explain(error as Error);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length > 1) throw new OptionsError(`unexpected argument "${positionals[1]}"`);
  const api = positionals[0] ?? env[apiVariable];
  if (api !== 'memory' && api !== 'releases') {
    throw new OptionsError(
      api ? `unknown API "${api}"; use memory or releases` : 'which API? use memory or releases',
    );
  }
  if (api === 'releases') {
    const misplaced = withFlags().find(
      ([, spec]) => spec.api === 'memory' && values[spec.flag.slice(2)] !== undefined,
    );
    if (misplaced) throw new OptionsError(`${misplaced[1].flag} applies to the memory API only`);
  }
  return buildCommand(api, readValues(values, env));
}

function buildCommand(
  api: 'memory' | 'releases',
  read: Partial<Record<OptionName, unknown>>,
): ConformanceCommand {
  const { reporter, output, prism, ...runValues } = read;
  const reporters = [...new Set((reporter as string[] | undefined) ?? ['pretty'])];
  for (const name of reporters) {
    if (!(reporterNames as readonly string[]).includes(name)) {
      throw new OptionsError(`--reporter must be one of ${reporterNames.join(', ')}, got "${name}"`);
    }
  }
  // `-` takes one report file's text; pretty and github write to standard output themselves.
  if (output === '-' && (reporters.length !== 1 || !isFileReporter(reporters[0] as ReporterName))) {
    const files = reporterNames.filter(isFileReporter).join(', ');
    throw new OptionsError(`--output - writes one file reporter to stdout; choose exactly one of ${files}`);
  }
  const baseUrl = runValues.baseUrl as string | undefined;
  const only = (runValues.only as string[] | undefined)?.map((id) => id.toUpperCase());
  const known = new Set(checksFor(api).map((check) => check.id));
  const unknown = only?.filter((id) => !known.has(id)) ?? [];
  if (unknown.length > 0) throw new OptionsError(`unknown check id ${unknown.join(', ')} for ${api}`);
  const options = {
    ...(api === 'memory' ? runValues : withoutMemoryOptions(runValues)),
    api,
    baseUrl: baseUrl ?? '',
    // Against a deployment the default judges by the documents; the kit's own mock is judged by its own contract.
    level: runValues.level ?? (baseUrl === undefined ? 'kit' : 'documented'),
    ...(only?.length ? { only } : { only: undefined }),
  } as ConformanceCommand['options'];
  if (options.ca !== undefined && !isReadableFile(options.ca)) {
    throw new OptionsError(`--ca: cannot read the file "${options.ca}"`);
  }
  if (baseUrl !== undefined && api === 'memory' && (!options.apiKey || !options.workspace)) {
    throw new OptionsError(
      'the memory suite needs --api-key and --workspace (or CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)',
    );
  }
  return {
    options,
    reporters: reporters as ReporterName[],
    output: output as string | undefined,
    useMock: baseUrl === undefined,
    prism: prism === true,
  };
}

/** Memory options set in the environment do not apply to a releases run. */
function withoutMemoryOptions(
  values: Partial<Record<OptionName, unknown>>,
): Partial<Record<OptionName, unknown>> {
  const memoryOnly = new Set(
    optionEntries()
      .filter(([, spec]) => spec.api === 'memory')
      .map(([name]) => name),
  );
  return Object.fromEntries(Object.entries(values).filter(([name]) => !memoryOnly.has(name as OptionName)));
}

/** True for a file this process may read (`--ca`). */
function isReadableFile(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
