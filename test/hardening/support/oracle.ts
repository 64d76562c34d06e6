import type { Engine } from '../../../src/engine/engine.js';

/** A response as the hardening tests see it: from `engine.handle` or from the wire. */
export interface SeenResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Why a response is not a documented error of its request, or `null` when it is one. */
export type Verdict = string | null;

function isErrorBody(body: unknown): body is { error: string; message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && error !== '' && typeof message === 'string' && message !== '';
}

/**
 * Judges one answer to a hostile request against the engine's own routes, which are compiled from
 * the OpenAPI document: it must be a 4xx; on a routed operation its status must be one the document
 * lists for that operation, with the error code the document pins for that status; off the routes,
 * a 404 `not_found` or a 405 `method_not_allowed` with an Allow header. The body is always
 * `{error, message}` with both strings.
 */
export function judgeError(
  engine: { readonly routes: readonly Engine['routes'][number][] },
  method: string,
  path: string,
  seen: SeenResponse,
): Verdict {
  const shown = `${method} ${path.slice(0, 80)} -> ${seen.status} ${JSON.stringify(seen.body)?.slice(0, 200)}`;
  if (seen.status < 400 || seen.status > 499) return `not a 4xx: ${shown}`;
  if (!isErrorBody(seen.body)) return `not the {error, message} shape: ${shown}`;
  const onPath = engine.routes.filter((route) => route.pattern.test(path));
  const route = onPath.find((r) => r.method === method);
  if (route) {
    if (!route.statuses.has(seen.status)) {
      return `status ${seen.status} is not documented for ${route.operationId}: ${shown}`;
    }
    const pinned = route.statuses.get(seen.status);
    if (pinned && pinned !== seen.body.error) {
      return `${route.operationId} documents ${pinned} for ${seen.status}, got ${seen.body.error}: ${shown}`;
    }
    return null;
  }
  if (onPath.length > 0) {
    if (seen.status !== 405 || seen.body.error !== 'method_not_allowed') return `expected 405: ${shown}`;
    const allow = String(seen.headers.allow ?? '');
    const missing = onPath.filter((r) => !allow.includes(r.method));
    return missing.length === 0 ? null : `Allow "${allow}" misses ${missing.map((r) => r.method)}: ${shown}`;
  }
  return seen.status === 404 && seen.body.error === 'not_found' ? null : `expected 404: ${shown}`;
}
