import { type OptionName, type OptionSpec, optionEntries } from './option-table.js';
import type { ConformanceOptions } from './options.js';
import { type ApiName, type Level, levelAliases, levels } from './vocabulary.js';

/** A value that cannot run, from a flag or a `CONFORMANCE_*` variable: exit code 2. */
export class OptionsError extends Error {
  override readonly name = 'OptionsError';
}

/** `CONFORMANCE_API`: which suite the vitest suite file registers. */
export const apiVariable = 'CONFORMANCE_API';

/** `Name: value`, the name an HTTP token. */
const headerLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$/;

/**
 * The headers of `--header` lines, by name.
 * @example headersOf(['X-Gateway-Token: abc']) // { 'X-Gateway-Token': 'abc' }
 */
export function headersOf(lines: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
}

/** True for 1/true/yes/on (any case); false for 0/false/no/off/empty. */
export function parseFlag(value: string): boolean | undefined {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off|)$/i.test(value)) return false;
  return undefined;
}

/** A level name, old names included (`core`, `full`). */
export function parseLevel(value: string): Level | undefined {
  const name = value.trim().toLowerCase();
  return (levels as readonly string[]).includes(name) ? (name as Level) : levelAliases[name];
}

/**
 * Reads one option's text as its table kind says; `where` names the flag or variable for the
 * error message.
 * @throws {OptionsError} when the text is not a value of that kind.
 */
export function parseValue(spec: OptionSpec, raw: string | boolean, where: string): unknown {
  if (typeof raw === 'boolean') return raw;
  const fail = (what: string): never => {
    throw new OptionsError(`${where} must be ${what}, got "${raw}"`);
  };
  switch (spec.kind) {
    case 'boolean':
      return parseFlag(raw) ?? fail('1/true or 0/false');
    case 'integer': {
      const min = spec.min ?? 0;
      return /^\d+$/.test(raw) && Number(raw) >= min
        ? Number(raw)
        : fail(`a whole number of at least ${min}`);
    }
    case 'list':
    case 'reporters':
      return raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    case 'headers':
      return raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => (headerLine.test(line) ? line : fail("a header as 'Name: value'")));
    case 'level':
      return parseLevel(raw) ?? fail(`one of ${levels.join(', ')} (old names: core, full)`);
    case 'url':
      return /^https?:\/\//i.test(raw) && URL.canParse(raw) ? raw : fail('an absolute http(s) URL');
    default:
      return raw;
  }
}

/**
 * Every option set in the environment, read by the table. The CLI uses it for its fallbacks; the
 * vitest suite file for all its options.
 * @throws {OptionsError} on a value that cannot run.
 * @example registerConformanceSuite(optionsFromEnv(process.env))
 */
export function optionsFromEnv(env: Record<string, string | undefined>): ConformanceOptions {
  const values: Partial<Record<OptionName, unknown>> = readEnv(env);
  const api = env[apiVariable] as ApiName;
  return { ...values, api, baseUrl: (values.baseUrl as string | undefined) ?? '' } as ConformanceOptions;
}

/** The table's options found in `env`, by option name. */
export function readEnv(env: Record<string, string | undefined>): Partial<Record<OptionName, unknown>> {
  const values: Partial<Record<OptionName, unknown>> = {};
  for (const [name, spec] of optionEntries()) {
    const raw = env[spec.env];
    if (raw === undefined || raw === '') continue;
    values[name] = parseValue(spec, raw, spec.env);
  }
  return values;
}
