/** Query parameter reading for releases-alt; every refusal is a QueryError (400). */

export const DEFECTS = [
  'date-offset-ignored',
  'fractional-seconds-refused',
  'limit-past-max-accepted',
  'severity-unknown-ignored',
  'active-only-default-false',
  'pagination-skips',
  'total-is-page-count',
  'source-events-ignore-severity',
] as const;

export type Defect = (typeof DEFECTS)[number];

export class QueryError extends Error {}

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 50;

/** limit: 1 or more; above 100 it is served as 100 (this deployment clamps rather than refuses). */
export function readLimit(params: URLSearchParams, defects: Set<Defect>): number {
  const raw = params.get('limit');
  if (raw === null) return DEFAULT_LIMIT;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new QueryError('limit must be a positive integer');
  const limit = Number(raw);
  if (defects.has('limit-past-max-accepted')) return Math.min(limit, 1000);
  return Math.min(limit, MAX_LIMIT);
}

export function readOffset(params: URLSearchParams): number {
  const raw = params.get('offset');
  if (raw === null) return 0;
  if (!/^\d{1,15}$/.test(raw)) throw new QueryError('offset must be a non-negative integer');
  return Number(raw);
}

export function readBoolean(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new QueryError(`${name} must be true or false`);
}

export function readId(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw new QueryError(`${name} must be a positive integer`);
  return Number(raw);
}

export function readEnum<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  lenient: boolean,
): T | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  if (lenient) return undefined;
  throw new QueryError(`${name} must be one of ${allowed.join(', ')}`);
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads an ISO 8601 date or date-time as epoch milliseconds. A plain date is the start of that UTC
 * day (the end of it for an upper bound); a date-time without an offset is UTC. Fractions below a
 * millisecond round inward, so the bound never admits an instant outside it.
 */
export function readDate(
  params: URLSearchParams,
  name: string,
  upper: boolean,
  defects: Set<Defect>,
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  // An unencoded '+' of an offset arrives as a space; read it back as '+'.
  const match = DATE_TIME.exec(
    raw.trim().replace(/(\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (\d{2}(?::?\d{2})?)$/, '$1+$2'),
  );
  if (!match) throw new QueryError(`${name} must be an ISO 8601 date or date-time`);
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  if (fraction !== undefined && defects.has('fractional-seconds-refused')) {
    throw new QueryError(`${name} must look like YYYY-MM-DDTHH:MM:SSZ`);
  }
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) {
    throw new QueryError(`${name} is not a valid date`);
  }
  let at = Date.UTC(year, month - 1, day, hour, minute, second);
  if (h === undefined) return upper ? at + 86_399_999 : at;
  if (fraction !== undefined) {
    const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
    const beyond = /[1-9]/.test(fraction.slice(3));
    at += millis + (beyond && !upper ? 1 : 0);
  }
  if (zone !== undefined && zone.toUpperCase() !== 'Z' && !defects.has('date-offset-ignored')) {
    const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
    if (!zm) throw new QueryError(`${name} has an invalid offset`);
    const offsetMinutes = Number(zm[2]) * 60 + Number(zm[3] ?? 0);
    if (Number(zm[2]) > 23 || Number(zm[3] ?? 0) > 59) throw new QueryError(`${name} has an invalid offset`);
    at -= (zm[1] === '-' ? -1 : 1) * offsetMinutes * 60_000;
  }
  return at;
}
