/**
 * The releases document's rules over real HTTP, against the engine served directly and through
 * the real Prism proxy: every filter alone and combined (checked against the dataset itself), caps,
 * defaults, page walks, ordering ties, bad input, and the live-monitoring control call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import type { EventRecord } from '../../src/engine/releases/index.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call } from '../server/http-helpers.js';

const data = defaultReleasesData;
const activeIds = new Set(data.sources.filter((s) => s.is_active).map((s) => s.id));
const at = (iso: string) => Date.parse(iso);
/** The documented order: release_date descending, then id descending. */
const byOrder = (a: EventRecord, b: EventRecord) => at(b.release_date) - at(a.release_date) || b.id - a.id;
const expected = (keep: (e: EventRecord) => boolean) =>
  data.events
    .filter(keep)
    .sort(byOrder)
    .map((e) => e.id);

const filters: [string, string, (e: EventRecord) => boolean][] = [
  ['source_id', 'source_id=3', (e) => e.source_id === 3],
  ['event_type', 'event_type=Deprecation', (e) => e.event_type === 'Deprecation'],
  ['severity', 'severity=Danger', (e) => e.severity === 'Danger'],
  ['start_date', 'start_date=2026-01-01T00:00:00Z', (e) => at(e.release_date) >= at('2026-01-01T00:00:00Z')],
  ['end_date', 'end_date=2019-12-31T23:59:59Z', (e) => at(e.release_date) <= at('2019-12-31T23:59:59Z')],
  [
    'all combined',
    'event_type=Release&severity=Warning&start_date=2022-01-01T00:00:00Z&end_date=2024-12-31T23:59:59Z',
    (e) =>
      e.event_type === 'Release' &&
      e.severity === 'Warning' &&
      e.release_date >= '2022' &&
      e.release_date < '2025',
  ],
];

describe.each([
  ['direct', true],
  ['prism', false],
])('releases rules (%s)', (_mode, direct) => {
  let mock: RunningMock;
  const get = (pathAndQuery: string) => call(`${mock.url}${pathAndQuery}`);

  async function walk(
    path: string,
    query: string,
    limit: number,
  ): Promise<{ ids: number[]; totals: Set<number> }> {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let offset = 0; ; offset += limit) {
      const answer = await get(`${path}?${query}&limit=${limit}&offset=${offset}`);
      expect(answer.status).toBe(200);
      totals.add(answer.body.pagination.total);
      ids.push(...answer.body.events.map((e: EventRecord) => e.id));
      if (offset + limit >= answer.body.pagination.total) return { ids, totals };
    }
  }

  beforeAll(async () => {
    mock = await startMock({ api: 'releases', port: 0, direct });
  });
  afterAll(() => mock?.close());

  it.each(filters)(
    '[REL-FILTER] %s: a full page walk returns exactly the matching events, in order',
    async (_t, query, keep) => {
      const want = expected(keep);
      const { ids, totals } = await walk('/api/v1/events', query, 100);
      expect([...totals]).toEqual([want.length]);
      expect(ids).toEqual(want);
    },
  );

  it('[REL-TIES] events on the same instant never repeat or vanish across small pages', async () => {
    const want = expected((e) => e.severity === 'Warning');
    const { ids } = await walk('/api/v1/events', 'severity=Warning', 7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(want);
    const instants = new Map<string, number>();
    for (const e of data.events) instants.set(e.release_date, (instants.get(e.release_date) ?? 0) + 1);
    expect([...instants.values()].some((n) => n > 1)).toBe(true);
  });

  it('[REL-SOURCE-EVENTS] /sources/{id}/events returns only that source, honours severity, and embeds it', async () => {
    const source = data.sources.find((s) =>
      data.events.some((e) => e.source_id === s.id && e.severity === 'Info'),
    );
    if (!source) throw new Error('dataset has no source with Info events');
    const answer = await get(`/api/v1/sources/${source.id}/events?severity=Info&limit=100`);
    expect(answer.body.events.map((e: EventRecord) => e.id)).toEqual(
      expected((e) => e.source_id === source.id && e.severity === 'Info'),
    );
    const { id, name, type, official_website, github_url, docs_url } = source;
    for (const event of answer.body.events)
      expect(event.sources).toEqual({ id, name, type, official_website, github_url, docs_url });
  });

  it('[REL-SOURCES] active_only defaults to true, false includes inactive; limit defaults to 50', async () => {
    const active = await get('/api/v1/sources');
    expect(active.body.pagination).toEqual({ limit: 50, offset: 0, total: activeIds.size });
    expect(active.body.sources.every((s: { is_active: boolean }) => s.is_active)).toBe(true);
    const all = await get('/api/v1/sources?active_only=false&type=npm&limit=100');
    expect(all.body.pagination.total).toBe(data.sources.filter((s) => s.type === 'npm').length);
    expect(all.body.sources.some((s: { is_active: boolean }) => !s.is_active)).toBe(true);
  });

  it('[REL-CAP] limit is at most 100 (a larger one is a 400); events default to 50', async () => {
    const capped = await get('/api/v1/events?limit=100');
    expect(capped.body.events).toHaveLength(100);
    expect(capped.body.pagination.limit).toBe(100);
    expect((await get('/api/v1/events?limit=101')).status).toBe(400);
    expect((await get('/api/v1/events')).body.events).toHaveLength(50);
    expect((await get(`/api/v1/events?offset=${data.events.length + 5}`)).body).toMatchObject({
      events: [],
      pagination: { total: data.events.length },
    });
  });

  it.each([
    ['limit=0'],
    ['limit=abc'],
    ['offset=-1'],
    ['severity=Critical'],
    ['event_type=Patch'],
    ['start_date=yesterday'],
    ['start_date=2025-01-02&end_date=2025-01-01'],
    ['source_id=x'],
  ])('[REL-BAD] %s is a 400 in the error shape', async (query) => {
    const answer = await get(`/api/v1/events?${query}`);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: expect.any(String) },
    });
  });

  it('[REL-404] an unknown source id is 404 not_found', async () => {
    const answer = await get('/api/v1/sources/999999/events');
    expect(answer).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('[REL-LIVE] a control call adds an event that comes first; reset removes it', async () => {
    const before = (await get('/api/v1/events?limit=1')).body.pagination.total;
    const added = await call(`${mock.url}/__control/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { source_id: 1, version: '99.0.0', event_type: 'Deprecation' },
    });
    expect(added.status).toBe(201);
    const first = await get('/api/v1/events?limit=1');
    expect(first.body).toMatchObject({
      events: [{ id: added.body.id, version: '99.0.0' }],
      pagination: { total: before + 1 },
    });
    await call(`${mock.url}/__control/reset`, { method: 'POST' });
    expect((await get('/api/v1/events?limit=1')).body.pagination.total).toBe(before);
  });

  it.skipIf(direct)('[PRISM-0] Prism reported no response violation', () => {
    expect(mock.violations()).toMatchObject({ count: 0 });
  });
});
