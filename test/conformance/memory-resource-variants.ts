import { bodyOf, json, onRequest, onResponse, withBody } from './breakers.js';
import { variants } from './variant.js';

/** Broken resource rules: anchors, atoms, recall. */
export const memoryResourceVariants = variants([
  [
    'anchor ids are not UUIDs',
    'MEM-ANCHOR-UUID',
    () =>
      onResponse(
        '/v1/anchors',
        (r) => ({ ...r, body: { ...r.body, anchor_id: `anchor-${Date.now()}` } }),
        201,
      ),
  ],
  [
    'chunking disabled still splits',
    'MEM-ATOM-UNCHUNKED',
    () =>
      onRequest('/v1/atoms', (request) => {
        const body = bodyOf(request);
        return body?.chunking?.enabled === false
          ? withBody(request, { ...body, chunking: { enabled: true, max_chars: 200 } })
          : request;
      }),
  ],
  [
    'chunking ignores max_chars and keeps the text whole',
    'MEM-ATOM-CHUNK-SIZE',
    () =>
      onRequest('/v1/atoms', (request) => {
        const body = bodyOf(request);
        return body?.chunking?.max_chars
          ? withBody(request, { ...body, chunking: { enabled: false } })
          : request;
      }),
  ],
  [
    'stored_count is off by one',
    'MEM-ATOM-COUNT',
    () =>
      onResponse(
        '/v1/atoms',
        (r) => ({ ...r, body: { ...r.body, stored_count: r.body.stored_count + 1 } }),
        201,
      ),
  ],
  [
    'chunking enabled stores nothing',
    'MEM-ATOM-CHUNKED',
    () =>
      onRequest('/v1/atoms', (request) =>
        bodyOf(request)?.chunking?.enabled === true
          ? json(201, { atom_ids: [], stored_count: 0, service_source: 'api' })
          : request,
      ),
  ],
  [
    'recall returns truncated content',
    'MEM-ATOM-RECALLED',
    () =>
      onResponse(
        '/v1/recall',
        (r) => ({
          ...r,
          body: {
            ...r.body,
            items: r.body.items.map((i: { content: string }) => ({ ...i, content: i.content.slice(0, 12) })),
          },
        }),
        200,
      ),
  ],
  [
    'atoms into an unknown anchor are a 400',
    'MEM-ANCHOR-404-ATOMS',
    () => onResponse('/v1/atoms', () => json(400, { error: 'bad_request', message: 'invalid anchor' }), 404),
  ],
  [
    'recall of an unknown anchor is an empty 200',
    'MEM-ANCHOR-404-RECALL',
    () => onResponse('/v1/recall', () => json(200, { items: [], session_id: crypto.randomUUID() }), 404),
  ],
  [
    'recall ignores limit',
    'MEM-RECALL-LIMIT',
    () =>
      onRequest('/v1/recall', (request) => {
        const { limit: _ignored, ...rest } = bodyOf(request) ?? {};
        return withBody(request, rest);
      }),
  ],
  [
    'session ids are not UUIDs',
    'MEM-RECALL-SESSION',
    () =>
      onResponse('/v1/recall', (r) => ({ ...r, body: { ...r.body, session_id: `sess_${Date.now()}` } }), 200),
  ],
  [
    'recall comes worst first',
    'MEM-RECALL-SORTED',
    () =>
      onResponse(
        '/v1/recall',
        (r) => ({ ...r, body: { ...r.body, items: [...r.body.items].reverse() } }),
        200,
      ),
  ],
  [
    'an out-of-range recall limit is clamped',
    'MEM-RECALL-LIMIT-RANGE',
    () =>
      onRequest('/v1/recall', (request) => {
        const body = bodyOf(request) ?? {};
        return typeof body.limit === 'number'
          ? withBody(request, { ...body, limit: Math.min(100, Math.max(1, body.limit)) })
          : request;
      }),
  ],
  [
    'the recall limit range ends at 99',
    'MEM-RECALL-LIMIT-RANGE',
    () =>
      onResponse(
        '/v1/recall',
        (response, request) =>
          bodyOf(request)?.limit === 100
            ? json(400, { error: 'bad_request', message: 'limit must be between 1 and 99' })
            : response,
        200,
      ),
  ],
  [
    'the default recall limit is 20',
    'MEM-RECALL-DEFAULT-LIMIT',
    () =>
      onRequest('/v1/recall', (request) => {
        const body = bodyOf(request) ?? {};
        return body.limit === undefined ? withBody(request, { ...body, limit: 20 }) : request;
      }),
  ],
  [
    'unknown body fields are ignored',
    'MEM-BODY-CLOSED',
    () =>
      onRequest('/v1/anchors', (request) => {
        const { name, type, metadata } = bodyOf(request) ?? {};
        return withBody(request, { name, type, ...(metadata ? { metadata } : {}) });
      }),
  ],
]);
