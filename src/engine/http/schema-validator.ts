import { auditSchema, formatCheck } from './schema-audit.js';

/**
 * A small JSON Schema validator for the subset the two OpenAPI documents use, compiled once per
 * schema. It returns a clean copy of the value with defaults applied, or the first problem as a
 * sentence that names the field (`limit must be at most 100`). Compiling audits the schema: a
 * keyword or format it does not implement is an error at start-up, never silently skipped.
 */

/** The JSON Schema keywords this validator understands. */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  required?: readonly string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  propertyNames?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  allOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  default?: unknown;
}

/** Outcome of a validation: a clean value, or the first problem found. */
export type Validation = { ok: true; value: unknown } | { ok: false; message: string };

/** A compiled validator. `path` names the value in messages (`body`, `limit`, ...). */
export type Validator = (value: unknown, path: string) => Validation;

const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  const known = patterns.get(source);
  if (known) return known;
  const pattern = new RegExp(source, 'u');
  patterns.set(source, pattern);
  return pattern;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function describe(value: unknown): string {
  return typeOf(value) === 'integer' ? 'number' : typeOf(value);
}

class Failure {
  constructor(readonly message: string) {}
}

function check(schema: JsonSchema | boolean, value: unknown, path: string): unknown {
  if (schema === true) return value;
  if (schema === false) throw new Failure(`${path} is not allowed`);
  for (const part of schema.allOf ?? []) check(part, value, path);
  if (schema.anyOf !== undefined) return checkAnyOf(schema, schema.anyOf, value, path);
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => matchesType(value, t))) {
      throw new Failure(
        `${path} must be ${types.map((t) => (t === 'integer' ? 'an integer' : `a ${t}`)).join(' or ')}, got ${describe(value)}`,
      );
    }
  }
  if (schema.const !== undefined && value !== schema.const)
    throw new Failure(`${path} must be ${String(schema.const)}`);
  if (schema.enum !== undefined && !schema.enum.includes(value)) {
    throw new Failure(`${path} must be one of ${schema.enum.join(', ')}`);
  }
  if (typeof value === 'string') return checkString(schema, value, path);
  if (typeof value === 'number') return checkNumber(schema, value, path);
  if (Array.isArray(value)) return checkArray(schema, value, path);
  if (value !== null && typeof value === 'object')
    return checkObject(schema, value as Record<string, unknown>, path);
  return value;
}

/** The first branch that accepts the value gives it (with that branch's defaults); else a 400. */
function checkAnyOf(
  schema: JsonSchema,
  branches: readonly JsonSchema[],
  value: unknown,
  path: string,
): unknown {
  const base = check({ ...schema, anyOf: undefined }, value, path);
  const problems: string[] = [];
  for (const branch of branches) {
    try {
      return check(branch, base, path);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      problems.push(
        error.message.startsWith(`${path} `) ? error.message.slice(path.length + 1) : error.message,
      );
    }
  }
  // "must be a valid date-time or date" reads better than two sentences joined.
  const formats = problems.map((problem) => /^must be a valid (\S+)$/.exec(problem)?.[1]);
  if (formats.every((format) => format !== undefined))
    throw new Failure(`${path} must be a valid ${formats.join(' or ')}`);
  throw new Failure(`${path} ${problems.join(', or ')}`);
}

/** Length in code points, as JSON Schema counts it, without copying the string. */
function codePoints(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one code point in two units.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

function checkString(schema: JsonSchema, value: string, path: string): string {
  const bounded = schema.minLength !== undefined || schema.maxLength !== undefined;
  const length = bounded ? codePoints(value) : value.length;
  if (schema.minLength !== undefined && length < schema.minLength) {
    throw new Failure(
      schema.minLength === 1
        ? `${path} must not be empty`
        : `${path} must have at least ${schema.minLength} characters`,
    );
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    throw new Failure(`${path} must have at most ${schema.maxLength} characters`);
  }
  const format = schema.format === undefined ? undefined : formatCheck(schema.format);
  if (format?.type === 'string' && !format.test(value))
    throw new Failure(`${path} must be a valid ${schema.format}`);
  if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) {
    throw new Failure(`${path} has an invalid format`);
  }
  return value;
}

function checkNumber(schema: JsonSchema, value: number, path: string): number {
  if (!Number.isFinite(value)) throw new Failure(`${path} must be a finite number`);
  if (schema.minimum !== undefined && value < schema.minimum)
    throw new Failure(`${path} must be at least ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum)
    throw new Failure(`${path} must be at most ${schema.maximum}`);
  const format = schema.format === undefined ? undefined : formatCheck(schema.format);
  if (format?.type === 'number' && !format.test(value))
    throw new Failure(`${path} must be a valid ${schema.format}`);
  return value;
}

function checkArray(schema: JsonSchema, value: unknown[], path: string): unknown[] {
  if (schema.minItems !== undefined && value.length < schema.minItems) {
    throw new Failure(
      `${path} must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`,
    );
  }
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    throw new Failure(`${path} must have at most ${schema.maxItems} items`);
  }
  const items = schema.items;
  return items === undefined ? value.slice() : value.map((item, i) => check(items, item, `${path}[${i}]`));
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string,
): Record<string, unknown> {
  const prefix = path === 'body' ? '' : `${path}.`;
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key) || value[key] === undefined)
      throw new Failure(`${prefix}${key} is required`);
  }
  const keys = Object.keys(value);
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    throw new Failure(`${path} must have at most ${schema.maxProperties} keys`);
  }
  // A prototype-free copy: nothing a client sends can reach Object.prototype.
  const out: Record<string, unknown> = Object.create(null);
  for (const key of keys) {
    const child = schema.properties?.[key];
    if (schema.propertyNames)
      check(schema.propertyNames, key, `${prefix}key ${JSON.stringify(key.slice(0, 40))}`);
    if (child) out[key] = check(child, value[key], `${prefix}${key}`);
    else if (schema.additionalProperties === false) throw new Failure(`${prefix}${key} is not a known field`);
    else if (typeof schema.additionalProperties === 'object')
      out[key] = check(schema.additionalProperties, value[key], `${prefix}${key}`);
    else out[key] = value[key];
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!(key in out) && child.default !== undefined) out[key] = copyOf(child.default);
  }
  return out;
}

/**
 * Compiles a schema into a validator.
 * @throws {Error} when the schema uses a keyword or format this validator does not implement.
 * @example compileSchema({ type: 'integer', maximum: 100 })(500, 'limit') // { ok: false, message: 'limit must be at most 100' }
 */
export function compileSchema(schema: JsonSchema): Validator {
  auditSchema(schema, 'schema');
  return (value, path) => {
    try {
      return { ok: true, value: check(schema, value, path) };
    } catch (error) {
      if (error instanceof Failure) return { ok: false, message: error.message };
      throw error;
    }
  };
}

/** A default the value may keep: primitives as they are, objects as a copy the handler may change. */
function copyOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}
