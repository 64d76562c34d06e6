import { beforeEach, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { authCases, requestHeaders } from '../../../test/support/auth-matrix.js';
import type { Engine } from '../engine.js';
import { createMemoryEngine } from './create-memory-engine.js';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read as loose JSON; the assertions check their shape.
type Json = Record<string, any>;
const ok = { 'content-type': 'application/json', 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' };

function caller(engine: Engine) {
  return async (path: string, body: unknown, headers: Record<string, string> = ok) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await engine.handle({
      method: 'POST',
      path,
      query: new URLSearchParams(),
      headers,
      body: raw,
      origin: 'http://127.0.0.1:4010',
    });
    return { status: response.status, body: response.body as Json, headers: response.headers };
  };
}

let engine: Engine;
let call: ReturnType<typeof caller>;
let clock = 0;
beforeEach(() => {
  clock = 1_700_000_000_000;
  engine = createMemoryEngine({
    tenants: defaultTenants,
    seed: 42,
    now: () => clock,
    rateLimit: { limit: 50, windowMs: 1000 },
  });
  call = caller(engine);
});

async function anchorWith(
  contents: string[],
  headers = ok,
): Promise<{ anchorId: string; atomIds: string[] }> {
  const anchor = await call('/v1/anchors', { name: 'test', type: 'agent' }, headers);
  const atomIds: string[] = [];
  for (const content of contents) {
    const stored = await call('/v1/atoms', { anchor_id: anchor.body.anchor_id, content }, headers);
    atomIds.push(...stored.body.atom_ids);
  }
  return { anchorId: anchor.body.anchor_id, atomIds };
}

describe('authentication (the shared table of test/support/auth-matrix.ts)', () => {
  it.each(authCases.map((row) => [`[${row.id}] ${row.title}`, row] as const))('%s', async (_title, row) => {
    const response = await call('/v1/anchors', { name: 'a', type: 'b' }, requestHeaders(row));
    expect(response.status).toBe(row.status);
    if (row.code) expect(response.body).toEqual({ error: row.code, message: expect.any(String) });
  });

  it('names the missing workspace header as the document does', async () => {
    const response = await call(
      '/v1/anchors',
      { name: 'a', type: 'b' },
      { 'content-type': 'application/json', 'x-api-key': 'ck_test_key' },
    );
    expect(response.body.message).toBe('X-Workspace-Id is required');
  });
});

describe('atoms (rule 1)', () => {
  it('stores one atom with chunking off, and several for a multi-paragraph text with chunking on', async () => {
    const { anchorId } = await anchorWith([]);
    const one = await call('/v1/atoms', {
      anchor_id: anchorId,
      content: 'One.\n\nTwo.',
      chunking: { enabled: false },
    });
    expect(one.body.stored_count).toBe(1);
    const text = Array.from({ length: 5 }, (_, i) => `Paragraph ${i} ${'word '.repeat(60)}`).join('\n\n');
    const many = await call('/v1/atoms', {
      anchor_id: anchorId,
      content: text,
      chunking: { enabled: true, max_chars: 400 },
    });
    expect(many.body.stored_count).toBeGreaterThan(1);
    expect(many.body.atom_ids).toHaveLength(many.body.stored_count);
  });

  it('answers 404 for an unknown anchor', async () => {
    const response = await call('/v1/atoms', {
      anchor_id: '00000000-0000-4000-8000-000000000000',
      content: 'x',
    });
    expect(response).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'anchor not found' },
    });
  });
});

describe('recall (rules 2 and 4)', () => {
  it('ranks the most relevant atom first and caps items at limit', async () => {
    const { anchorId, atomIds } = await anchorWith([
      'The weather in Lisbon was sunny.',
      'Invoices are paid by bank transfer within 30 days.',
      'The customer pays invoices by credit card, never by transfer.',
      'Lunch was pasta.',
    ]);
    const response = await call('/v1/recall', {
      anchor_id: anchorId,
      query: 'how are invoices paid',
      limit: 1,
    });
    expect(response.body.items).toHaveLength(1);
    expect([atomIds[1], atomIds[2]]).toContain(response.body.items[0].atom_id);
    const all = await call('/v1/recall', { anchor_id: anchorId, query: 'invoices transfer', limit: 10 });
    const scores = all.body.items.map((item: Json) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(all.body.items.map((i: Json) => i.atom_id)).not.toContain(atomIds[3]);
  });

  it('uses the default limit of 10 and rejects a limit over 100', async () => {
    const { anchorId } = await anchorWith(
      Array.from({ length: 15 }, (_, i) => `note number ${i} about apples`),
    );
    expect((await call('/v1/recall', { anchor_id: anchorId, query: 'apples' })).body.items).toHaveLength(10);
    expect((await call('/v1/recall', { anchor_id: anchorId, query: 'apples', limit: 101 })).status).toBe(400);
  });

  it('answers 404 for an unknown anchor', async () => {
    const response = await call('/v1/recall', {
      anchor_id: '00000000-0000-4000-8000-000000000000',
      query: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('feedback (rule 3)', () => {
  async function setup() {
    const { anchorId } = await anchorWith([
      'Alice prefers email for invoices.',
      'Bob prefers phone calls for invoices.',
      'Carol prefers letters for invoices.',
      'Dave never reads invoices, he prefers chat.',
    ]);
    const recall = (limit = 10) =>
      call('/v1/recall', { anchor_id: anchorId, query: 'prefers invoices', limit });
    return { anchorId, recall };
  }
  const scoreOf = (items: Json[], id: string) => items.find((i) => i.atom_id === id)?.score as number;

  it('reinforces exactly the listed atoms the session returned, visible in later scores', async () => {
    const { recall } = await setup();
    const first = await recall();
    const [a, b, c] = first.body.items as Json[];
    const feedback = await call('/v1/feedback', {
      session_id: first.body.session_id,
      success: true,
      used_memory_atom_ids: [c?.atom_id],
    });
    expect(feedback.body).toMatchObject({ ok: true, reinforced_atom_ids: [c?.atom_id] });
    const second = await recall();
    expect(scoreOf(second.body.items, c?.atom_id)).toBeGreaterThan(c?.score);
    expect(scoreOf(second.body.items, a?.atom_id)).toBe(a?.score);
    expect(scoreOf(second.body.items, b?.atom_id)).toBe(b?.score);
  });

  it('ignores listed atoms the session did not return, and everything when success is false', async () => {
    const { recall } = await setup();
    const narrow = await recall(1);
    const full = await recall();
    const outside = (full.body.items as Json[]).find(
      (i) => i.atom_id !== narrow.body.items[0].atom_id,
    ) as Json;
    const response = await call('/v1/feedback', {
      session_id: narrow.body.session_id,
      success: true,
      used_memory_atom_ids: [outside.atom_id],
    });
    expect(response.body).toMatchObject({
      ok: true,
      reinforced_atom_ids: [],
      ignored_atom_ids: [outside.atom_id],
    });
    const failed = await call('/v1/feedback', {
      session_id: full.body.session_id,
      success: false,
      used_memory_atom_ids: [outside.atom_id],
    });
    expect(failed.body.reinforced_atom_ids).toEqual([]);
    const after = await recall();
    expect(scoreOf(after.body.items, outside.atom_id)).toBe(outside.score);
  });

  it('lifts a reinforced atom above an equally relevant one', async () => {
    const { anchorId, atomIds } = await anchorWith(['green tea in the morning', 'green tea in the evening']);
    const before = await call('/v1/recall', { anchor_id: anchorId, query: 'green tea' });
    expect(before.body.items[0].atom_id).toBe(atomIds[0]);
    await call('/v1/feedback', {
      session_id: before.body.session_id,
      success: true,
      used_memory_atom_ids: [atomIds[1]],
    });
    const after = await call('/v1/recall', { anchor_id: anchorId, query: 'green tea' });
    expect(after.body.items[0].atom_id).toBe(atomIds[1]);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await call('/v1/feedback', {
      session_id: '00000000-0000-4000-8000-000000000000',
      success: true,
      used_memory_atom_ids: [],
    });
    expect(response).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

describe('workspace isolation', () => {
  it('hides anchors and sessions of one workspace from another', async () => {
    const other = { ...ok, 'x-workspace-id': 'ws_other' };
    const { anchorId } = await anchorWith(['secret plans for the launch']);
    const recall = await call('/v1/recall', { anchor_id: anchorId, query: 'launch plans' });
    expect((await call('/v1/recall', { anchor_id: anchorId, query: 'launch' }, other)).status).toBe(404);
    expect((await call('/v1/atoms', { anchor_id: anchorId, content: 'x' }, other)).status).toBe(404);
    const feedback = await call(
      '/v1/feedback',
      { session_id: recall.body.session_id, success: true, used_memory_atom_ids: [] },
      other,
    );
    expect(feedback.status).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers the limit+1-th request of a window with 429 and Retry-After, per key and workspace', async () => {
    for (let i = 0; i < 50; i++)
      expect((await call('/v1/anchors', { name: 'a', type: 'b' })).status).toBe(201);
    const limited = await call('/v1/anchors', { name: 'a', type: 'b' });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'rate_limited', message: 'too many requests' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(
      (await call('/v1/anchors', { name: 'a', type: 'b' }, { ...ok, 'x-workspace-id': 'ws_other' })).status,
    ).toBe(201);
    clock += 1000;
    expect((await call('/v1/anchors', { name: 'a', type: 'b' })).status).toBe(201);
  });
});

describe('memory convenience endpoints', () => {
  it('ingest creates then reuses the user anchor; recall filters by user and session', async () => {
    const first = await call('/v1/memory/ingest', {
      user_external_id: 'u1',
      session_id: 's1',
      items: [{ content: 'I am vegetarian' }],
    });
    const second = await call('/v1/memory/ingest', {
      user_external_id: 'u1',
      session_id: 's2',
      items: [{ content: 'I like vegetarian curry', atom_type: 'preference' }],
    });
    expect(first.body).toMatchObject({ anchor_created: true, stored_count: 1 });
    expect(second.body).toMatchObject({ anchor_created: false, anchor_id: first.body.anchor_id });
    const recall = await call('/v1/memory/recall', {
      user_external_id: 'u1',
      query: 'vegetarian',
      only_session_id: 's2',
    });
    expect(recall.body.items).toEqual([
      expect.objectContaining({
        content: 'I like vegetarian curry',
        atom_type: 'preference',
        session_id: 's2',
      }),
    ]);
    const stranger = await call('/v1/memory/recall', { user_external_id: 'nobody', query: 'vegetarian' });
    expect(stranger).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('hydrate never exceeds the budget and lists what it left out', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({
      content: `fact ${i}: ${'lorem ipsum '.repeat(i + 1)}`,
    }));
    await call('/v1/memory/ingest', { user_external_id: 'u2', session_id: 's', items });
    for (const budget of [1, 10, 50, 200, 5000]) {
      const response = await call('/v1/memory/hydrate', { user_external_id: 'u2', max_tokens: budget });
      expect(response.body.token_count).toBeLessThanOrEqual(budget);
      expect(response.body.token_count).toBe(Math.ceil(response.body.context.length / 4));
      expect(response.body.included_atom_ids.length + response.body.omitted_atom_ids.length).toBe(20);
      expect(response.body.truncated).toBe(response.body.omitted_atom_ids.length > 0);
    }
  });
});

describe('checkout', () => {
  const body = {
    company_name: 'Acme',
    admin_email: 'ops@acme.test',
    pricing_model: 'starter',
    service_source: 'site-42',
  };
  const headers = { 'content-type': 'application/json' };
  it('returns the documented URLs and echoes service_source', async () => {
    const response = await call('/api/v1/billing/maas/checkout-session', body, headers);
    expect(response.status).toBe(201);
    expect(response.body.success_url).toBe(
      'http://127.0.0.1:4010/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}',
    );
    expect(response.body.cancel_url).toBe('http://127.0.0.1:4010/billing/maas/cancel');
    expect(response.body.service_source).toBe('site-42');
  });
  it.each([
    ['paused', 402, 'billing_paused'],
    ['unpriced', 500, 'price_configuration_missing'],
  ])('pricing model %s answers %i', async (pricingModel, status, code) => {
    const response = await call(
      '/api/v1/billing/maas/checkout-session',
      { ...body, pricing_model: pricingModel },
      headers,
    );
    expect(response).toMatchObject({ status, body: { error: code } });
  });
  it('a pricing model the fixture does not name gets a session: the document accepts any name', async () => {
    const response = await call(
      '/api/v1/billing/maas/checkout-session',
      { ...body, pricing_model: 'no-such-plan' },
      headers,
    );
    expect(response.status).toBe(201);
    expect(response.body.checkout_session_id).toMatch(/^cs_test_/);
  });
  it('rejects an invalid email with 400', async () => {
    const response = await call(
      '/api/v1/billing/maas/checkout-session',
      { ...body, admin_email: 'nope' },
      headers,
    );
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: 'admin_email must be a valid email' },
    });
  });
});

describe('state', () => {
  it('snapshot and restore keep anchors, atoms, reinforcement and sessions, and ids continue', async () => {
    const { anchorId } = await anchorWith(['kept across restarts']);
    const recall = await call('/v1/recall', { anchor_id: anchorId, query: 'restarts' });
    await call('/v1/feedback', {
      session_id: recall.body.session_id,
      success: true,
      used_memory_atom_ids: [recall.body.items[0].atom_id],
    });
    const restored = createMemoryEngine({ tenants: defaultTenants, seed: 42 });
    restored.restore(JSON.parse(JSON.stringify(engine.snapshot())));
    const again = await caller(restored)('/v1/recall', { anchor_id: anchorId, query: 'restarts' });
    const original = await call('/v1/recall', { anchor_id: anchorId, query: 'restarts' });
    expect(again.body.items).toEqual(original.body.items);
    expect(again.body.session_id).toBe(original.body.session_id);
  });
  it('refuses something that is not a snapshot with a clear error', () => {
    expect(() => engine.restore({ hello: 1 })).toThrow(/not a contract-kit memory state/);
  });
  it('reset forgets everything and restarts the seeded ids', async () => {
    const before = await call('/v1/anchors', { name: 'a', type: 'b' });
    engine.reset();
    const after = await call('/v1/anchors', { name: 'a', type: 'b' });
    expect(after.body.anchor_id).toBe(before.body.anchor_id);
  });
});

describe('idPosition', () => {
  it('[ENGINE-IDS] reads the id generator position the snapshot records, without a snapshot', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants, seed: 3 });
    const post = caller(engine);
    const positions = [engine.idPosition?.()];
    await post('/v1/anchors', { name: 'a', type: 'agent' });
    positions.push(engine.idPosition?.());
    expect(positions[1]).toBe((engine.snapshot() as { ids: number }).ids);
    expect(positions[1]).not.toBe(positions[0]);
    engine.reset();
    expect(engine.idPosition?.()).toBe(positions[0]);
  });
});
