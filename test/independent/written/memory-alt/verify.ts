/**
 * Self-check of memory-alt against the documents: the happy path on a clean deployment, then
 * each defect's symptom, which must show with that defect and not without it.
 * Run: npx tsx test/independent/written/memory-alt/verify.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEFECTS } from './config.js';
import { start } from './server.js';

const KEY = 'mk_alt_primary';
type Json = Record<string, unknown> & { items?: { atom_id: string; score: number }[] };

function client(url: string) {
  return async (path: string, body: unknown, extra: Record<string, string | null> = {}) => {
    const all = { 'content-type': 'application/json', 'x-api-key': KEY, 'x-workspace-id': 'ws_a', ...extra };
    const headers = Object.fromEntries(
      Object.entries(all).filter((e): e is [string, string] => e[1] !== null),
    );
    const res = await fetch(url + path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
}
type Call = ReturnType<typeof client>;

async function anchorWith(
  call: Call,
  contents: string[],
  ws = 'ws_a',
): Promise<{ id: string; atoms: string[] }> {
  const anchor = await call(
    '/v1/anchors',
    { name: 'n', type: 'agent', metadata: {} },
    { 'x-workspace-id': ws },
  );
  const id = anchor.body.anchor_id as string;
  const atoms: string[] = [];
  for (const content of contents) {
    const r = await call('/v1/atoms', { anchor_id: id, content }, { 'x-workspace-id': ws });
    atoms.push(...(r.body.atom_ids as string[]));
  }
  return { id, atoms };
}

const words = [
  'apple pie',
  'apple tart',
  'apple juice',
  'apple cake',
  'apple jam',
  'apple cider',
  'apple sauce',
];

/** Each probe answers: is the defect's symptom visible? */
const PROBES: Record<string, (call: Call) => Promise<boolean>> = {
  'empty-workspace-accepted': async (call) =>
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': '' })).status < 300,
  'empty-key-accepted': async (call) =>
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': '' })).status < 300,
  'limit-zero-means-default': async (call) => {
    const { id } = await anchorWith(call, words);
    const r = await call('/v1/recall', { anchor_id: id, query: 'apple', limit: 0 });
    return r.status === 200 && (r.body.items?.length ?? 0) > 0;
  },
  'chunking-flag-ignored': async (call) => {
    const { id } = await anchorWith(call, []);
    const content = `${'First paragraph. '.repeat(20)}\n\n${'Second paragraph. '.repeat(20)}`;
    const r = await call('/v1/atoms', { anchor_id: id, content, chunking: { enabled: false } });
    return r.body.stored_count !== 1;
  },
  'reject-401': async (call) =>
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': 'nope' })).status === 401,
  'recall-ignores-limit': async (call) => {
    const { id } = await anchorWith(call, words);
    const r = await call('/v1/recall', { anchor_id: id, query: 'apple', limit: 2 });
    return (r.body.items?.length ?? 0) > 2;
  },
  'feedback-reinforces-unreturned': async (call) => {
    const one = await anchorWith(call, ['apple pie']);
    const other = await anchorWith(call, ['apple pie']);
    const session = await call('/v1/recall', { anchor_id: one.id, query: 'apple pie' });
    const before = await call('/v1/recall', { anchor_id: other.id, query: 'apple pie' });
    const used = [other.atoms[0]];
    await call('/v1/feedback', {
      session_id: session.body.session_id,
      success: true,
      used_memory_atom_ids: used,
    });
    const after = await call('/v1/recall', { anchor_id: other.id, query: 'apple pie' });
    return after.body.items?.[0]?.score !== before.body.items?.[0]?.score;
  },
  'cross-workspace-anchor': async (call) => {
    const { id } = await anchorWith(call, ['x']);
    return (
      (await call('/v1/recall', { anchor_id: id, query: 'x' }, { 'x-workspace-id': 'ws_b' })).status !== 404
    );
  },
  'feedback-404-error-shape': async (call) => {
    const r = await call('/v1/feedback', {
      session_id: crypto.randomUUID(),
      success: true,
      used_memory_atom_ids: [],
    });
    return typeof r.body.error !== 'string' || typeof r.body.message !== 'string';
  },
};

async function happyPath(call: Call): Promise<void> {
  const anchor = await call('/v1/anchors', { name: 'Support', type: 'agent', metadata: { lane: 'support' } });
  assert.equal(anchor.status, 200);
  const id = anchor.body.anchor_id as string;
  assert.match(id, /^[0-9a-f-]{36}$/);
  const one = await call('/v1/atoms', {
    anchor_id: id,
    content: 'Prefers email. Works in Berlin.',
    chunking: { enabled: false },
  });
  assert.deepEqual([one.status, one.body.stored_count, (one.body.atom_ids as string[]).length], [200, 1, 1]);
  const long = `${'Alpha sentence here. '.repeat(30)}\n\n${'Beta sentence here. '.repeat(30)}`;
  const many = await call('/v1/atoms', { anchor_id: id, content: long, chunking: { enabled: true } });
  assert((many.body.stored_count as number) > 1);
  assert.equal(many.body.stored_count, (many.body.atom_ids as string[]).length);
  const r = await call('/v1/recall', { anchor_id: id, query: 'email', limit: 1 });
  assert.equal(r.status, 200);
  assert.equal(r.body.items?.length, 1);
  assert.equal(r.body.items?.[0]?.atom_id, (one.body.atom_ids as string[])[0]);
  const fb = await call('/v1/feedback', {
    session_id: r.body.session_id,
    success: true,
    used_memory_atom_ids: [r.body.items?.[0]?.atom_id],
  });
  assert.deepEqual([fb.status, fb.body.ok], [200, true]);
  const again = await call('/v1/recall', { anchor_id: id, query: 'email', limit: 1 });
  assert((again.body.items?.[0]?.score ?? 0) > (r.body.items?.[0]?.score ?? 0), 'feedback reinforces');
  const err = async (status: number, p: Promise<{ status: number; body: Json }>, code: string) => {
    const res = await p;
    assert.equal(res.status, status, `${code}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error, code);
  };
  await err(400, call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': '' }), 'bad_request');
  await err(400, call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': 'bad' }), 'bad_request');
  await err(
    402,
    call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': 'mk_alt_blocked' }),
    'billing_access_blocked',
  );
  await err(
    403,
    call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws_denied' }),
    'forbidden',
  );
  await err(404, call('/v1/recall', { anchor_id: crypto.randomUUID(), query: 'q' }), 'not_found');
  await err(400, call('/v1/recall', { anchor_id: id, query: 'q', limit: 51 }), 'bad_request');
  const bearer = await call(
    '/v1/anchors',
    { name: 'n', type: 't' },
    { 'x-api-key': null, authorization: `Bearer ${KEY}` },
  );
  assert.equal(bearer.status, 200);
  await err(400, call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': null }), 'bad_request');
  await err(400, call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': null }), 'bad_request');
  await err(
    400,
    call('/v1/anchors', { name: 'n', type: 't' }, { 'x-api-key': null, authorization: 'Bearer ' }),
    'bad_request',
  );
  const ing = await call('/v1/memory/ingest', {
    user_external_id: 'u1',
    session_id: 's1',
    items: [{ content: 'I like tea.' }],
  });
  assert.deepEqual([ing.status, ing.body.stored_count, ing.body.anchor_created], [200, 1, true]);
  const mr = await call('/v1/memory/recall', { user_external_id: 'u1', query: 'tea' });
  assert.equal(mr.body.items?.length, 1);
  const hy = await call('/v1/memory/hydrate', { user_external_id: 'u1', max_tokens: 3 });
  assert.equal(hy.body.truncated, true);
  const co = await call('/api/v1/billing/maas/checkout-session', {
    company_name: 'Acme',
    admin_email: 'ops@acme.test',
    pricing_model: 'starter',
    service_source: 'web',
  });
  assert.equal(co.status, 200);
  assert.match(
    co.body.success_url as string,
    /\/billing\/maas\/success\?checkout_session_id=\{CHECKOUT_SESSION_ID\}$/,
  );
  for (let i = 0; i < 300; i += 1)
    await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws_rate' });
  await err(
    429,
    call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws_rate' }),
    'rate_limited',
  );
  assert.equal(
    (await call('/v1/anchors', { name: 'n', type: 't' }, { 'x-workspace-id': 'ws_other' })).status,
    200,
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
  combinations: { defects: string[]; causes: number }[];
};
for (const combination of manifest.combinations) {
  const running = await start({ defects: combination.defects });
  for (const name of combination.defects) {
    assert.equal(await PROBES[name]?.(client(running.url)), true, `${name} hidden in ${combination.defects}`);
  }
  await running.close();
}
console.log(
  `memory-alt: happy path ok; ${DEFECTS.length} defects each visible alone and only alone; combinations ok`,
);
