import { schemaKey, validators } from '../../../generated/validators.js';

/**
 * Request and response validation with ajv's standalone validators, precompiled from the documents
 * at build time (`npm run generate`, scripts/render-validators.mjs): the engine never compiles code
 * at run time, so it runs under a Content Security Policy that forbids `eval`. A validator returns
 * a clean copy of the value with defaults applied, or the first problem as a sentence that names
 * the field (`limit must be at most 100`), translated here from ajv's error.
 */

/** The JSON Schema keywords the documents use (the type of the schemas the router reads). */
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

/** One error of an ajv validate function (the fields the messages need). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  propertyName?: string;
}

/** An ajv validate function, precompiled or (in tests) compiled at run time. */
export interface CompiledSchema {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/**
 * The validator of a schema of the documents, found among the precompiled ones.
 * @throws {Error} when the schema has none: a document edited without `npm run generate` (the
 * message shows the schema), caught at start-up since the router compiles every schema then.
 * @example compileSchema(limitSchema)(500, 'limit') // { ok: false, message: 'limit must be at most 100' }
 */
export function compileSchema(schema: JsonSchema): Validator {
  const compiled = validators.get(schemaKey(schema)) as CompiledSchema | undefined;
  if (compiled === undefined) {
    const shown = JSON.stringify(schema);
    throw new Error(
      `no precompiled validator for the schema ${shown.length > 300 ? `${shown.slice(0, 300)}...` : shown}: run npm run generate (src/generated/validators.ts)`,
    );
  }
  return createValidator(compiled, schema);
}

/**
 * A validator around an ajv validate function: validates a prototype-free copy of the value (so
 * defaults land in the copy, never in the caller's value, and nothing a client sends can reach
 * Object.prototype) and translates the first error.
 */
export function createValidator(compiled: CompiledSchema, schema?: JsonSchema): Validator {
  return (value, path) => {
    const copy = cleanCopy(value);
    if (compiled(copy)) return { ok: true, value: copy };
    return { ok: false, message: describeErrors(compiled.errors ?? [], path, copy, schema) };
  };
}

/** The schema an error's keyword belongs to (`#/properties/admin_email/pattern` → that property). */
function schemaOf(schema: JsonSchema | undefined, error: SchemaError): JsonSchema | undefined {
  let node: unknown = schema;
  for (const raw of error.schemaPath.split('/').slice(1, -1)) {
    const segment = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node as JsonSchema | undefined;
}

function cleanCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanCopy);
  if (value === null || typeof value !== 'object') return value;
  // The same prototype-free object as Object.create(null), but V8 keeps that one in dictionary
  // mode, where the validator and the handlers read it about twice as slowly; an empty object
  // given a null prototype before its first key keeps fast properties.
  const out: Record<string, unknown> = {};
  Object.setPrototypeOf(out, null);
  for (const [key, child] of Object.entries(value)) out[key] = cleanCopy(child);
  return out;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The value at an error's place, and its name in messages: `metadata.lane`, `items[0].content`. */
function locate(root: unknown, base: string, instancePath: string): { name: string; value: unknown } {
  let name = base;
  let value = root;
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    name = Array.isArray(value) ? `${name}[${segment}]` : child(name, segment);
    value = (value as Record<string, unknown> | undefined)?.[segment];
  }
  return { name, value };
}

/** A field of an object named `name`: top-level body fields go by their own name. */
function child(name: string, key: string): string {
  return name === 'body' ? key : `${name}.${key}`;
}

function describeErrors(
  errors: readonly SchemaError[],
  base: string,
  root: unknown,
  schema?: JsonSchema,
): string {
  const first = errors[0];
  if (first === undefined) return `${base} is not valid`;
  // With anyOf, ajv lists each branch's error and then the anyOf's own: name them together.
  const anyOf = errors.find((error) => error.keyword === 'anyOf');
  if (anyOf !== undefined && first.schemaPath.startsWith(`${anyOf.schemaPath}/`)) {
    return describeAnyOf(errors, anyOf, base, root, schema);
  }
  return describe(first, base, root, schema);
}

function describeAnyOf(
  errors: readonly SchemaError[],
  anyOf: SchemaError,
  base: string,
  root: unknown,
  schema: JsonSchema | undefined,
): string {
  const { name } = locate(root, base, anyOf.instancePath);
  const byBranch = new Map<string, SchemaError>();
  for (const error of errors) {
    const branch = /^\/(\d+)/.exec(error.schemaPath.slice(anyOf.schemaPath.length))?.[1];
    if (branch !== undefined && !byBranch.has(branch)) byBranch.set(branch, error);
  }
  const problems = [...byBranch.values()].map((error) => {
    const sentence = describe(error, base, root, schema);
    return sentence.startsWith(`${name} `) ? sentence.slice(name.length + 1) : sentence;
  });
  // "must be a valid date-time or date" reads better than two sentences joined.
  const formats = problems.map((problem) => /^must be a valid (\S+)$/.exec(problem)?.[1]);
  if (formats.every((format) => format !== undefined))
    return `${name} must be a valid ${formats.join(' or ')}`;
  return `${name} ${problems.join(', or ')}`;
}

/** One ajv error as the sentence the engine has always given for it. */
function describe(error: SchemaError, base: string, root: unknown, schema: JsonSchema | undefined): string {
  const located = locate(root, base, error.instancePath);
  let { name, value } = located;
  if (error.propertyName !== undefined) {
    // A property name that breaks `propertyNames`: the key itself is the value.
    name = child(name, `key ${JSON.stringify(error.propertyName.slice(0, 40))}`);
    value = error.propertyName;
  }
  const p = error.params;
  const limit = Number(p.limit);
  switch (error.keyword) {
    case 'type': {
      if (typeof value === 'number' && !Number.isFinite(value)) return `${name} must be a finite number`;
      const types = String(p.type).split(',');
      const wanted = types.map((t) => (t === 'integer' ? 'an integer' : `a ${t}`)).join(' or ');
      return `${name} must be ${wanted}, got ${typeOf(value)}`;
    }
    case 'enum':
      return `${name} must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${name} must be ${String(p.allowedValue)}`;
    case 'required':
      return `${child(located.name, String(p.missingProperty))} is required`;
    case 'additionalProperties':
      return `${child(located.name, String(p.additionalProperty))} is not a known field`;
    case 'maxProperties':
      return `${name} must have at most ${limit} keys`;
    case 'minLength':
      return limit === 1 ? `${name} must not be empty` : `${name} must have at least ${limit} characters`;
    case 'maxLength':
      return `${name} must have at most ${limit} characters`;
    case 'format':
      return `${name} must be a valid ${String(p.format)}`;
    case 'pattern': {
      // admin_email's pattern spells out the e-mail format (memory.yaml says why): it fails as one.
      // Other patterns narrow their format (success_url), so they keep the general sentence.
      const format = schemaOf(schema, error)?.format;
      return format === 'email' ? `${name} must be a valid email` : `${name} has an invalid format`;
    }
    case 'minimum':
      return `${name} must be at least ${limit}`;
    case 'maximum':
      return `${name} must be at most ${limit}`;
    case 'minItems':
      return `${name} must have at least ${limit} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${name} must have at most ${limit} items`;
    case 'false schema':
      return `${name} is not allowed`;
    default:
      return `${name} is not valid (${error.keyword})`;
  }
}
