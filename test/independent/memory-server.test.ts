import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './http-util.js';
import { authHeaders, KEY, memoryClient, post, scoreOf, UUID, WORKSPACE } from './memory-client.js';
import { startIndependentMemoryServer } from './memory-server.js';

const RUNTIME_PATHS = [
  '/v1/anchors',
  '/v1/atoms',
  '/v1/recall',
  '/v1/feedback',
  '/v1/memory/ingest',
  '/v1/memory/recall',
  '/v1/memory/hydrate',
];

let server: RunningServer;
beforeAll(async () => {
  server = await startIndependentMemoryServer({ checkout: { baseUrl: 'https://memory.example.test' } });
});
afterAll(() => server.close());

describe('independent memory server: authentication', () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ['no key', { 'x-workspace-id': WORKSPACE }, 400, 'bad_request'],
    ['unknown key', { 'x-api-key': 'nope', 'x-workspace-id': WORKSPACE }, 400, 'bad_request'],
    ['no workspace', { 'x-api-key': KEY }, 400, 'bad_request'],
    ['denied workspace', { 'x-api-key': KEY, 'x-workspace-id': 'ws-denied' }, 403, 'forbidden'],
    [
      'blocked billing',
      { 'x-api-key': 'indep-key-blocked', 'x-workspace-id': WORKSPACE },
      402,
      'billing_access_blocked',
    ],
  ];
  for (const [label, headers, status, error] of cases) {
    it(`[IND-MEM-AUTH] ${label} answers ${status} ${error} on every runtime path`, async () => {
      for (const path of RUNTIME_PATHS) {
        const answer = await post(server.url, path, {}, { 'content-type': 'application/json', ...headers });
        expect([path, answer.status, answer.body.error]).toEqual([path, status, error]);
        expect(typeof answer.body.message).toBe('string');
      }
    });
  }

  it('[IND-MEM-RATE] 429 rate_limited per key + workspace, without Retry-After', async () => {
    const limited = await startIndependentMemoryServer({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const statuses: number[] = [];
    let last = await post(limited.url, '/v1/anchors', { name: 'n', type: 't' });
    statuses.push(last.status);
    for (let i = 0; i < 3; i++) {
      last = await post(limited.url, '/v1/anchors', { name: 'n', type: 't' });
      statuses.push(last.status);
    }
    const otherWorkspace = await post(
      limited.url,
      '/v1/anchors',
      { name: 'n', type: 't' },
      authHeaders(KEY, 'ws-9'),
    );
    await limited.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.body).toEqual({ error: 'rate_limited', message: 'too many requests' });
    expect(last.headers.get('retry-after')).toBeNull();
    expect(otherWorkspace.status).toBe(200);
  });
});

describe('independent memory server: anchors, atoms, recall, feedback', () => {
  it('[IND-MEM-ANCHOR] creation answers 200 with a UUID and echoes name, type, metadata', async () => {
    const metadata = { lane: 'l1', service_source: 'svc' };
    const answer = await memoryClient(server.url).call('/v1/anchors', { name: 'N', type: 'T', metadata });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'N', type: 'T', metadata });
    expect(answer.body.anchor_id).toMatch(UUID);
  });

  it('[IND-MEM-ATOMS] chunking off stores one atom, on splits, stored_count matches', async () => {
    const client = memoryClient(server.url);
    const anchor = await client.anchor();
    const off = await client.atoms(anchor, 'One. Two. Three.', false);
    const on = await client.atoms(anchor, 'One. Two. Three.', true);
    expect([off.status, off.body.stored_count, off.body.atom_ids.length]).toEqual([200, 1, 1]);
    expect([on.body.stored_count, on.body.atom_ids.length]).toEqual([3, 3]);
    expect(typeof on.body.service_source).toBe('string');
  });

  it('[IND-MEM-RECALL] recall ranks one anchor, default limit 5, clamps above 20', async () => {
    const client = memoryClient(server.url);
    const [anchor, other] = [await client.anchor(), await client.anchor()];
    for (let i = 0; i < 25; i++) await client.atom(anchor, `fact number ${i}${i % 2 ? ' about rivers' : ''}`);
    await client.atom(other, 'rivers rivers rivers');
    const byDefault = await client.recall(anchor, 'rivers');
    const clamped = await client.recall(anchor, 'rivers', 500);
    expect(byDefault.body.items).toHaveLength(5);
    expect(clamped.status).toBe(200);
    expect(clamped.body.items).toHaveLength(20);
    const scores = clamped.body.items.map((item: { score: number }) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(clamped.body.items.every((item: { content: string }) => item.content.startsWith('fact'))).toBe(
      true,
    );
    expect(byDefault.body.session_id).toMatch(UUID);
  });

  it('[IND-MEM-FEEDBACK] feedback reinforces only listed atoms of the session', async () => {
    const client = memoryClient(server.url);
    const anchor = await client.anchor();
    const [a, b] = [await client.atom(anchor, 'lemon tea'), await client.atom(anchor, 'lemon cake')];
    const first = await client.recall(anchor, 'lemon');
    const answer = await client.feedback(first.body.session_id, [a]);
    const second = await client.recall(anchor, 'lemon');
    expect(answer.body.ok).toBe(true);
    expect(scoreOf(second, a)).toBeGreaterThan(scoreOf(first, a) ?? Number.POSITIVE_INFINITY);
    expect(scoreOf(second, b)).toBe(scoreOf(first, b));
  });

  it('[IND-MEM-404] unknown anchor and unknown session answer 404 not_found', async () => {
    const client = memoryClient(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const answer of [
      await client.atoms(id, 'x'),
      await client.recall(id, 'x'),
      await client.feedback(id, []),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([404, 'not_found']);
    }
  });

  it('[IND-MEM-BAD-INPUT] malformed or mistyped bodies answer 400, never 5xx', async () => {
    const client = memoryClient(server.url);
    const anchor = await client.anchor();
    const bodies: [string, unknown][] = [
      ['/v1/anchors', '{"name":'],
      ['/v1/anchors', '[1,2]'],
      ['/v1/anchors', { name: 5, type: 't' }],
      ['/v1/atoms', { anchor_id: anchor }],
      ['/v1/atoms', { anchor_id: anchor, content: 'x', chunking: { enabled: 'yes' } }],
      ['/v1/recall', { anchor_id: anchor, query: 'q', limit: 'abc' }],
      ['/v1/recall', { anchor_id: anchor, query: 'q', limit: 2.5 }],
      ['/v1/feedback', { session_id: 'x', success: 'yes', used_memory_atom_ids: [] }],
      ['/v1/memory/ingest', { user_id: 'u', conversation_id: 'c', messages: [{ role: 'user' }] }],
      ['/v1/memory/hydrate', { user_id: 'u', max_chars: 'lots' }],
    ];
    for (const [path, body] of bodies) {
      const answer = await client.call(path, body);
      expect([path, answer.status, answer.body.error]).toEqual([path, 400, 'bad_request']);
    }
  });
});

describe('independent memory server: isolation, convenience, checkout', () => {
  it('[IND-MEM-ISOLATION] a workspace cannot use records of another workspace of the same key', async () => {
    const owner = memoryClient(server.url, KEY, 'ws-iso-a');
    const anchor = await owner.anchor();
    const atom = await owner.atom(anchor, 'private note');
    const session = (await owner.recall(anchor, 'private')).body.session_id as string;
    const other = memoryClient(server.url, KEY, 'ws-iso-b');
    expect((await other.recall(anchor, 'private')).status).toBe(404);
    expect((await other.feedback(session, [atom])).status).toBe(404);
    await owner.call('/v1/memory/ingest', {
      user_id: 'u1',
      conversation_id: 'c',
      messages: [{ text: 'my dog is Rex' }],
    });
    const leaked = await other.call('/v1/memory/recall', { user_id: 'u1', question: 'dog' });
    expect(leaked.body.memories).toEqual([]);
  });

  it('[IND-MEM-CONVENIENCE] ingest, recall and a hydrate bounded by max_chars', async () => {
    const client = memoryClient(server.url, KEY, 'ws-conv');
    const messages = [
      { role: 'user', text: 'I drink green tea every morning' },
      { text: 'My sister lives in Oslo' },
    ];
    const ingest = await client.call('/v1/memory/ingest', { user_id: 'u7', conversation_id: 'c1', messages });
    expect(ingest.body).toMatchObject({ user_id: 'u7', accepted: 2 });
    const recall = await client.call('/v1/memory/recall', { user_id: 'u7', question: 'green tea', top_k: 1 });
    expect(recall.body.memories).toHaveLength(1);
    expect(recall.body.memories[0].text).toContain('tea');
    const used = await client.feedback(recall.body.recall_id, [recall.body.memories[0].memory_id]);
    expect(used.body.reinforced).toBe(1);
    for (const budget of [10, 40, 500]) {
      const hydrate = await client.call('/v1/memory/hydrate', {
        user_id: 'u7',
        question: 'tea',
        max_chars: budget,
      });
      expect(hydrate.body.context.length).toBeLessThanOrEqual(budget);
      expect(hydrate.body.used_atoms).toBeGreaterThan(0);
    }
  });

  it('[IND-MEM-CHECKOUT] documented fields, literal placeholder, echo, 400 on an invalid body', async () => {
    const path = '/api/v1/billing/maas/checkout-session';
    const body = {
      company_name: 'Co',
      admin_email: 'a@co.test',
      pricing_model: 'anything',
      service_source: 'web',
    };
    const good = await post(server.url, path, body, { 'content-type': 'application/json' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      success_url:
        'https://memory.example.test/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://memory.example.test/billing/maas/cancel',
      service_source: 'web',
    });
    expect(typeof good.body.checkout_session_id).toBe('string');
    expect(new URL(good.body.url).protocol).toBe('https:');
    for (const bad of ['{oops', '"text"', { ...body, admin_email: 5 }, { company_name: 'Co' }]) {
      expect((await post(server.url, path, bad, {})).status).toBe(400);
    }
  });

  it('[IND-MEM-CHECKOUT-STATES] paused billing answers 402, missing price configuration 500', async () => {
    const body = { company_name: 'Co', admin_email: 'a@co.test', service_source: 'web' };
    for (const [checkout, status] of [
      [{ paused: true }, 402],
      [{ priceMissing: true }, 500],
    ] as const) {
      const paused = await startIndependentMemoryServer({ checkout });
      const answer = await post(paused.url, '/api/v1/billing/maas/checkout-session', body, {});
      await paused.close();
      expect(answer.status).toBe(status);
    }
  });
});
