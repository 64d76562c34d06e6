/** A small closed-object validator: unknown fields and wrong types are a 400. */

export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalid = (message: string): Failure => new Failure(400, 'bad_request', message);

type Rule =
  | { kind: 'string'; required?: boolean; max: number; uuid?: boolean }
  | { kind: 'integer'; required?: boolean }
  | { kind: 'boolean'; required?: boolean }
  | { kind: 'object'; required?: boolean }
  | { kind: 'strings'; required?: boolean; max: number }
  | { kind: 'list'; required?: boolean; max: number };

export type Shape = Record<string, Rule>;
export type Fields = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function check(name: string, rule: Rule, value: unknown): void {
  switch (rule.kind) {
    case 'string':
      if (typeof value !== 'string' || value.length === 0)
        throw invalid(`${name} must be a non-empty string`);
      if (value.length > rule.max) throw invalid(`${name} is longer than ${rule.max} characters`);
      if (rule.uuid && !UUID.test(value)) throw invalid(`${name} must be a UUID`);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw invalid(`${name} must be an integer`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalid(`${name} must be true or false`);
      return;
    case 'object':
      if (!isObject(value)) throw invalid(`${name} must be an object`);
      return;
    case 'strings':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        throw invalid(`${name} must be an array of strings`);
      }
      if (value.length > rule.max) throw invalid(`${name} has more than ${rule.max} items`);
      return;
    case 'list':
      if (!Array.isArray(value) || value.length === 0 || value.length > rule.max) {
        throw invalid(`${name} must be an array of 1 to ${rule.max} items`);
      }
      return;
  }
}

/** Checks `value` against `shape`; returns it typed as a plain record. */
export function validate(value: unknown, shape: Shape, where = 'body'): Fields {
  if (!isObject(value)) throw invalid(`${where} must be a JSON object`);
  for (const field of Object.keys(value)) {
    if (!(field in shape)) throw invalid(`${where} has an unknown field ${field}`);
  }
  for (const [field, rule] of Object.entries(shape)) {
    const present = value[field] !== undefined;
    if (!present && rule.required) throw invalid(`${field} is required`);
    if (present) check(field, rule, value[field]);
  }
  return value;
}

const CHUNKING: Shape = { enabled: { kind: 'boolean', required: true }, max_chars: { kind: 'integer' } };

/** The chunking object's `enabled`, false when chunking is not sent. */
export function chunkingOf(body: Fields): boolean {
  if (body.chunking === undefined) return false;
  return validate(body.chunking, CHUNKING, 'chunking').enabled === true;
}
