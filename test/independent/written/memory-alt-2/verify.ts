/**
 * Self-check of memory-alt-2 against the documents: the clean deployment, then each defect's
 * symptom, which must show with that defect alone and with no other defect.
 * Run: npx tsx test/independent/written/memory-alt-2/verify.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEFECTS } from './config.js';
import { start } from './server.js';

type Json = Record<string, unknown> & { items?: { atom_id: string; score: number }[]; atom_ids?: string[] };
type Headers = Record<string, string | null>;

function client(url: string) {
  return async (path: string, body: unknown, extra: Headers = {}) => {
    const all: Headers = {
      'content-type': 'application/json',
      authorization: 'Bearer sk-tenant-a-001',
      'x-workspace-id': 'ws-main',
      ...extra,
    };
    const headers = Object.fromEntries(
      Object.entries(all).filter((e): e is [string, string] => e[1] !== null),
    );
    const res = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
  };
}
type Call = ReturnType<typeof client>;

async function anchorWith(call: Call, contents: string[]): Promise<{ id: string; atoms: string[] }> {
  const id = (await call('/v1/anchors', { name: 'n', type: 'agent' })).body.anchor_id as string;
  const atoms: string[] = [];
  for (const content of contents)
    atoms.push(...((await call('/v1/atoms', { anchor_id: id, content })).body.atom_ids ?? []));
  return { id, atoms };
}

const signup = (email: string) => ({
  company_name: 'Acme',
  admin_email: email,
  pricing_model: 'starter',
  service_source: 'web',
});
const LONG = 'Tea is served at noon. '.repeat(40);

const PROBES: Record<string, (call: Call) => Promise<boolean>> = {
  'bearer-empty-token-accepted': async (call) =>
    (await call('/v1/anchors', { name: 'n', type: 't' }, { authorization: 'Bearer ' })).status < 300,
  'limit-negative-slices': async (call) => {
    const { id } = await anchorWith(call, ['apple pie', 'apple tart']);
    return (await call('/v1/recall', { anchor_id: id, query: 'apple', limit: -1 })).status === 200;
  },
  'email-plus-refused': async (call) =>
    (await call('/api/v1/billing/maas/checkout-session', signup('ops+billing@acme.test'))).status === 400,
  'unknown-anchor-empty-recall': async (call) =>
    (await call('/v1/recall', { anchor_id: crypto.randomUUID(), query: 'q' })).status !== 404,
  'missing-workspace-403': async (call) =>
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': null })).status === 403,
  'feedback-ignores-list': async (call) => {
    const { id, atoms } = await anchorWith(call, ['apple pie', 'apple tart']);
    const first = await call('/v1/recall', { anchor_id: id, query: 'apple' });
    const used = [atoms[0]];
    await call('/v1/feedback', {
      session_id: first.body.session_id,
      success: true,
      used_memory_atom_ids: used,
    });
    const again = await call('/v1/recall', { anchor_id: id, query: 'apple' });
    const score = (r: Json) => r.items?.find((item) => item.atom_id === atoms[1])?.score;
    return score(again.body) !== score(first.body);
  },
  'stored-count-one': async (call) => {
    const { id } = await anchorWith(call, []);
    const r = await call('/v1/atoms', { anchor_id: id, content: LONG, chunking: { enabled: true } });
    return r.body.stored_count !== r.body.atom_ids?.length;
  },
  'success-url-filled': async (call) => {
    const r = await call('/api/v1/billing/maas/checkout-session', signup('ops@acme.test'));
    return !(r.body.success_url as string).endsWith('?checkout_session_id={CHECKOUT_SESSION_ID}');
  },
  'rate-limit-per-key-only': async (call) => {
    const b = { authorization: 'Bearer sk-tenant-b-002' };
    for (let i = 0; i < 1000; i += 1) {
      const r = await call('/v1/anchors', { name: 'n', type: 't' }, { ...b, 'x-workspace-id': 'ws-burst' });
      if (r.status === 429) break;
    }
    return (
      (await call('/v1/anchors', { name: 'n', type: 't' }, { ...b, 'x-workspace-id': 'ws-calm' })).status ===
      429
    );
  },
};

async function happyPath(call: Call): Promise<void> {
  const expect = async (status: number, code: string, p: ReturnType<Call>) => {
    const r = await p;
    assert.deepEqual([r.status, r.body.error], [status, code], JSON.stringify(r.body));
    assert.equal(typeof r.body.message, 'string');
  };
  const anchor = await call('/v1/anchors', { name: 'Support', type: 'agent', metadata: { lane: 'x' } });
  assert.equal(anchor.status, 201);
  const id = anchor.body.anchor_id as string;
  const one = await call('/v1/atoms', { anchor_id: id, content: LONG, chunking: { enabled: false } });
  assert.deepEqual([one.status, one.body.stored_count, one.body.atom_ids?.length], [201, 1, 1]);
  const many = await call('/v1/atoms', { anchor_id: id, content: LONG, chunking: { enabled: true } });
  assert((many.body.stored_count as number) > 1 && many.body.stored_count === many.body.atom_ids?.length);
  const viaKey = { authorization: null, 'x-api-key': 'sk-tenant-a-001' };
  const mail = await call('/v1/atoms', { anchor_id: id, content: 'Prefers email contact.' }, viaKey);
  const r = await call('/v1/recall', { anchor_id: id.toUpperCase(), query: 'email', limit: 1 });
  assert.deepEqual(
    [r.status, r.body.items?.length, r.body.items?.[0]?.atom_id],
    [200, 1, mail.body.atom_ids?.[0]],
  );
  assert.equal((await call('/v1/recall', { anchor_id: id, query: 'tea', limit: 3 })).body.items?.length, 3);
  const used = [r.body.items?.[0]?.atom_id];
  const fb = await call('/v1/feedback', {
    session_id: r.body.session_id,
    success: true,
    used_memory_atom_ids: used,
  });
  assert.deepEqual([fb.status, fb.body.ok], [200, true]);
  const again = await call('/v1/recall', { anchor_id: id, query: 'email', limit: 1 });
  assert((again.body.items?.[0]?.score ?? 0) > (r.body.items?.[0]?.score ?? 0), 'feedback reinforces');
  const other = { authorization: 'Bearer sk-tenant-b-002' };
  await expect(404, 'not_found', call('/v1/recall', { anchor_id: id, query: 'email' }, other));
  await expect(
    404,
    'not_found',
    call('/v1/recall', { anchor_id: id, query: 'email' }, { 'x-workspace-id': 'w2' }),
  );
  await expect(
    404,
    'not_found',
    call('/v1/feedback', { session_id: crypto.randomUUID(), success: true, used_memory_atom_ids: [] }),
  );
  await expect(400, 'bad_request', call('/v1/recall', { anchor_id: id, query: 'q', limit: 0 }));
  await expect(400, 'bad_request', call('/v1/anchors', { name: 'n', type: 't' }, { authorization: null }));
  await expect(
    400,
    'bad_request',
    call('/v1/anchors', { name: 'n', type: 't' }, { authorization: 'Bearer nope' }),
  );
  await expect(400, 'bad_request', call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': '' }));
  await expect(
    400,
    'bad_request',
    call('/v1/anchors', { name: 'n', type: 't' }, { authorization: null, 'x-api-key': '' }),
  );
  await expect(
    402,
    'billing_access_blocked',
    call('/v1/anchors', { name: 'n', type: 't' }, { authorization: 'Bearer sk-tenant-c-blocked' }),
  );
  await expect(
    403,
    'forbidden',
    call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws-restricted' }),
  );
  const ing = await call('/v1/memory/ingest', {
    user_external_id: 'u1',
    session_id: 's1',
    items: [{ content: 'I like tea.' }],
  });
  assert.deepEqual([ing.status, ing.body.stored_count, ing.body.anchor_created], [201, 1, true]);
  assert.equal(
    (await call('/v1/memory/recall', { user_external_id: 'u1', query: 'tea' })).body.items?.length,
    1,
  );
  const hy = await call('/v1/memory/hydrate', { user_external_id: 'u1', max_tokens: 2 });
  assert.deepEqual([hy.body.truncated, hy.body.token_count], [true, 0]);
  const co = await call('/api/v1/billing/maas/checkout-session', signup('ops+billing@acme.test'), {
    authorization: null,
  });
  assert.equal(co.status, 201);
  assert.match(
    co.body.success_url as string,
    /\/billing\/maas\/success\?checkout_session_id=\{CHECKOUT_SESSION_ID\}$/,
  );
  await expect(
    402,
    'billing_paused',
    call('/api/v1/billing/maas/checkout-session', { ...signup('a@b.io'), pricing_model: 'legacy' }),
  );
  let limited: Awaited<ReturnType<Call>> | undefined;
  for (let i = 0; i < 1000 && limited === undefined; i += 1) {
    const res = await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws-hot' });
    if (res.status === 429) limited = res;
  }
  assert.equal(limited?.body.error, 'rate_limited');
  assert(Number(limited?.headers.get('retry-after')) >= 1);
  assert.equal(
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws-cold' })).status,
    201,
  );
}

const clean = await start({});
await happyPath(client(clean.url));
for (const [name, probe] of Object.entries(PROBES)) {
  assert.equal(await probe(client(clean.url)), false, `clean deployment shows ${name}`);
}
await clean.close();
assert.deepEqual(Object.keys(PROBES).sort(), [...DEFECTS].sort());
for (const name of DEFECTS) {
  const running = await start({ defects: name });
  for (const [other, probe] of Object.entries(PROBES)) {
    const seen = await probe(client(running.url));
    assert.equal(seen, other === name, `with ${name} alone, ${other} shows: ${seen}`);
  }
  await running.close();
}
const manifest = JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as {
  combinations: { defects: string[] }[];
};
for (const combination of manifest.combinations) {
  const running = await start({ defects: combination.defects });
  for (const name of combination.defects) {
    assert.equal(await PROBES[name]?.(client(running.url)), true, `${name} hidden in ${combination.defects}`);
  }
  await running.close();
}
console.log(`memory-alt-2: clean deployment ok; ${DEFECTS.length} defects each visible alone and only alone`);
