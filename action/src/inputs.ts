import { type OptionName, type OptionSpec, optionEntries } from '../../conformance/option-table.js';

/** One input of the action, named after the CLI flag it becomes. */
export interface ActionInput {
  /** `base-url` for `--base-url`; `api` is the command's positional argument. */
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  /** The table entry it feeds; absent for `api`. */
  readonly option?: readonly [OptionName, OptionSpec & { flag: `--${string}` }];
}

/**
 * Options the action does not offer: `--prism` puts Prism in front of the built-in mock, and the
 * action judges a deployment (its `base-url`), never the kit's own mock, so its bundle carries
 * neither the mock nor Prism.
 */
const notOffered = new Set<OptionName>(['prism']);

/** What the action's defaults are where they differ from the CLI's; the rest are the table's. */
const actionNotes: Partial<Record<OptionName, string>> = {
  // The table's words speak of a run without --base-url, which the action never makes.
  level:
    "documented (default): what every correct deployment must do; kit: also the kit's own choices where the documents are silent",
  headers:
    "'NAME: VALUE' headers, one per line, sent with every request the checks do not set themselves (a gateway's token, a routing header); reports write each value as $CONFORMANCE_HEADER_NAME",
  baseUrl: "the deployment's root URL (required: the action judges a deployment, not the kit's own mock)",
  reporter:
    'pretty, json, junit, html, ctrf, separated by commas or lines (default: pretty,json,junit,html); github (annotations and the job summary) is always added',
  output:
    'the directory the reports are written to (default: conformance-report), given as output `report-dir`',
};

/** How a list input is written in the workflow (`header`, whose values may hold commas, has its own note). */
const listHint: Partial<Record<OptionSpec['kind'], string>> = {
  list: ' (separated by commas)',
};

/**
 * Every input of the action, derived from the option table (conformance/option-table.ts): one per
 * flag the CLI has, named after it, described by the table's help. No input carries a default in
 * action.yml, so an input left out means what the flag left out means (the table's default).
 */
export function actionInputs(): ActionInput[] {
  const fromTable = optionEntries()
    .filter((entry): entry is [OptionName, OptionSpec & { flag: `--${string}` }] =>
      Boolean(entry[1].flag && !notOffered.has(entry[0])),
    )
    .map(([name, spec]): ActionInput => {
      const fallback = spec.default === undefined ? '' : ` (default: ${spec.default})`;
      // `MS: per-request timeout`: the placeholder of the CLI's usage names the unit.
      const value = spec.value && spec.kind !== 'list' ? `${spec.value}: ` : '';
      const described = actionNotes[name] ?? `${value}${spec.help}${listHint[spec.kind] ?? ''}${fallback}`;
      return {
        name: spec.flag.slice(2),
        description: spec.kind === 'boolean' ? `${described}; true or false` : described,
        required: name === 'baseUrl',
        option: [name, spec],
      };
    });
  return [{ name: 'api', description: 'the API to judge: memory or releases', required: true }, ...fromTable];
}

/** The environment variable the runner sets for an input (`INPUT_BASE-URL`: the dash is kept). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replaceAll(' ', '_').toUpperCase()}`;
}

/** Raised for an input the action cannot turn into flags: a usage error (exit code 2). */
export class InputError extends Error {}

/** The reporters the action runs when its `reporter` input is empty. */
export const defaultReporters = ['pretty', 'json', 'junit', 'html'] as const;

/** An input's items, split on commas (or lines only, for `header`, whose values may hold commas). */
function items(text: string, kind: OptionSpec['kind']): string[] {
  return text
    .split(kind === 'headers' ? /\r?\n/ : /[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The `contract-kit conformance` arguments the inputs in `env` stand for: `api` first, then a flag
 * per input that has a value. The CLI parses them as it parses a shell's, so every check of a
 * value (an integer's bounds, a level's names) is the CLI's own. `github` is always a reporter.
 * @throws {InputError} for a boolean input that is neither true nor false.
 * @example argvFromInputs({ INPUT_API: 'releases', 'INPUT_BASE-URL': 'https://releases.example.com' })
 * // ['releases', '--base-url', 'https://releases.example.com', '--reporter', 'pretty', ..., '--reporter', 'github']
 */
export function argvFromInputs(env: Record<string, string | undefined>): string[] {
  const read = (name: string) => (env[inputVariable(name)] ?? '').trim();
  const argv = read('api') ? [read('api')] : [];
  let reporters: string[] = [...defaultReporters];
  for (const input of actionInputs()) {
    const text = read(input.name);
    if (!input.option || text === '') continue;
    const [name, spec] = input.option;
    if (name === 'reporter') reporters = items(text, spec.kind);
    else if (spec.kind === 'boolean') {
      if (text !== 'true' && text !== 'false') {
        throw new InputError(`input ${input.name} must be true or false, got "${text}"`);
      }
      if (text === 'true') argv.push(spec.flag);
    } else if (spec.kind === 'headers') {
      for (const header of items(text, spec.kind)) argv.push(spec.flag, header);
    } else argv.push(spec.flag, text);
  }
  for (const reporter of new Set([...reporters, 'github'])) argv.push('--reporter', reporter);
  return argv;
}
