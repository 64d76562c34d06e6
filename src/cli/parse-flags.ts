import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { UsageError } from './args.js';
import { suggestFlag } from './suggest-flag.js';

/**
 * node:util's parse error in the words of a command line: the unknown flag with the nearest known
 * one (`unknown option --drect; did you mean --direct?`), a flag that needs a value, or node's
 * first sentence (the rest goes on about positionals after `--`).
 * @example parseErrorMessage(error, { direct: { type: 'boolean' } })
 */
export function parseErrorMessage(error: unknown, options: ParseArgsOptionsConfig): string {
  const { code, message } = error as Error & { code?: string };
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) {
    const suggestion = suggestFlag(
      flag,
      Object.keys(options).map((name) => `--${name}`),
    );
    return `unknown option ${flag}${suggestion ? `; did you mean ${suggestion}?` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) return `${flag} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const extra = /'([^']*)'/.exec(message)?.[1];
    return extra === undefined ? 'unexpected argument' : `unexpected argument "${extra}"`;
  }
  return message.split('. ')[0] ?? message;
}

/**
 * A command's flags, strictly: anything unknown or malformed is a {@link UsageError} (exit 2) that
 * says what to type instead.
 * @throws {UsageError} on an unknown flag, a missing value or (without positionals) an extra argument
 * @example const { values, positionals } = parseFlags(argv, { out: { type: 'string' } });
 */
export function parseFlags<const T extends ParseArgsOptionsConfig>(
  argv: string[],
  options: T,
  allowPositionals = true,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(parseErrorMessage(error, options));
  }
}
