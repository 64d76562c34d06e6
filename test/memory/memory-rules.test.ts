/**
 * The memory document's rules, one by one, over real HTTP: against the engine served directly and
 * through the real Prism proxy. The Prism run ends by asserting Prism reported no response
 * violation for anything this file sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders } from '../server/http-helpers.js';
import { authCases, requestHeaders } from '../support/auth-matrix.js';

// A third workspace only for the rate-limit burst, so its bucket is not shared with other tests.
const tenants = structuredClone(defaultTenants);
(tenants.keys.ck_test_key as { workspaces: string[] }).workspaces.push('ws_burst');
const rateLimit = { limit: 40, windowMs: 60_000 };

describe.each([
  ['direct', true],
  ['prism', false],
])('memory rules (%s)', (mode, direct) => {
  let mock: RunningMock;
  const post = (path: string, body: unknown, headers: Record<string, string> = memoryHeaders) =>
    call(`${mock.url}${path}`, { method: 'POST', headers, body });
  const anchor = async () =>
    (await post('/v1/anchors', { name: `rules ${mode}`, type: 'agent' })).body.anchor_id as string;

  beforeAll(async () => {
    mock = await startMock({ api: 'memory', port: 0, direct, tenants, rateLimit: false, seed: 3 });
  });
  afterAll(() => mock?.close());

  it.each(authCases.map((row) => [`[${row.id}] ${row.title}`, row] as const))('%s', async (_title, row) => {
    const answer = await post('/v1/anchors', { name: 'a', type: 'b' }, requestHeaders(row));
    expect(answer.status).toBe(row.status);
    if (row.code) expect(answer.body).toEqual({ error: row.code, message: expect.any(String) });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('[BODY-1] malformed JSON, wrong types and unknown fields are 400 in the error shape', async () => {
    for (const body of ['{"name":', '{"name": 5, "type": "b"}', '{"name":"a","type":"b","extra":1}', '[]']) {
      const answer = await post('/v1/anchors', body);
      expect(answer, body).toMatchObject({
        status: 400,
        body: { error: 'bad_request', message: expect.any(String) },
      });
    }
  });

  it('[ATOMS-1] chunking off stores one atom; on, a multi-paragraph text stores several; counts agree', async () => {
    const anchorId = await anchor();
    const off = await post('/v1/atoms', {
      anchor_id: anchorId,
      content: 'One.\n\nTwo.',
      chunking: { enabled: false },
    });
    expect(off.body).toMatchObject({ stored_count: 1, atom_ids: [expect.any(String)] });
    const text = Array.from(
      { length: 4 },
      (_, i) => `Paragraph ${i}. ${'Some words here. '.repeat(20)}`,
    ).join('\n\n');
    const on = await post('/v1/atoms', {
      anchor_id: anchorId,
      content: text,
      chunking: { enabled: true, max_chars: 400 },
    });
    expect(on.body.stored_count).toBeGreaterThan(1);
    expect(on.body.atom_ids).toHaveLength(on.body.stored_count);
  });

  it('[ATOMS-2] an unknown anchor is 404 on atoms and recall', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/v1/atoms', { anchor_id: unknown, content: 'x' })).body).toEqual({
      error: 'not_found',
      message: 'anchor not found',
    });
    expect((await post('/v1/recall', { anchor_id: unknown, query: 'x' })).status).toBe(404);
  });

  it('[RECALL-1] ranks by relevance, caps at limit, and opens a session', async () => {
    const anchorId = await anchor();
    for (const content of [
      'Lunch was soup.',
      'Invoices go to billing@acme.test.',
      'Send invoices as PDF invoices.',
      'It rained.',
    ]) {
      await post('/v1/atoms', { anchor_id: anchorId, content });
    }
    const answer = await post('/v1/recall', { anchor_id: anchorId, query: 'invoices', limit: 1 });
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0].content).toBe('Send invoices as PDF invoices.');
    expect(answer.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('[FEEDBACK-1] success reinforces only listed atoms the session returned; later scores show it', async () => {
    const anchorId = await anchor();
    for (const content of ['tea in the morning', 'tea in the evening', 'tea at noon'])
      await post('/v1/atoms', { anchor_id: anchorId, content });
    const first = await post('/v1/recall', { anchor_id: anchorId, query: 'tea', limit: 2 });
    const [top, second] = first.body.items;
    const all = await post('/v1/recall', { anchor_id: anchorId, query: 'tea', limit: 3 });
    const outside = all.body.items.find(
      (i: { atom_id: string }) => i.atom_id !== top.atom_id && i.atom_id !== second.atom_id,
    );
    const feedback = await post('/v1/feedback', {
      session_id: first.body.session_id,
      success: true,
      used_memory_atom_ids: [second.atom_id, outside.atom_id],
    });
    expect(feedback.body).toMatchObject({
      ok: true,
      reinforced_atom_ids: [second.atom_id],
      ignored_atom_ids: [outside.atom_id],
    });
    const after = await post('/v1/recall', { anchor_id: anchorId, query: 'tea', limit: 3 });
    expect(after.body.items[0].atom_id).toBe(second.atom_id);
    const score = (id: string) => after.body.items.find((i: { atom_id: string }) => i.atom_id === id).score;
    expect(score(top.atom_id)).toBe(top.score);
    expect(score(outside.atom_id)).toBe(outside.score);
  });

  it('[FEEDBACK-2] unknown session 404; success false reinforces nothing', async () => {
    const none = await post('/v1/feedback', {
      session_id: '00000000-0000-4000-8000-000000000000',
      success: true,
      used_memory_atom_ids: [],
    });
    expect(none.body).toEqual({ error: 'not_found', message: 'recall session not found' });
    const anchorId = await anchor();
    await post('/v1/atoms', { anchor_id: anchorId, content: 'coffee please' });
    const recall = await post('/v1/recall', { anchor_id: anchorId, query: 'coffee' });
    const atom = recall.body.items[0];
    await post('/v1/feedback', {
      session_id: recall.body.session_id,
      success: false,
      used_memory_atom_ids: [atom.atom_id],
    });
    expect((await post('/v1/recall', { anchor_id: anchorId, query: 'coffee' })).body.items[0].score).toBe(
      atom.score,
    );
  });

  it('[ISOLATION-1] anchors and sessions of one workspace are 404 from another', async () => {
    const other = { ...memoryHeaders, 'x-workspace-id': 'ws_other' };
    const anchorId = await anchor();
    await post('/v1/atoms', { anchor_id: anchorId, content: 'private note' });
    const recall = await post('/v1/recall', { anchor_id: anchorId, query: 'private' });
    expect((await post('/v1/recall', { anchor_id: anchorId, query: 'private' }, other)).status).toBe(404);
    expect((await post('/v1/atoms', { anchor_id: anchorId, content: 'x' }, other)).status).toBe(404);
    expect(
      (
        await post(
          '/v1/feedback',
          { session_id: recall.body.session_id, success: true, used_memory_atom_ids: [] },
          other,
        )
      ).status,
    ).toBe(404);
  });

  it('[MEMORY-1] ingest, end-user recall and a hydrate that keeps its budget', async () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      content: `preference ${i}: ${'detail '.repeat(i * 3)}`,
    }));
    expect(
      (await post('/v1/memory/ingest', { user_external_id: `u-${mode}`, session_id: 's1', items })).status,
    ).toBe(201);
    const recall = await post('/v1/memory/recall', {
      user_external_id: `u-${mode}`,
      query: 'preference detail',
      limit: 3,
    });
    expect(recall.body.items).toHaveLength(3);
    const hydrate = await post('/v1/memory/hydrate', { user_external_id: `u-${mode}`, max_tokens: 20 });
    expect(hydrate.body.token_count).toBeLessThanOrEqual(20);
    expect(hydrate.body.omitted_atom_ids.length).toBeGreaterThan(0);
  });

  it('[CHECKOUT-1] documented URLs, echoed service_source, its 402/500 cases, any other model accepted', async () => {
    const headers = { 'content-type': 'application/json' };
    const body = {
      company_name: 'Acme',
      admin_email: 'ops@acme.test',
      pricing_model: 'starter',
      service_source: `rules-${mode}`,
    };
    const created = await post('/api/v1/billing/maas/checkout-session', body, headers);
    expect(created.status).toBe(201);
    expect(created.body.success_url).toBe(
      `${mock.url}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(created.body.cancel_url).toBe(`${mock.url}/billing/maas/cancel`);
    expect(created.body.service_source).toBe(`rules-${mode}`);
    // Any other name is accepted (openapi/memory.yaml: allowed pricing models are not shown).
    for (const [pricing_model, status] of [
      ['paused', 402],
      ['unpriced', 500],
      ['nope', 201],
    ] as const) {
      expect(
        (await post('/api/v1/billing/maas/checkout-session', { ...body, pricing_model }, headers)).status,
      ).toBe(status);
    }
  });

  it('[PREFER-1] Prefer: code=NNN answers the documented error; delay adds latency', async () => {
    for (const [code, error] of [
      [402, 'billing_access_blocked'],
      [403, 'forbidden'],
      [429, 'rate_limited'],
    ] as const) {
      const answer = await post(
        '/v1/anchors',
        { name: 'a', type: 'b' },
        { ...memoryHeaders, prefer: `code=${code}` },
      );
      expect(answer).toMatchObject({ status: code, body: { error } });
    }
    const started = performance.now();
    await post('/v1/anchors', { name: 'a', type: 'b' }, { ...memoryHeaders, prefer: 'delay=300' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('[LIMIT-1] the rate limit answers 429 with Retry-After and the documented body', async () => {
    const burst = { ...memoryHeaders, 'x-workspace-id': 'ws_burst' };
    // The suite's mock runs without a limit; this one gets its own engine with one.
    const limited = await startMock({ api: 'memory', port: 0, direct, tenants, rateLimit });
    try {
      const answers = await Promise.all(
        Array.from({ length: rateLimit.limit + 5 }, () =>
          call(`${limited.url}/v1/anchors`, {
            method: 'POST',
            headers: burst,
            body: { name: 'a', type: 'b' },
          }),
        ),
      );
      const rejected = answers.filter((a) => a.status === 429);
      expect(rejected).toHaveLength(5);
      expect(rejected[0]?.body).toEqual({ error: 'rate_limited', message: 'too many requests' });
      expect(Number(rejected[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  // Direct mode has no validator in front, so there is nothing to assert there.
  it.skipIf(direct)('[PRISM-0] Prism reported no response violation', () => {
    expect(mock.violations()).toMatchObject({ count: 0 });
  });
});
