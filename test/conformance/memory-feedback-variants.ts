import { bodyOf, json, onRequest, onResponse, withBody, withHeaders } from './breakers.js';
import type { Breaker } from './serve-engine.js';
import { variants } from './variant.js';

/** Remembers what each recall session returned, and lists all of it in every feedback. */
function reinforceWholeSession(): Breaker {
  const sessions = new Map<string, string[]>();
  return {
    request: (request) => {
      if (request.path !== '/v1/feedback') return request;
      const body = bodyOf(request) ?? {};
      const all = new Set([...(body.used_memory_atom_ids ?? []), ...(sessions.get(body.session_id) ?? [])]);
      return withBody(request, { ...body, used_memory_atom_ids: [...all] });
    },
    response: (response, request) => {
      const body = response.body as { session_id?: string; items?: { atom_id: string }[] };
      if (request.path === '/v1/recall' && body.session_id) {
        sessions.set(body.session_id, body.items?.map((item) => item.atom_id) ?? []);
      }
      return response;
    },
  };
}

/** Opens every recall session over all atoms but shows only `limit` of them: feedback then reaches atoms never shown. */
function sessionsSeeEverything(): Breaker {
  return {
    request: (request) =>
      request.path === '/v1/recall' ? withBody(request, { ...bodyOf(request), limit: 100 }) : request,
    response: (response, request) => {
      if (request.path !== '/v1/recall' || response.status !== 200) return response;
      const limit = bodyOf(request)?.limit ?? 10;
      const body = response.body as { items: unknown[] };
      return { ...response, body: { ...body, items: body.items.slice(0, limit) } };
    },
  };
}

const setSuccess = (success: boolean) => () =>
  onRequest('/v1/feedback', (request) => withBody(request, { ...bodyOf(request), success }));

const toMain = (request: Parameters<typeof withHeaders>[0]) =>
  request.headers['x-workspace-id'] === 'ws_other'
    ? withHeaders(request, { 'x-workspace-id': 'ws_main' })
    : request;

/** Broken feedback and isolation rules. */
export const memoryFeedbackVariants = variants([
  [
    'feedback on an unknown session is ok',
    'MEM-FEEDBACK-404',
    () => onResponse('/v1/feedback', () => json(200, { ok: true }), 404),
  ],
  ['feedback never reinforces', 'MEM-FEEDBACK-REINFORCES', setSuccess(false)],
  ['feedback reinforces the whole session', 'MEM-FEEDBACK-ONLY-LISTED', reinforceWholeSession],
  [
    'feedback reinforces atoms the session did not return',
    'MEM-FEEDBACK-SESSION-SCOPE',
    sessionsSeeEverything,
  ],
  ['success: false still reinforces', 'MEM-FEEDBACK-FAILURE', setSuccess(true)],
  [
    'anchors are shared across workspaces',
    'MEM-ISOLATION-ANCHOR',
    () => onRequest(/^\/v1\/(atoms|recall)$/, toMain),
  ],
  [
    'recall sessions are shared across workspaces',
    'MEM-ISOLATION-SESSION',
    () => onRequest('/v1/feedback', toMain),
  ],
]);
