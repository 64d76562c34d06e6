/**
 * The Prism-validated mode over real HTTP: client -> front -> Prism -> engine. One Prism per API
 * for the whole file, because Prism takes seconds to start. The last test asserts that Prism
 * reported no response violation for anything this file sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders, rawExchange } from './http-helpers.js';

let memory: RunningMock;
let releases: RunningMock;

beforeAll(async () => {
  [memory, releases] = await Promise.all([
    startMock({ api: 'memory', port: 0, seed: 1, rateLimit: false }),
    startMock({ api: 'releases', port: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([memory?.close(), releases?.close()]);
});

const post = (path: string, body: unknown, headers: Record<string, string> = memoryHeaders) =>
  call(`${memory.url}${path}`, { method: 'POST', headers, body });

describe('[SRV-PRISM] Prism in front of the engine', () => {
  it('[SRV-PRISM-1] the memory happy path passes through Prism: anchor, atoms, recall, feedback', async () => {
    const anchor = await post('/v1/anchors', { name: 'Support assistant', type: 'agent' });
    expect(anchor.status).toBe(201);
    expect(anchor.headers.get('sl-violations')).toBeNull();
    const { anchor_id } = anchor.body;
    const atoms = await post('/v1/atoms', {
      anchor_id,
      content: 'The customer prefers email over phone calls.',
    });
    expect(atoms.status).toBe(201);
    await post('/v1/atoms', { anchor_id, content: 'Invoices are sent on the first day of the month.' });
    const recall = await post('/v1/recall', { anchor_id, query: 'email', limit: 5 });
    expect(recall.status).toBe(200);
    expect(recall.body.items[0].atom_id).toBe(atoms.body.atom_ids[0]);
    const feedback = await post('/v1/feedback', {
      session_id: recall.body.session_id,
      success: true,
      used_memory_atom_ids: atoms.body.atom_ids,
    });
    expect(feedback.status).toBe(200);
  });

  it('[SRV-PRISM-2] the releases happy path passes through Prism', async () => {
    for (const path of [
      '/api/v1',
      '/api/v1/sources?type=npm&limit=3',
      '/api/v1/events?severity=Danger&limit=5',
      '/api/v1/sources/1/events?limit=2',
    ]) {
      const answer = await call(`${releases.url}${path}`);
      expect(answer.status, path).toBe(200);
    }
    const unknown = await call(`${releases.url}/api/v1/sources/999999/events`);
    expect(unknown.status).toBe(404);
  });

  it('[SRV-PRISM-3] malformed JSON is answered in the API shape, not by Prism', async () => {
    const answer = await post('/v1/anchors', '{"name":');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.stringContaining('not valid JSON') });
  });

  it('[SRV-PRISM-4] an oversized body is a 413 in the API shape, without sending it all', async () => {
    const head =
      'POST /v1/anchors HTTP/1.1\r\nAuthorization: Bearer ck_test_key\r\nX-Workspace-Id: ws_main\r\nContent-Type: application/json\r\nContent-Length: 20000000';
    const answer = await rawExchange(memory.url, head, Buffer.alloc(1_100_000, 0x20));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('[SRV-PRISM-5] request violations (no credentials) reach the engine and are not counted', async () => {
    const answer = await post(
      '/v1/anchors',
      { name: 'a', type: 'b' },
      { 'content-type': 'application/json' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('bad_request');
    expect(answer.headers.get('sl-violations')).toContain('request');
  });

  it('[SRV-PRISM-6] URLs the API returns name the public port, not the engine behind Prism', async () => {
    const answer = await post('/api/v1/billing/maas/checkout-session', {
      company_name: 'Acme',
      admin_email: 'admin@acme.test',
      pricing_model: 'starter',
      service_source: 'helpdesk',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.success_url.startsWith(`${memory.url}/billing/maas/success`)).toBe(true);
  });

  it('[SRV-PRISM-7] a GET with a body and a HEAD get the engine answer, not a Prism error', async () => {
    const get = await call(`${releases.url}/api/v1/sources?limit=1`, { method: 'POST', headers: {} });
    expect(get.status).toBe(405);
    const withBody = await rawExchange(
      releases.url,
      'GET /api/v1/sources?limit=1 HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2',
      '{}',
    );
    expect(withBody.status).toBe(200);
    const head = await fetch(`${releases.url}/api/v1/sources`, { method: 'HEAD' });
    expect(head.status).not.toBe(500);
  });

  it('[SRV-PRISM-8] the front adds CORS headers to what Prism forwards, once (Prism and the engine add none)', async () => {
    const answer = await fetch(`${releases.url}/api/v1`, { headers: { origin: 'http://localhost:5173' } });
    // A duplicate would read "*, http://localhost:5173", which browsers reject.
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('[SRV-PRISM-9] the answers the front gives itself carry the same CORS headers as forwarded ones (malformed JSON, HEAD, the violations report)', async () => {
    const origin = 'http://localhost:5173';
    const headers = { ...memoryHeaders, origin };
    const cors = (answer: Response | { headers: Headers }) => ({
      origin: answer.headers.get('access-control-allow-origin'),
      credentials: answer.headers.get('access-control-allow-credentials'),
    });
    const valid = await call(`${memory.url}/v1/anchors`, {
      method: 'POST',
      headers,
      body: { name: 'a', type: 'b' },
    });
    expect(valid.status).toBe(201);
    const malformed = await call(`${memory.url}/v1/anchors`, { method: 'POST', headers, body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(cors(malformed)).toEqual(cors(valid));
    expect(cors(malformed)).toEqual({ origin, credentials: 'true' });
    const head = await fetch(`${releases.url}/api/v1/sources`, { method: 'HEAD', headers: { origin } });
    expect(head.headers.get('access-control-allow-origin')).toBe(origin);
    // The control surface is for pages the user named (--control-origin) only: a local page too is refused.
    const violations = await fetch(`${memory.url}/__control/violations`, { headers: { origin } });
    expect(violations.status).toBe(403);
    expect(violations.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('[SRV-PRISM-Z] Prism reported no response violation for anything above', async () => {
    for (const mock of [memory, releases]) {
      const report = await call(`${mock.url}/__control/violations`);
      expect(report.body).toEqual({ count: 0, violations: [] });
      expect(mock.violations().count).toBe(0);
    }
  });
});
