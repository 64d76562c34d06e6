import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The documents' string and number formats, read as ajv-formats defines them (the "full" set): the
 * definitions the precompiled validators, Prism and the documents' example test use, for the few
 * checks made outside a schema (a releases dataset's URLs).
 * @see ../../../../scripts/render-validators.mjs
 */

/** A format check: a pattern or a predicate, for strings unless `type` says numbers. */
export interface FormatCheck {
  type: 'string' | 'number';
  test: (value: string | number) => boolean;
}

/**
 * The formats, with ajv-formats' own definitions (the "full" set), so the engine, Prism and the
 * documents' example test read `email`, `uri`, `date-time`... the same way.
 */
export function formatCheck(name: string): FormatCheck | undefined {
  if (!checks.has(name)) checks.set(name, readFormat(name));
  return checks.get(name);
}

const checks = new Map<string, FormatCheck | undefined>();

function readFormat(name: string): FormatCheck | undefined {
  const definition = (fullFormats as Record<string, unknown>)[name];
  if (definition instanceof RegExp) return { type: 'string', test: (v) => definition.test(String(v)) };
  if (typeof definition === 'function') return { type: 'string', test: (v) => Boolean(definition(v)) };
  if (definition !== null && typeof definition === 'object') {
    const { type, validate } = definition as { type?: string; validate: unknown };
    const kind = type === 'number' ? 'number' : 'string';
    if (validate instanceof RegExp) return { type: kind, test: (v) => validate.test(String(v)) };
    if (typeof validate === 'function') return { type: kind, test: (v) => Boolean(validate(v)) };
  }
  return undefined;
}
