import { ApiError, type ErrorCode } from './api-error.js';
import type { Route } from './router.js';

/** The message of each error when it is asked for with `Prefer: code=NNN` rather than earned. */
const preferredMessages: Record<string, string> = {
  bad_request: 'X-Workspace-Id is required',
  billing_access_blocked: 'runtime access is blocked for this billing account',
  forbidden: 'runtime access denied by access policy',
  not_found: 'anchor not found',
  payload_too_large: 'request body exceeds 1048576 bytes',
  rate_limited: 'too many requests',
  billing_paused: 'billing is paused for this pricing model',
  price_configuration_missing: 'payment price configuration missing',
};

/** Longest delay `Prefer: delay=MS` may ask for, so a typo cannot hang a test run. */
export const maxDelayMs = 30_000;

/** What a `Prefer` header asks of the engine: a documented status to answer with, and a delay. */
export interface Preference {
  code?: number;
  delayMs: number;
}

const noPreference: Readonly<Preference> = Object.freeze({ delayMs: 0 });

/**
 * Parses `Prefer: code=429, delay=200` (Prism's `code` convention plus a `delay` of our own).
 * @see ../../../../README.md "Errors and latency on demand"
 */
export function parsePrefer(header: string | undefined): Readonly<Preference> {
  // Nearly every request has none: answer without splitting an empty string each time.
  if (header === undefined) return noPreference;
  const preference: Preference = { delayMs: 0 };
  for (const part of header.split(/[,;]/)) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'code' && value && /^\d{3}$/.test(value)) preference.code = Number(value);
    if (key === 'delay' && value && /^\d{1,6}$/.test(value))
      preference.delayMs = Math.min(Number(value), maxDelayMs);
  }
  return preference;
}

/**
 * The documented error a route answers for `Prefer: code=NNN`, as an ApiError; `null` for a
 * documented success (served normally). An undocumented status is the caller's mistake: a 400.
 */
export function preferredError(route: Route, code: number): ApiError | null {
  if (!route.statuses.has(code)) {
    const documented = [...route.statuses.keys()].join(', ');
    return new ApiError(
      'bad_request',
      `Prefer: code=${code} is not documented for ${route.operationId} (documented: ${documented})`,
    );
  }
  const errorCode = route.statuses.get(code);
  if (errorCode === null || errorCode === undefined) return null;
  const headers: Record<string, string> = code === 429 ? { 'retry-after': '1' } : {};
  return new ApiError(errorCode as ErrorCode, preferredMessages[errorCode] ?? errorCode, headers);
}
