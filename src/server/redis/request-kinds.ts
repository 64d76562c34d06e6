import { errorResponse } from '../../engine/http/pipeline/api-error.js';
import { routeOf } from '../../engine/http/pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';
import type { MemoryChange } from '../../engine/memory/store.js';
import type { MockInner } from '../../engine/mock/types.js';
import { type LogEntry, logRequest, type TakenRule } from './log-entries.js';

/** Operations that write nothing to the state (with random ids), so they need no write lock. */
const readOnlyOperations = new Set(['hydrateMemory', 'createCheckoutSession']);

/** The answer while Redis cannot be reached: 503 in the APIs' error shape. */
export function unavailable(error: unknown): EngineResponse {
  const message = `the shared state (Redis) is unavailable: ${(error as Error).message}`;
  return errorResponse('state_unavailable', message, { 'retry-after': '1' });
}

/**
 * An added release event's request with the date it got (`now` where it was added, when the
 * request named none), so every replica that repeats the call stores the same event.
 */
function datedEvent(request: EngineRequest, response: EngineResponse): unknown {
  const sent = JSON.parse(readBodyText(request.body)) as Record<string, unknown>;
  return { ...sent, release_date: (response.body as Record<string, unknown>).release_date };
}

function readBodyText(body: EngineRequest['body']): string {
  if (body === null) return '{}';
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

/** Whether `request` may change the shared state, and so must hold the write lock. */
export function isWrite(inner: MockInner, request: EngineRequest): boolean {
  const { method, path } = request;
  const control = request.context?.control ?? path.startsWith('/__control/');
  // While rules are held, any request may use one up: it runs under the lock, and logs that it did.
  if (!control && inner.holdsRules()) return true;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (control) return true;
  const route = request.context ? request.context.route : routeOf(inner.routes, method, path);
  return route !== undefined && !readOnlyOperations.has(route.operationId);
}

/**
 * Whether a write must run in a batch of its own: a control call (what it changed lives outside
 * the store), or any request while rules are held (requests side by side would race for a rule's
 * last use, and the log must hold the uses in the order they were made).
 */
export function runsAlone(inner: MockInner, request: EngineRequest): boolean {
  return (request.context?.control ?? request.path.startsWith('/__control/')) || inner.holdsRules();
}

/** What the log must hold of a write that answered `response` after making `changes`; null for nothing. */
export function entryFor(
  request: EngineRequest,
  response: EngineResponse,
  changes: MemoryChange[],
  taken: TakenRule['kind'] | null,
): LogEntry | null {
  if (request.path.startsWith('/__control/')) {
    if (response.status >= 300) return null;
    const completed = request.path === '/__control/events' ? datedEvent(request, response) : undefined;
    return { q: logRequest(request, false, completed) };
  }
  if (taken) return { c: changes, t: { kind: taken, request: logRequest(request, true) } };
  return changes.length > 0 ? { c: changes } : null;
}
