import type { EngineRequest, EngineResponse } from '../../src/engine/http/pipeline/types.js';
import type { Breaker } from './serve-engine.js';

// biome-ignore lint/suspicious/noExplicitAny: breakers rewrite loose JSON bodies; each variant knows its shape.
export type Json = Record<string, any>;

/** The request's JSON body, or `undefined` when it is not JSON. */
export function bodyOf(request: EngineRequest): Json | undefined {
  if (request.body === null) return undefined;
  const text = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The same request with another JSON body. */
export function withBody(request: EngineRequest, body: unknown): EngineRequest {
  return { ...request, body: JSON.stringify(body) };
}

/** The same request with headers changed (`undefined` removes one). */
export function withHeaders(
  request: EngineRequest,
  headers: Record<string, string | undefined>,
): EngineRequest {
  const next: Record<string, string> = { ...request.headers };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return { ...request, headers: next };
}

/** The same request with query parameters changed (`undefined` removes one). */
export function withQuery(
  request: EngineRequest,
  changes: Record<string, string | undefined>,
): EngineRequest {
  const query = new URLSearchParams(request.query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  return { ...request, query };
}

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): EngineResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body };
}

/** Rewrites requests to one path (exact, or a RegExp). */
export function onRequest(
  path: string | RegExp,
  rewrite: (request: EngineRequest) => EngineRequest | EngineResponse,
): Breaker {
  return {
    request: (request) => (matches(path, request.path) ? rewrite(request) : request),
  };
}

/** Rewrites responses of one path (exact, or a RegExp) with a given status (any when omitted). */
export function onResponse(
  path: string | RegExp,
  rewrite: (response: EngineResponse & { body: Json }, request: EngineRequest) => EngineResponse,
  status?: number,
): Breaker {
  return {
    response: (response, request) =>
      matches(path, request.path) && (status === undefined || response.status === status)
        ? rewrite(response as EngineResponse & { body: Json }, request)
        : response,
  };
}

function matches(path: string | RegExp, actual: string): boolean {
  return typeof path === 'string' ? path === actual : path.test(actual);
}
