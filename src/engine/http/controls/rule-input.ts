/**
 * Checks of what users send to define overrides and faults, from JavaScript (msw) or JSON (the
 * HTTP control surface). Nothing is trusted: each failure is a TypeError whose message names the
 * field, which the control surface answers as a 400.
 */
import type { Times, When, WhenMatcher } from './rule-match.js';

/** Largest count a rule may be given; beyond it, `'always'` says what is meant. */
const maxTimes = 1_000_000;

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
