import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, type ReleaseEvent, SEVERITIES } from './releases-data.js';
import { allEventIds, get } from './releases-probes.js';
import { type RunningReleasesServer, startIndependentReleasesServer } from './releases-server.js';

let server: RunningReleasesServer;
beforeAll(async () => {
  server = await startIndependentReleasesServer();
});
afterAll(() => server.close());

describe('independent releases server: dataset', () => {
  it('[IND-REL-DATA] at least 40 sources of four types, some inactive, 400+ events with many ties', () => {
    const { sources, events } = server.data;
    expect(sources.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sources.map((source) => source.type))).toEqual(
      new Set(['npm', 'pypi', 'github_release', 'cargo']),
    );
    expect(sources.some((source) => !source.is_active)).toBe(true);
    expect(events.length).toBeGreaterThanOrEqual(400);
    const combos = new Set(events.map((event) => `${event.event_type}/${event.severity}`));
    expect(combos.size).toBe(EVENT_TYPES.length * SEVERITIES.length);
    const dates = new Set(events.map((event) => event.release_date));
    expect(dates.size).toBeLessThan(events.length / 5);
  });
});

describe('independent releases server: sources', () => {
  it('[IND-REL-SOURCES-DEFAULTS] limit 50 and active_only true by default', async () => {
    const active = server.data.sources.filter((source) => source.is_active);
    const { status, body } = await get(server.url, '/api/v1/sources');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ limit: 50, offset: 0, total: active.length });
    expect(body.sources).toHaveLength(Math.min(50, active.length));
    const all = await get(server.url, '/api/v1/sources?active_only=false');
    expect(all.body.pagination.total).toBe(server.data.sources.length);
  });

  it('[IND-REL-SOURCES-FILTER] type filter and paging without repeats', async () => {
    const typed = await get(server.url, '/api/v1/sources?type=cargo&active_only=false');
    const expected = server.data.sources.filter((source) => source.type === 'cargo').length;
    expect(typed.body.pagination.total).toBe(expected);
    const first = await get(server.url, '/api/v1/sources?limit=10');
    const second = await get(server.url, '/api/v1/sources?limit=10&offset=10');
    const ids = [...first.body.sources, ...second.body.sources].map((source: { id: number }) => source.id);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('independent releases server: events', () => {
  it('[IND-REL-EVENTS-DEFAULT] default limit 20, exact total, embedded sources', async () => {
    const { body } = await get(server.url, '/api/v1/events');
    expect(body.events).toHaveLength(20);
    expect(body.pagination).toMatchObject({ limit: 20, offset: 0, total: server.data.events.length });
    for (const event of body.events) expect(event.sources.id).toBe(event.source_id);
  });

  it('[IND-REL-EVENTS-ORDER] release_date then id, descending; paging neither repeats nor skips', async () => {
    const { ids, total } = await allEventIds(server.url, 37);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const byId = new Map(server.data.events.map((event) => [event.id, event]));
    const sorted = [...server.data.events].sort(
      (a, b) => Date.parse(b.release_date) - Date.parse(a.release_date) || b.id - a.id,
    );
    expect(ids).toEqual(sorted.map((event) => event.id));
    expect(byId.size).toBe(total);
  });

  it('[IND-REL-EVENTS-FILTERS] combined filters with inclusive date bounds', async () => {
    const keep = (event: ReleaseEvent) =>
      event.severity === 'Danger' &&
      event.event_type === 'Release' &&
      event.release_date >= '2024-03-14' &&
      event.release_date <= '2024-08-14T12:00:00+00:00';
    const expected = server.data.events.filter(keep).length;
    const query =
      'severity=Danger&event_type=Release&start_date=2024-03-14T12:00:00Z&end_date=2024-08-14T12:00:00Z&limit=100';
    const { body } = await get(server.url, `/api/v1/events?${query}`);
    expect(expected).toBeGreaterThan(0);
    expect(body.pagination.total).toBe(expected);
    expect(body.events.every(keep)).toBe(true);
  });

  it('[IND-REL-SOURCE-EVENTS] one source, severity filter, 404 for an unknown id', async () => {
    const id = server.data.sources[3]?.id ?? 0;
    const expected = server.data.events.filter(
      (event) => event.source_id === id && event.severity === 'Warning',
    );
    const { body } = await get(server.url, `/api/v1/sources/${id}/events?severity=Warning&limit=100`);
    expect(body.pagination.total).toBe(expected.length);
    expect(
      body.events.every((event: ReleaseEvent) => event.source_id === id && event.severity === 'Warning'),
    ).toBe(true);
    expect((await get(server.url, '/api/v1/sources/999999/events')).status).toBe(404);
  });

  it('[IND-REL-LIMITS] limit above 100 answers 400 {detail}; malformed values never 5xx', async () => {
    const over = await get(server.url, '/api/v1/events?limit=101');
    expect(over.status).toBe(400);
    expect(typeof over.body.detail).toBe('string');
    expect((await get(server.url, '/api/v1/events?limit=100')).body.events).toHaveLength(100);
    const hostile = [
      '/api/v1/events?limit=abc',
      '/api/v1/events?offset=x',
      '/api/v1/events?source_id=-3',
      '/api/v1/events?start_date=2024-13-45',
      '/api/v1/events?severity=Fatal',
      '/api/v1/sources?active_only=maybe',
      '/api/v1/sources/abc/events',
      '/api/v1/sources/%E0%A4%A/events',
      '/api/v1/sources?limit=1e9',
    ];
    for (const path of hostile) {
      const answer = await get(server.url, path);
      expect([path, answer.status]).toEqual([path, 422]);
      expect(typeof answer.body.detail).toBe('string');
    }
  });

  it('[IND-REL-INFO] GET /api/v1 answers API information as JSON', async () => {
    const info = await get(server.url, '/api/v1');
    expect(info.status).toBe(200);
    expect(info.contentType).toMatch(/^application\/json/);
    expect(info.body.api_version).toBe('1.0.0');
  });
});
