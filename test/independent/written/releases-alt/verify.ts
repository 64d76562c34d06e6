/**
 * Self-check of releases-alt against the documents: the clean deployment, then each defect's
 * symptom, which must show with that defect alone and with no other defect.
 * Run: npx tsx test/independent/written/releases-alt/verify.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEFECTS } from './query.js';
import { start } from './server.js';

interface Event {
  id: number;
  source_id: number;
  release_date: string;
  severity: string;
  event_type: string;
  sources: { id: number };
}
interface Page {
  events: Event[];
  sources: { id: number; is_active: boolean; type: string }[];
  pagination: { limit: number; offset: number; total: number };
  error?: string;
}

function client(url: string) {
  return async (path: string): Promise<{ status: number; body: Page }> => {
    const res = await fetch(url + path);
    return { status: res.status, body: (await res.json()) as Page };
  };
}
type Get = ReturnType<typeof client>;

/** The +02:00 spelling of an instant. */
function plusTwo(iso: string): string {
  const local = new Date(Date.parse(iso) + 2 * 3_600_000).toISOString().slice(0, 19);
  return `${local}+02:00`;
}

const PROBES: Record<string, (get: Get) => Promise<boolean>> = {
  'date-offset-ignored': async (get) => {
    const event = (await get('/api/v1/events?limit=1&offset=3')).body.events[0] as Event;
    const at = encodeURIComponent(plusTwo(event.release_date));
    const r = await get(`/api/v1/events?start_date=${at}&end_date=${at}&limit=100`);
    return !r.body.events.some((e) => e.id === event.id);
  },
  'fractional-seconds-refused': async (get) =>
    (await get('/api/v1/events?start_date=2024-01-01T00:00:00.000Z')).status === 400,
  'limit-past-max-accepted': async (get) => (await get('/api/v1/events?limit=101')).body.events.length > 100,
  'severity-unknown-ignored': async (get) => (await get('/api/v1/events?severity=Critical')).status === 200,
  'active-only-default-false': async (get) =>
    (await get('/api/v1/sources?limit=100')).body.sources.some((s) => !s.is_active),
  'pagination-skips': async (get) => {
    const whole = (await get('/api/v1/events?limit=10')).body.events.map((e) => e.id);
    const first = (await get('/api/v1/events?limit=5')).body.events.map((e) => e.id);
    const second = (await get('/api/v1/events?limit=5&offset=5')).body.events.map((e) => e.id);
    return JSON.stringify([...first, ...second]) !== JSON.stringify(whole);
  },
  'total-is-page-count': async (get) =>
    (await get('/api/v1/events?limit=1')).body.pagination.total !==
    (await get('/api/v1/events?limit=100')).body.pagination.total,
  'source-events-ignore-severity': async (get) =>
    (await get('/api/v1/sources/11/events?severity=Danger&limit=100')).body.events.some(
      (e) => e.severity !== 'Danger',
    ),
};

async function collect(get: Get, query: string): Promise<Event[]> {
  const all: Event[] = [];
  for (let offset = 0; ; offset += 7) {
    const r = await get(`/api/v1/events?${query}&limit=7&offset=${offset}`);
    all.push(...r.body.events);
    if (r.body.events.length < 7) return all;
  }
}

async function happyPath(get: Get): Promise<void> {
  const info = await get('/api/v1');
  assert.equal(info.status, 200);
  const sources = (await get('/api/v1/sources')).body;
  assert.equal(sources.pagination.limit, 50);
  assert.equal(sources.pagination.total, 11);
  assert(sources.sources.every((s) => s.is_active));
  assert.equal((await get('/api/v1/sources?active_only=false')).body.pagination.total, 14);
  assert((await get('/api/v1/sources?type=pypi')).body.sources.every((s) => s.type === 'pypi'));
  const all = await collect(get, 'x=1');
  assert.equal(all.length, 180);
  assert.equal(new Set(all.map((e) => e.id)).size, 180, 'pages never repeat or skip');
  for (let i = 1; i < all.length; i += 1) {
    assert((all[i - 1] as Event).release_date >= (all[i] as Event).release_date, 'newest first');
  }
  const page = (await get('/api/v1/events?limit=101')).body;
  assert.equal(page.events.length, 100);
  assert.equal(page.pagination.total, 180);
  assert.equal((await get('/api/v1/events?offset=500')).body.events.length, 0);
  for (const bad of ['limit=0', 'limit=-1', 'limit=x', 'offset=-1', 'severity=info', 'event_type=Eol']) {
    assert.equal((await get(`/api/v1/events?${bad}`)).status, 400, bad);
  }
  for (const bad of ['start_date=2024-02-30', 'end_date=yesterday', 'start_date=2024-01-01T25:00:00Z']) {
    assert.equal((await get(`/api/v1/events?${bad}`)).status, 400, bad);
  }
  const event = all[40] as Event;
  const at = event.release_date;
  const exact = await collect(get, `start_date=${at}&end_date=${at}`);
  assert(
    exact.some((e) => e.id === event.id),
    'bounds are inclusive',
  );
  assert(exact.every((e) => e.release_date === at));
  const shifted = await collect(get, `start_date=${encodeURIComponent(plusTwo(at))}&end_date=${at}`);
  assert(
    shifted.some((e) => e.id === event.id),
    '+02:00 is honoured',
  );
  const unencoded = await collect(get, `start_date=${plusTwo(at)}&end_date=${plusTwo(at)}`);
  assert(
    unencoded.some((e) => e.id === event.id),
    'an unencoded + of an offset is read as +',
  );
  const fraction = at.replace('Z', '.0001Z');
  assert(!(await collect(get, `start_date=${fraction}`)).some((e) => e.id === event.id));
  assert((await collect(get, `end_date=${fraction}`)).some((e) => e.id === event.id));
  const day = at.slice(0, 10);
  assert((await collect(get, `start_date=${day}&end_date=${day}`)).some((e) => e.id === event.id));
  for (const e of await collect(get, 'severity=Warning&event_type=Release&source_id=12')) {
    assert.deepEqual([e.severity, e.event_type, e.source_id, e.sources.id], ['Warning', 'Release', 12, 12]);
  }
  const ofSource = await get('/api/v1/sources/11/events?severity=Info&limit=100');
  assert(ofSource.body.events.every((e) => e.source_id === 11 && e.severity === 'Info'));
  assert.equal((await get('/api/v1/sources/999/events')).status, 404);
  assert.equal((await get('/api/v1/sources/abc/events')).body.error, 'bad_request');
}

const clean = await start({});
await happyPath(client(clean.url));
const methodRes = await fetch(`${clean.url}/api/v1/events`, { method: 'POST' });
assert.equal(methodRes.status, 405);
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
console.log(`releases-alt: clean deployment ok; ${DEFECTS.length} defects each visible alone and only alone`);
