/**
 * Checks of what users send to define overrides and faults, from JavaScript (msw) or JSON (the
 * HTTP control surface). Nothing is trusted: each failure is a TypeError whose message names the
 * field, which the control surface answers as a 400. A rule's fields are described once, as a
 * table of {@link FieldRule}s (`faultFields`, `overrideFields`), which these checks, the rule's
 * type and the MCP tools' input schemas are derived from.
 */
import type { Times, When, WhenMatcher } from './rule-match.js';

/** Largest count a rule may be given; beyond it, `'always'` says what is meant. */
export const maxTimes = 1_000_000;

/**
 * What one field of a rule takes, and what it means (`doc`, also the MCP tools' description).
 * `operation` and `response` are checked against the API's routes and document by their callers.
 */
export type FieldRule = { doc: string; required?: true } & (
  | { kind: 'number'; min: number; max: number; integer?: true }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'boolean' | 'times' | 'when' | 'json' | 'operation' | 'response' }
);

/** The value a {@link FieldRule} takes, as JavaScript callers pass it. */
export type FieldValue<R extends FieldRule> = R extends { kind: 'number' }
  ? number
  : R extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : R extends { kind: 'boolean' }
      ? boolean
      : R extends { kind: 'times' }
        ? Times
        : R extends { kind: 'when' }
          ? When
          : R extends { kind: 'operation' }
            ? string
            : unknown;

/** The object a table of optional fields describes: each field with the type its rule takes. */
export type RuleSpec<F extends Record<string, FieldRule>> = { -readonly [K in keyof F]?: FieldValue<F[K]> };

/** A plain object (not an array, not null), or a TypeError naming `where`. */
export function checkObject(
  value: unknown,
  where: string,
  known: readonly string[],
): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${where} must be an object`);
  }
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      throw new TypeError(`${where}.${key} is not a known field (${known.join(', ')})`);
  }
  return value as Record<string, unknown>;
}

/** `times`: a positive integer or `'always'`; default 1. */
export function checkTimes(value: unknown, where: string): Times {
  if (value === undefined) return 1;
  if (value === 'always') return 'always';
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxTimes) {
    throw new TypeError(`${where} must be an integer from 1 to ${maxTimes}, or "always"`);
  }
  return value;
}

function checkStrings(value: unknown, where: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const object = checkObject(value, where, Object.keys(value ?? {}));
  for (const [key, item] of Object.entries(object)) {
    if (typeof item !== 'string') throw new TypeError(`${where}.${key} must be a string`);
  }
  return object as Record<string, string>;
}

/** `when`: a predicate (JavaScript only) or `{ query?, headers?, body? }`. */
export function checkWhen(value: unknown, where: string): When | undefined {
  if (value === undefined || typeof value === 'function') return value as When | undefined;
  const object = checkObject(value, where, ['query', 'headers', 'body']);
  const when: WhenMatcher = {};
  const query = checkStrings(object.query, `${where}.query`);
  const headers = checkStrings(object.headers, `${where}.headers`);
  if (query) when.query = query;
  if (headers) when.headers = headers;
  if (object.body !== undefined)
    when.body = checkObject(object.body, `${where}.body`, Object.keys(object.body ?? {}));
  return when;
}

/** A number in [min, max], or a TypeError. */
export function checkNumber(
  value: unknown,
  where: string,
  min: number,
  max: number,
  integer = false,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new TypeError(`${where} must be a number from ${min} to ${max}`);
  }
  if (integer && !Number.isInteger(value)) throw new TypeError(`${where} must be an integer`);
  return value;
}

/**
 * Checks one field against its rule (an absent field is the caller's to default) and returns it
 * typed. `operation` and `response` pass as they are: their callers check them.
 * @throws {TypeError} naming `where`
 * @example checkField(spec.status, 'fault.status', faultFields.status) // 503
 */
export function checkField<R extends FieldRule>(value: unknown, where: string, rule: R): FieldValue<R> {
  switch (rule.kind) {
    case 'number':
      return checkNumber(value, where, rule.min, rule.max, rule.integer) as FieldValue<R>;
    case 'enum':
      if (!rule.values.includes(value as string)) {
        throw new TypeError(`${where} must be one of ${rule.values.join(', ')}`);
      }
      return value as FieldValue<R>;
    case 'boolean':
      if (typeof value !== 'boolean') throw new TypeError(`${where} must be true or false`);
      return value as FieldValue<R>;
    case 'times':
      return checkTimes(value, where) as FieldValue<R>;
    case 'when':
      return checkWhen(value, where) as FieldValue<R>;
    case 'json':
      try {
        JSON.stringify(value);
      } catch (error) {
        throw new TypeError(`${where} must serialise to JSON: ${(error as Error).message}`);
      }
      return value as FieldValue<R>;
    default:
      return value as FieldValue<R>;
  }
}
