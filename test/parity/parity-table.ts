/**
 * The one table of requests that the parity test runs against the engine over HTTP and through
 * msw. Rows run in order against one engine per side, so later rows use what earlier ones created
 * (`capture` stores ids; seeded engines make them equal on both sides). `status` is what the
 * HTTP side must answer, so that a table of two identical failures cannot pass.
 */
import { authCases, overridesOf } from '../support/auth-matrix.js';

/** Values captured from earlier responses, by name. */
export type Vars = Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read as loose JSON to capture ids.
type Json = any;

/** One request of the table. */
export interface ParityRow {
  title: string;
  api: 'memory' | 'releases';
  method: string;
  /** Path and query string; a function when it needs a captured value. */
  path: string | ((vars: Vars) => string);
  /** Merged over the API's default headers; `null` removes a default. */
  headers?: Record<string, string | null>;
  /** An object is sent as JSON, a string as it is; a function builds either from captured values. */
  body?: unknown;
  /** Sends the request this many times and keeps the last answer (rate limits). */
  repeat?: number;
  status: number;
  capture?: (body: Json, vars: Vars) => void;
}

/** The rate limit both memory engines get: small enough for a burst row to reach it. */
export const parityRateLimit = { limit: 40, windowMs: 60_000 };

const memoryHeaders = {
  'content-type': 'application/json',
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
};

/** The API's default headers for a row. */
export function defaultHeaders(api: ParityRow['api']): Record<string, string> {
  return api === 'memory' ? { ...memoryHeaders } : {};
}

const anchor = { name: 'a', type: 'b' };
const checkout = { company_name: 'Acme', admin_email: 'admin@acme.test', service_source: 'web' };
const post = (path: string, body: unknown, status: number, extra: Partial<ParityRow> = {}): ParityRow => ({
  title: `POST ${path} ${status}`,
  api: 'memory',
  method: 'POST',
  path,
  body,
  status,
  ...extra,
});
const get = (path: string, status: number, extra: Partial<ParityRow> = {}): ParityRow => ({
  title: `GET ${path} ${status}`,
  api: 'releases',
  method: 'GET',
  path,
  status,
  ...extra,
});
const zeroUuid = '00000000-0000-4000-8000-000000000000';

/** The rows, both APIs: successes, every documented error status, pagination, feedback. */
export const parityTable: ParityRow[] = [
  post('/api/v1/billing/maas/checkout-session', { ...checkout, pricing_model: 'growth' }, 201, {
    headers: { authorization: null, 'x-workspace-id': null },
  }),
  post('/api/v1/billing/maas/checkout-session', { ...checkout, pricing_model: 'nope' }, 201, {
    title: 'checkout with a model the fixture does not name 201',
  }),
  post('/api/v1/billing/maas/checkout-session', { ...checkout, pricing_model: '' }, 400),
  post('/api/v1/billing/maas/checkout-session', { ...checkout, pricing_model: 'paused' }, 402),
  post('/api/v1/billing/maas/checkout-session', { ...checkout, pricing_model: 'unpriced' }, 500),
  // The Authentication rules, from the table every layer shares; the successes create throwaway anchors.
  ...authCases.map((row) =>
    post('/v1/anchors', anchor, row.status, {
      title: `[${row.id}] anchors, ${row.title}`,
      headers: overridesOf(row),
    }),
  ),
  post('/v1/anchors', { name: 'Support', type: 'agent', metadata: { service_source: 'desk' } }, 201, {
    capture: (body, vars) => {
      vars.anchor = body.anchor_id;
    },
  }),
  post('/v1/anchors', { ...anchor, extra: 1 }, 400, { title: 'anchors with an unknown field 400' }),
  post('/v1/atoms', { anchor_id: zeroUuid, content: 'x' }, 404),
  post(
    '/v1/atoms',
    (v: Vars) => ({ anchor_id: v.anchor, content: 'Refunds are sent by email within five days.' }),
    201,
  ),
  post(
    '/v1/atoms',
    (v: Vars) => ({
      anchor_id: v.anchor,
      content: `${'The customer prefers email over phone calls. '.repeat(4)}\n\n${'Works in Berlin on Tuesdays. '.repeat(4)}`,
      chunking: { enabled: true, max_chars: 60 },
    }),
    201,
    { title: 'atoms with chunking 201' },
  ),
  post('/v1/atoms', 'not json', 400, { title: 'atoms with malformed JSON 400' }),
  post('/v1/atoms', '{}', 400, {
    title: 'atoms without a JSON content type 400',
    headers: { 'content-type': 'text/plain' },
  }),
  post('/v1/atoms', `{"content":"${'x'.repeat(1_100_000)}"}`, 413, { title: 'atoms over 1 MiB 413' }),
  post('/v1/recall', (v: Vars) => ({ anchor_id: v.anchor, query: 'email customer', limit: 5 }), 200, {
    capture: (body, vars) => {
      vars.session = body.session_id;
      vars.atom = body.items.at(-1).atom_id;
    },
  }),
  post('/v1/recall', (v: Vars) => ({ anchor_id: v.anchor, query: 'x', limit: 0 }), 400, {
    title: 'recall limit 0 400',
  }),
  post('/v1/recall', (v: Vars) => ({ anchor_id: v.anchor, query: 'email' }), 404, {
    title: 'recall from another workspace 404',
    headers: { 'x-workspace-id': 'ws_other' },
  }),
  post(
    '/v1/feedback',
    (v: Vars) => ({ session_id: v.session, success: true, used_memory_atom_ids: [v.atom] }),
    200,
  ),
  post('/v1/feedback', { session_id: zeroUuid, success: true, used_memory_atom_ids: [] }, 404),
  post('/v1/recall', (v: Vars) => ({ anchor_id: v.anchor, query: 'email customer', limit: 5 }), 200, {
    title: 'recall after feedback (reinforced scores) 200',
  }),
  post(
    '/v1/memory/ingest',
    { user_external_id: 'u1', session_id: 's1', items: [{ content: 'Likes tea.' }] },
    201,
  ),
  post('/v1/memory/recall', { user_external_id: 'u1', query: 'tea' }, 200),
  post('/v1/memory/hydrate', { user_external_id: 'u1', max_tokens: 50 }, 200),
  post('/v1/anchors', anchor, 429, { title: 'Prefer: code=429 429', headers: { prefer: 'code=429' } }),
  post('/v1/anchors', anchor, 429, {
    title: 'rate limit reached 429',
    headers: { 'x-workspace-id': 'ws_other' },
    repeat: parityRateLimit.limit + 1,
  }),
  post('/v1/anchors', undefined, 405, { title: 'GET on a POST operation 405', method: 'GET' }),
  post('/v1/nowhere', {}, 404, { title: 'unknown memory path 404' }),
  get('/api/v1', 200),
  get('/api/v1/sources', 200),
  get('/api/v1/sources?type=pypi&active_only=false&limit=7&offset=7', 200),
  get('/api/v1/sources?limit=150', 400, { title: 'sources limit 150 is a 400 (maximum 100)' }),
  get('/api/v1/sources?limit=100', 200),
  get('/api/v1/sources?limit=0', 400),
  get('/api/v1/sources?offset=-1', 400),
  get('/api/v1/events?severity=Danger&event_type=EOL&limit=5&offset=10', 200),
  get('/api/v1/events?start_date=2023-01-01&end_date=2023-03-31&limit=100', 200),
  get('/api/v1/events?start_date=2024-01-01&end_date=2023-01-01', 400),
  get('/api/v1/events?severity=Critical', 400),
  get('/api/v1/sources/1/events?limit=3', 200),
  get('/api/v1/sources/999999/events', 404),
  get('/api/v1/sources/abc/events', 400),
  get('/api/v1/sources/1/events', 404, {
    title: 'Prefer: code=404 on source events 404',
    headers: { prefer: 'code=404' },
  }),
  get('/api/v1/sources', 400, {
    title: 'Prefer: code=404 where 404 is undocumented 400',
    headers: { prefer: 'code=404' },
  }),
  get('/api/v2/nothing', 404),
];
