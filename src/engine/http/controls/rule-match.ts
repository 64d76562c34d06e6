import type { Route } from '../pipeline/router.js';

/**
 * What an override's or a fault's `when` and response function see of a request: the route it
 * matched and its parts, with the JSON body parsed (`undefined` when there is none or it is not
 * JSON). The same view on msw and on the HTTP mock.
 */
export interface RuleRequest {
  method: string;
  path: string;
  operationId: string;
  query: URLSearchParams;
  headers: Readonly<Record<string, string>>;
  body: unknown;
}

/**
 * A `when` as data (the HTTP control surface's form): every listed query parameter and header
 * must have exactly that value, and every listed top-level body field must equal (as JSON).
 * @example { query: { severity: 'Danger' } } or { body: { query: 'refund' } }
 */
export interface WhenMatcher {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A `when`: data, or (in JavaScript) a predicate. */
export type When = WhenMatcher | ((request: RuleRequest) => boolean);

/** How many matching requests a rule applies to: a count, or `'always'` until it is removed. */
export type Times = number | 'always';

/** Whether a request satisfies a `when`. A predicate that throws does not match. */
export function matchesWhen(when: When | undefined, request: RuleRequest): boolean {
  if (when === undefined) return true;
  if (typeof when === 'function') {
    try {
      return when(request) === true;
    } catch {
      return false;
    }
  }
  for (const [name, value] of Object.entries(when.query ?? {})) {
    if (request.query.get(name) !== value) return false;
  }
  for (const [name, value] of Object.entries(when.headers ?? {})) {
    if (request.headers[name.toLowerCase()] !== value) return false;
  }
  const body = request.body;
  for (const [name, value] of Object.entries(when.body ?? {})) {
    if (body === null || typeof body !== 'object' || !Object.hasOwn(body, name)) return false;
    if (JSON.stringify((body as Record<string, unknown>)[name]) !== JSON.stringify(value)) return false;
  }
  return true;
}

/**
 * Finds the route an `operation` names: an operationId (`recall`) or `METHOD /template`
 * (`POST /v1/recall`, `GET /api/v1/sources/{id}/events`).
 * @throws {TypeError} naming the operations there are, when it names none of them.
 */
export function resolveOperation(routes: readonly Route[], operation: unknown): Route {
  if (typeof operation === 'string') {
    const [method, template] = operation.trim().split(/\s+/, 2);
    const found = routes.find((route) =>
      template === undefined
        ? route.operationId === method
        : route.method === method?.toUpperCase() && route.template === template,
    );
    if (found) return found;
  }
  const known = routes.map((route) => route.operationId).join(', ');
  throw new TypeError(
    `operation must be an operationId or "METHOD /path" of this API (${known}); got ${JSON.stringify(operation)?.slice(0, 80)}`,
  );
}
