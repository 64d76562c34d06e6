import { describe, expect, it } from 'vitest';
import { tinyReleasesData } from '../../../test/support/tiny-releases-data.js';
import type { components } from '../../generated/releases.js';
import type { Engine } from '../engine.js';
import { createReleasesEngine } from './create-releases-engine.js';

type EventList = components['schemas']['EventList'];
type SourceList = components['schemas']['SourceList'];

async function get<T>(engine: Engine, path: string, query = ''): Promise<{ status: number; body: T }> {
  const request = {
    method: 'GET',
    path,
    query: new URLSearchParams(query),
    headers: {},
    body: null,
    origin: 'http://127.0.0.1:4011',
  };
  const response = await engine.handle(request);
  return { status: response.status, body: response.body as T };
}

const engine = createReleasesEngine({ data: tinyReleasesData, onError: (e) => expect.fail(String(e)) });
// Newest first; ids 10, 9, 5 share 2024-04-01T00:00:00Z and so go by id, descending.
const allInOrder = [3, 2, 11, 10, 9, 5, 12, 8, 7, 6, 4, 1];

describe('GET /api/v1/events filters', () => {
  const cases: [string, { path?: string; query: string; want: number[] }][] = [
    ['[EV-ORDER] no filter: release_date desc, then id desc', { query: '', want: allInOrder }],
    ['[EV-SOURCE] source_id', { query: 'source_id=1', want: [3, 2, 10, 1] }],
    ['[EV-SOURCE] unknown source_id matches nothing', { query: 'source_id=99', want: [] }],
    ['[EV-TYPE] event_type', { query: 'event_type=Deprecation', want: [10, 9] }],
    ['[EV-SEVERITY] severity', { query: 'severity=Warning', want: [3, 2, 10, 9] }],
    [
      '[EV-DATES] plain start_date is midnight UTC, inclusive',
      { query: 'start_date=2024-04-01', want: [3, 2, 11, 10, 9, 5] },
    ],
    [
      '[EV-DATES] plain end_date covers its whole day, inclusive',
      { query: 'end_date=2024-04-01', want: [10, 9, 5, 12, 8, 7, 6, 4, 1] },
    ],
    [
      '[EV-DATES] a plain end_date includes events later that day',
      { query: 'start_date=2024-04-17&end_date=2024-04-17', want: [11] },
    ],
    [
      '[EV-DATES] start_date one second later',
      { query: 'start_date=2024-04-01T00:00:01Z', want: [3, 2, 11] },
    ],
    [
      '[EV-DATES] end_date one second earlier',
      { query: 'end_date=2024-03-31T23:59:59Z', want: [12, 8, 7, 6, 4, 1] },
    ],
    [
      '[EV-DATES] start_date equal to end_date',
      { query: 'start_date=2024-04-01&end_date=2024-04-01T00:00:00Z', want: [10, 9, 5] },
    ],
    [
      '[EV-DATES] offsets are converted to UTC',
      { query: 'start_date=2024-04-01T02:00:00%2B02:00', want: [3, 2, 11, 10, 9, 5] },
    ],
    ['[EV-COMBINED] source_id and severity', { query: 'source_id=2&severity=Info', want: [12, 6, 4] }],
    [
      '[EV-COMBINED] type, severity and a date window',
      {
        query: 'event_type=Release&severity=Info&start_date=2023-12-01&end_date=2024-04-30',
        want: [11, 12, 7, 6],
      },
    ],
    [
      '[EV-COMBINED] source, type, severity',
      { query: 'source_id=1&event_type=Deprecation&severity=Warning', want: [10] },
    ],
    ['[EV-COMBINED] nothing matches', { query: 'source_id=3&event_type=EOL&end_date=2024-01-01', want: [] }],
    [
      '[EV-IGNORE] unknown query parameters are ignored',
      { query: 'foo=bar&source_id=2', want: [5, 12, 6, 4] },
    ],
    [
      '[SE-SEVERITY] /sources/{id}/events with severity',
      { path: '/api/v1/sources/2/events', query: 'severity=Info', want: [12, 6, 4] },
    ],
    [
      '[SE-INACTIVE] an inactive source still has its events',
      { path: '/api/v1/sources/4/events', query: '', want: [9] },
    ],
    [
      '[SE-COMBINED] /sources/{id}/events with type and dates',
      {
        path: '/api/v1/sources/2/events',
        query: 'event_type=EOL&start_date=2024-04-01&end_date=2024-04-01',
        want: [5],
      },
    ],
  ];
  it.each(cases)('%s', async (_, { path = '/api/v1/events', query, want }) => {
    const { status, body } = await get<EventList>(engine, path, query);
    expect(status).toBe(200);
    expect(body.events.map((e) => e.id)).toEqual(want);
    expect(body.pagination).toEqual({ limit: 50, offset: 0, total: want.length });
  });
});

describe('GET /api/v1/sources', () => {
  const cases: [string, { query: string; want: number[]; total?: number }][] = [
    ['[SO-ACTIVE] active_only defaults to true; ordered by id', { query: '', want: [1, 2, 3] }],
    [
      '[SO-ACTIVE] active_only=false lists inactive ones too',
      { query: 'active_only=false', want: [1, 2, 3, 4] },
    ],
    ['[SO-TYPE] type', { query: 'type=npm', want: [1] }],
    ['[SO-TYPE] type with inactive', { query: 'type=npm&active_only=false', want: [1, 4] }],
    ['[SO-TYPE] unknown type matches nothing', { query: 'type=cargo', want: [] }],
    ['[SO-PAGE] limit', { query: 'limit=2', want: [1, 2], total: 3 }],
    ['[SO-PAGE] offset', { query: 'limit=2&offset=2', want: [3], total: 3 }],
    ['[SO-PAGE] offset past the end: empty page, exact total', { query: 'offset=10', want: [], total: 3 }],
  ];
  it.each(cases)('%s', async (_, { query, want, total }) => {
    const { status, body } = await get<SourceList>(engine, '/api/v1/sources', query);
    expect(status).toBe(200);
    expect(body.sources.map((s) => s.id)).toEqual(want);
    expect(body.pagination.total).toBe(total ?? want.length);
  });

  it('[SO-FIELDS] serves the source records whole', async () => {
    const { body } = await get<SourceList>(engine, '/api/v1/sources', 'active_only=false');
    const byId = new Map(tinyReleasesData.sources.map((s) => [s.id, s]));
    for (const source of body.sources) expect(source).toEqual(byId.get(source.id));
  });
});

describe('responses', () => {
  it('[EV-EMBED] every event embeds the summary of its source record', async () => {
    const { body } = await get<EventList>(engine, '/api/v1/events');
    const byId = new Map(tinyReleasesData.sources.map((s) => [s.id, s]));
    for (const event of body.events) {
      const { id, name, type, official_website, github_url, docs_url } =
        byId.get(event.source_id) ?? expect.fail('no source');
      expect(event.sources).toEqual({ id, name, type, official_website, github_url, docs_url });
      const { sources: _, ...record } = event;
      expect(record).toEqual(tinyReleasesData.events.find((e) => e.id === event.id));
    }
  });

  it('[INFO] GET /api/v1 describes the API and its endpoints', async () => {
    const { status, body } = await get<components['schemas']['ApiInfo']>(engine, '/api/v1');
    expect(status).toBe(200);
    expect(body.version).toBe('1.0.0');
    expect(body.endpoints.map((e) => e.path)).toEqual([
      '/api/v1/sources',
      '/api/v1/events',
      '/api/v1/sources/{id}/events',
    ]);
  });

  it('[EV-COPY] a served page is a copy: changing it does not change the store', async () => {
    const first = await get<EventList>(engine, '/api/v1/events', 'limit=1');
    const event = first.body.events[0] ?? expect.fail('empty page');
    event.version = 'changed';
    event.sources.name = 'changed';
    const again = (await get<EventList>(engine, '/api/v1/events', 'limit=1')).body.events[0];
    expect(again?.version).toBe('19.0.0');
    expect(again?.sources.name).toBe('React');
  });

  it('[ENGINE] engine.fetch serves the same core through WHATWG Request/Response', async () => {
    const response = await engine.fetch(new Request('http://127.0.0.1:4011/api/v1/sources/1/events?limit=2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(((await response.json()) as EventList).events.map((e) => e.id)).toEqual([3, 2]);
  });

  it('[ENGINE] refuses an invalid dataset at creation', () => {
    const data = { ...tinyReleasesData, sources: [] };
    expect(() => createReleasesEngine({ data })).toThrow('events[0].source_id 1 does not refer to a source');
  });
});
