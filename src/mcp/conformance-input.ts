import * as z from 'zod/v4';
import { type OptionSpec, optionEntries, optionTable } from '../../conformance/option-table.js';
import type { ConformanceOptions } from '../../conformance/options.js';
import { levels } from '../../conformance/vocabulary.js';
import { ToolInputError } from './tool-result.js';

/** `Name`, an HTTP token. */
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function schemaOf(spec: OptionSpec): z.ZodType {
  switch (spec.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z
        .number()
        .int()
        .min(spec.min ?? 0);
    case 'list':
      return z.array(z.string());
    case 'level':
      return z.enum(levels);
    case 'headers':
      return z.record(z.string(), z.string());
    default:
      return z.string();
  }
}

/** Options a tool call does not take: the target is the tool's own field, reports are the CLI's. */
const notHere = new Set(['baseUrl']);

/**
 * The input fields of `run_conformance`, one per run option of conformance/option-table.ts (the
 * CLI's flags, by option name, with the same help), so an option added there is offered here too.
 */
export function conformanceOptionShape(): Record<string, z.ZodOptional<z.ZodType>> {
  const shape: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const [name, spec] of optionEntries()) {
    if (spec.cli || notHere.has(name)) continue;
    const suffix = spec.default === undefined ? '' : ` (default ${spec.default})`;
    const flag = spec.flag ? `${spec.flag}: ` : '';
    shape[name] = schemaOf(spec).optional().describe(`${flag}${spec.help}${suffix}`);
  }
  return shape;
}

/**
 * The run options of a tool call's arguments: the table's names, `headers` as `Name: value` lines,
 * `only` in upper case as the CLI reads it.
 * @throws {ToolInputError} for a header name that is not an HTTP token.
 */
export function conformanceOptionsOf(args: Record<string, unknown>): Partial<ConformanceOptions> {
  const options: Record<string, unknown> = {};
  for (const name of Object.keys(conformanceOptionShape())) {
    const value = args[name];
    if (value === undefined) continue;
    const kind = optionTable[name as keyof typeof optionTable].kind;
    if (kind === 'headers') options[name] = headerLines(value as Record<string, string>);
    else if (name === 'only') options[name] = (value as string[]).map((id) => id.trim().toUpperCase());
    else options[name] = value;
  }
  return options as Partial<ConformanceOptions>;
}

function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (!headerName.test(name)) throw new ToolInputError(`headers: "${name}" is not a header name`);
    return `${name}: ${value}`;
  });
}
