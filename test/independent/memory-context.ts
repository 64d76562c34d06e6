/**
 * What the memory route handlers share: the per-call context, runtime errors and body validation.
 */
import type { JsonObject, Reply } from './http-util.js';
import type { MemoryToggles } from './memory-defects.js';
import type { MemoryStore, Owner } from './memory-store.js';

/** Everything a runtime handler needs for one authenticated call. */
export interface RuntimeContext extends MemoryToggles {
  store: MemoryStore;
  owner: Owner;
  body: JsonObject;
}

/** A runtime error with its documented code; formatted into a body by `errorReply`. */
export class RuntimeError {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly message: string,
  ) {}
}

/** A handler's outcome. */
export type Outcome = Reply | RuntimeError;

/** 400 bad_request with `message`. */
export function badRequest(message: string): RuntimeError {
  return new RuntimeError(400, 'bad_request', message);
}

/** 404 not_found with `message`. */
export function notFound(message: string): RuntimeError {
  return new RuntimeError(404, 'not_found', message);
}

/** A 200 reply: this server answers 200 to every success, creations included. */
export function ok(body: unknown): Reply {
  return { status: 200, body };
}

const WRONG_CODES: Record<string, string> = {
  bad_request: 'invalid_request',
  forbidden: 'access_denied',
  not_found: 'missing',
  rate_limited: 'throttled',
  billing_access_blocked: 'payment_required',
};

/** The documented error body `{error, message}`, or a broken variant when a defect asks for one. */
export function errorReply(failure: RuntimeError, toggles: MemoryToggles): Reply {
  const code = toggles.defects.has('error-code-wrong')
    ? (WRONG_CODES[failure.error] ?? 'error')
    : failure.error;
  const body = toggles.defects.has('error-shape-wrong')
    ? { code, detail: failure.message }
    : { error: code, message: failure.message };
  return { status: failure.status, body };
}

/** Field kinds the bodies use; a trailing `?` marks an optional field. */
export type FieldKind = 'string' | 'string?' | 'object?' | 'boolean' | 'boolean?' | 'string[]' | 'array';

/** Field specification of one body. */
export type BodySpec = Record<string, FieldKind>;

/** First problem of `body` against `spec`, or undefined when it conforms. Unknown fields are ignored. */
export function bodyProblem(body: JsonObject, spec: BodySpec): string | undefined {
  for (const [field, kind] of Object.entries(spec)) {
    const value = body[field];
    const optional = kind.endsWith('?');
    if (value === undefined) {
      if (optional) continue;
      return `${field} is required`;
    }
    if (!matches(value, kind.replace('?', ''))) return `${field} must be ${describe(kind)}`;
  }
  return undefined;
}

function matches(value: unknown, kind: string): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    default:
      return Array.isArray(value);
  }
}

function describe(kind: FieldKind): string {
  const base = kind.replace('?', '');
  if (base === 'string[]') return 'an array of strings';
  return base === 'array' ? 'an array' : `a${base === 'object' ? 'n' : ''} ${base}`;
}

/** A body check as an outcome: bad_request with the first problem. */
export function checkBody(body: JsonObject, spec: BodySpec): RuntimeError | undefined {
  const problem = bodyProblem(body, spec);
  return problem === undefined ? undefined : badRequest(problem);
}

/**
 * Parses an optional integer count field: default when absent, clamped to `max` above it, 400 for
 * a non-integer or a value below 1. Quirks may coerce numeric strings or serve non-positive values.
 */
export function countField(
  value: unknown,
  field: string,
  bounds: { fallback: number; max: number },
  toggles: MemoryToggles,
): number | RuntimeError {
  if (value === undefined || value === null) return bounds.fallback;
  let count = value;
  if (typeof count === 'string' && toggles.quirks.has('limit-string-coerced') && /^\d+$/.test(count)) {
    count = Number(count);
  }
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    if (toggles.defects.has('server-error-bad-limit')) throw new Error(`${field} is not a number`);
    return badRequest(`${field} must be an integer`);
  }
  if (count < 1) {
    return toggles.quirks.has('non-positive-limit-served')
      ? bounds.fallback
      : badRequest(`${field} must be at least 1`);
  }
  return Math.min(count, bounds.max);
}
