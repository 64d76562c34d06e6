import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The start-up audit of a schema: every keyword and every `format` the hand-written validator
 * meets must be one it implements, or compiling fails. A keyword it skipped silently would make
 * the direct and msw mocks quietly more lenient than Prism, which reads the whole schema.
 * @see ../../../openapi/memory.yaml
 */

/** Keywords with validation semantics that {@link ./schema-validator.ts} implements. */
const implemented = new Set([
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'maxProperties',
  'propertyNames',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'allOf',
  'anyOf',
  'default',
]);

/** Keywords that only annotate (JSON Schema 2020-12 and OpenAPI 3.1); `x-` extensions too. */
const annotations = new Set(['title', 'description', 'example', 'examples', 'deprecated', '$comment']);

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

/**
 * Throws an Error naming the first keyword or format under `schema` that the validator does not
 * implement. `where` is a JSON-pointer-like path for the message.
 * @example auditSchema({ type: 'integer', exclusiveMaximum: 5 }, 'limit') // throws: limit: keyword "exclusiveMaximum" ...
 */
export function auditSchema(schema: unknown, where: string): void {
  if (schema === true || schema === false) return;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new Error(`${where}: a schema must be an object or a boolean`);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key) || key.startsWith('x-')) continue;
    if (!implemented.has(key)) {
      throw new Error(
        `${where}: schema keyword "${key}" is not implemented by the engine's validator; implement it in src/engine/http/schema-validator.ts rather than let it be ignored`,
      );
    }
    if (key === 'format' && formatCheck(String(value)) === undefined) {
      throw new Error(`${where}: format "${String(value)}" is not known to the engine's validator`);
    }
    auditChildren(key, value, where);
  }
}

function auditChildren(key: string, value: unknown, where: string): void {
  if (key === 'properties' && value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) auditSchema(child, `${where}.properties.${name}`);
  } else if (key === 'allOf' || key === 'anyOf') {
    if (!Array.isArray(value)) throw new Error(`${where}: ${key} must be an array of schemas`);
    value.forEach((child, i) => {
      auditSchema(child, `${where}.${key}[${i}]`);
    });
  } else if (key === 'items' || key === 'propertyNames') auditSchema(value, `${where}.${key}`);
  else if (key === 'additionalProperties' && typeof value !== 'boolean')
    auditSchema(value, `${where}.${key}`);
}
