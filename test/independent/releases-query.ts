/**
 * Query-parameter parsing and paging of the independent release tracking server. Format errors
 * (not an integer, not a date, not an enum value, negative offset) answer 422; a limit outside
 * 1..100 answers 400. Both carry this server's own body `{detail}`.
 */
import type { ReleasesToggles } from './releases-defects.js';

/** A rejected query: status and human-readable detail. */
export class QueryError {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {}
}

/** Maximum page size stated by the document. */
export const MAX_LIMIT = 100;

/** Parses `limit`: default when absent, 422 when not an integer, 400 outside 1..100. */
export function parseLimit(
  raw: string | null,
  fallback: number,
  toggles: ReleasesToggles,
): number | QueryError {
  if (raw === null) return fallback;
  if (!/^-?\d+$/.test(raw.trim())) {
    if (toggles.defects.has('server-error-bad-limit')) throw new Error(`limit ${raw} is not a number`);
    return new QueryError(422, 'limit must be an integer');
  }
  const limit = Number(raw);
  if (limit < 1) return new QueryError(400, 'limit must be at least 1');
  if (limit > MAX_LIMIT && !toggles.defects.has('limit-not-capped')) {
    return new QueryError(400, `limit must be at most ${MAX_LIMIT}`);
  }
  return limit;
}

/** Parses `offset`: 0 when absent, 422 when not an integer or negative (a quirk serves it as 0). */
export function parseOffset(raw: string | null, toggles: ReleasesToggles): number | QueryError {
  if (raw === null) return 0;
  if (!/^-?\d+$/.test(raw.trim())) return new QueryError(422, 'offset must be an integer');
  const offset = Number(raw);
  if (offset >= 0) return offset;
  return toggles.quirks.has('negative-offset-served')
    ? 0
    : new QueryError(422, 'offset must not be negative');
}

/** Parses a positive integer parameter such as source_id; undefined when absent. */
export function parseId(raw: string | null, name: string): number | undefined | QueryError {
  if (raw === null) return undefined;
  return /^\d+$/.test(raw.trim()) ? Number(raw) : new QueryError(422, `${name} must be a positive integer`);
}

/** Parses a boolean: true/false/1/0, any case. */
export function parseBoolean(raw: string | null, fallback: boolean, name: string): boolean | QueryError {
  if (raw === null) return fallback;
  const text = raw.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return new QueryError(422, `${name} must be true or false`);
}

/** Matches an enum value case-insensitively, returning its canonical spelling. */
export function parseEnum<T extends string>(
  raw: string | null,
  values: readonly T[],
  name: string,
  toggles: ReleasesToggles,
): T | undefined | QueryError {
  if (raw === null) return undefined;
  const match = values.find((value) => value.toLowerCase() === raw.trim().toLowerCase());
  if (match) return match;
  if (toggles.quirks.has('unknown-enum-filter-ignored')) return undefined;
  return new QueryError(422, `${name} must be one of ${values.join(', ')}`);
}

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Parses a date bound to epoch milliseconds. A time without zone is UTC. A date-only end bound
 * covers that whole day (both bounds are inclusive).
 */
export function parseDate(
  raw: string | null,
  name: string,
  endOfDay: boolean,
  toggles: ReleasesToggles,
): number | undefined | QueryError {
  if (raw === null || raw.trim() === '') return undefined;
  const text = raw.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const zoned = dateOnly || /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const ms = ISO.test(text) ? Date.parse(dateOnly ? `${text}T00:00:00Z` : zoned) : Number.NaN;
  if (Number.isNaN(ms)) {
    return toggles.quirks.has('invalid-date-ignored')
      ? undefined
      : new QueryError(422, `${name} must be an ISO 8601 date or datetime`);
  }
  return dateOnly && endOfDay ? ms + 86_400_000 - 1 : ms;
}

/** One page of `rows` and its pagination object (`total` = all matching rows). */
export function paginate<T>(
  rows: readonly T[],
  limit: number,
  offset: number,
  toggles: ReleasesToggles,
  unfilteredTotal: number,
) {
  const skip = toggles.defects.has('offset-off-by-one') && offset > 0 ? 1 : 0;
  const start = toggles.defects.has('offset-ignored') ? 0 : offset + skip;
  const page = rows.slice(start, start + limit);
  let total = rows.length;
  if (toggles.defects.has('total-page-length')) total = page.length;
  if (toggles.defects.has('total-ignores-filters')) total = unfilteredTotal;
  const echo = toggles.defects.has('pagination-echo-wrong');
  const next = offset + page.length < rows.length ? offset + page.length : null;
  return {
    page,
    pagination: { limit: echo ? MAX_LIMIT : limit, offset: echo ? 0 : offset, total, next_offset: next },
  };
}
