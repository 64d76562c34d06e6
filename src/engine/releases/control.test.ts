import { describe, expect, it } from 'vitest';
import { tinyReleasesData } from '../../../test/support/tiny-releases-data.js';
import type { components } from '../../generated/releases.js';
import type { Engine } from '../engine.js';
import { createMock } from '../mock/create-mock.js';
import { createReleasesEngine } from './create-releases-engine.js';

type EventList = components['schemas']['EventList'];
type Event = components['schemas']['Event'];

function call(
  engine: Pick<Engine, 'handle'>,
  method: string,
  path: string,
  body: unknown = null,
  query = '',
) {
  const raw = body === null ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return engine.handle({
    method,
    path,
    query: new URLSearchParams(query),
    headers: { 'content-type': 'application/json' },
    body: raw,
    origin: 'http://127.0.0.1:4011',
  });
}

const fresh = () => createReleasesEngine({ data: tinyReleasesData, onError: (e) => expect.fail(String(e)) });
const list = async (engine: Pick<Engine, 'handle'>, path = '/api/v1/events', query = '') =>
  (await call(engine, 'GET', path, null, query)).body as EventList;

describe('POST /__control/events', () => {
  it('[CTL-ADD] adds a complete event that comes first and bumps every total it matches', async () => {
    const engine = fresh();
    const response = await call(engine, 'POST', '/__control/events', { source_id: 2, version: '5.1.0' });
    expect(response.status).toBe(201);
    const added = response.body as Event;
    expect(added).toMatchObject({
      id: 13,
      source_id: 2,
      version: '5.1.0',
      event_type: 'Release',
      severity: 'Info',
    });
    expect(added).toMatchObject({
      description: 'Django 5.1.0 was released.',
      release_notes_url: null,
      migration_guide_url: null,
    });
    expect(added.sources).toEqual({
      id: 2,
      name: 'Django',
      type: 'pypi',
      official_website: 'https://www.djangoproject.com',
      github_url: 'https://github.com/example/django',
      docs_url: null,
    });
    expect(Math.abs(Date.parse(added.release_date) - Date.now())).toBeLessThan(5_000);
    const events = await list(engine);
    expect(events.events[0]).toEqual(added);
    expect(events.pagination.total).toBe(13);
    expect((await list(engine, '/api/v1/sources/2/events')).pagination.total).toBe(5);
    expect((await list(engine, '/api/v1/events', 'severity=Info')).events[0]?.id).toBe(13);
    expect(engine.version).toBe(1);
  });

  it('[CTL-ADD] takes the optional fields it is given; an older date sorts into place', async () => {
    const engine = fresh();
    const body = {
      source_id: 1,
      version: '16.0.0',
      event_type: 'EOL',
      release_date: '2024-04-01T00:00:00Z',
      announcement_url: 'https://react.dev/eol',
    };
    const added = (await call(engine, 'POST', '/__control/events', body)).body as Event;
    expect(added).toMatchObject({
      ...body,
      severity: 'Danger',
      description: 'React 16.0.0 has reached end of life.',
    });
    // Same date as events 10, 9 and 5: the new, highest id goes first among them.
    const ids = (
      await list(engine, '/api/v1/events', 'start_date=2024-04-01&end_date=2024-04-01')
    ).events.map((e) => e.id);
    expect(ids).toEqual([13, 10, 9, 5]);
  });

  const bad: [string, unknown, number, string][] = [
    ['no body', null, 400, 'request body is required'],
    ['not JSON', '{', 400, 'request body is not valid JSON'],
    ['not an object', [1], 400, 'body must be a JSON object'],
    ['source_id missing', { version: '1.0.0' }, 400, 'source_id is required'],
    ['version missing', { source_id: 1 }, 400, 'version is required'],
    ['unknown source', { source_id: 99, version: '1.0.0' }, 400, 'source_id 99 does not refer to a source'],
    [
      'bad severity',
      { source_id: 1, version: '1', severity: 'Bad' },
      400,
      'severity must be one of Info, Warning, Danger',
    ],
    [
      'bad event_type',
      { source_id: 1, version: '1', event_type: 'x' },
      400,
      'event_type must be one of Release, Deprecation, EOL',
    ],
    [
      'bad date',
      { source_id: 1, version: '1', release_date: 'now' },
      400,
      'release_date must be an ISO 8601 UTC date-time',
    ],
    [
      'bad url',
      { source_id: 1, version: '1', release_notes_url: 'notes' },
      400,
      'release_notes_url must be a URI or null',
    ],
    ['id given', { id: 5, source_id: 1, version: '1' }, 400, 'id is assigned by the mock'],
    ['unknown field', { source_id: 1, version: '1', sources: {} }, 400, 'sources is not a known field'],
    ['prototype key', '{"source_id":1,"version":"1","__proto__":{}}', 400, '__proto__ is not an allowed key'],
  ];
  it.each(bad)('[CTL-ADD-400] %s', async (_, body, status, message) => {
    const engine = fresh();
    const response = await call(engine, 'POST', '/__control/events', body);
    expect(response.status).toBe(status);
    expect((response.body as { error: string; message: string }).error).toBe('bad_request');
    expect((response.body as { message: string }).message.startsWith(message)).toBe(true);
    expect(engine.version).toBe(0);
  });
});

describe('engine.fetch reuses serialised pages only while the data is the same', () => {
  it('[CTL-FETCH-CACHE] a page fetched again after an added event, a reset and new data is fresh each time', async () => {
    const engine = fresh();
    const page = async () =>
      (await (
        await engine.fetch(new Request('http://127.0.0.1:4011/api/v1/events?limit=1'))
      ).json()) as EventList;
    const first = await page();
    expect(await page()).toEqual(first);
    const control = (path: string, body: unknown = null) =>
      engine.fetch(
        new Request(`http://127.0.0.1:4011${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          ...(body === null ? {} : { body: JSON.stringify(body) }),
        }),
      );
    await control('/__control/events', { source_id: 1, version: '20.0.0' });
    const added = await page();
    expect(added.events[0]?.version).toBe('20.0.0');
    expect(added.pagination.total).toBe(first.pagination.total + 1);
    await control('/__control/reset');
    expect(await page()).toEqual(first);
    const data = { sources: tinyReleasesData.sources, events: tinyReleasesData.events.slice(0, 2) };
    await control('/__control/data', data);
    expect((await page()).pagination.total).toBe(2);
  });
});

describe('reset, data, log', () => {
  it('[CTL-RESET] reset returns to the dataset', async () => {
    const engine = fresh();
    await call(engine, 'POST', '/__control/events', { source_id: 1, version: '20.0.0' });
    const response = await call(engine, 'POST', '/__control/reset');
    expect(response).toMatchObject({ status: 200, body: { sources: 4, events: 12 } });
    expect((await list(engine)).events[0]?.id).toBe(3);
    expect(engine.version).toBe(2);
  });

  it('[CTL-DATA] replaces the dataset with a valid one, until the next reset', async () => {
    const engine = fresh();
    const data = { sources: tinyReleasesData.sources, events: tinyReleasesData.events.slice(0, 2) };
    expect(await call(engine, 'POST', '/__control/data', data)).toMatchObject({
      status: 200,
      body: { sources: 4, events: 2 },
    });
    expect((await list(engine)).events.map((e) => e.id)).toEqual([2, 1]);
    engine.reset();
    expect((await list(engine)).pagination.total).toBe(12);
  });

  it('[CTL-DATA-400] answers a bad dataset with the validation message and keeps the old one', async () => {
    const engine = fresh();
    const data = { sources: [], events: tinyReleasesData.events };
    const response = await call(engine, 'POST', '/__control/data', data);
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: 'events[0].source_id 1 does not refer to a source' },
    });
    expect((await list(engine)).pagination.total).toBe(12);
  });

  it('[CTL-LOG] lists the requests served: the journal in short, without control calls', async () => {
    const engine = createMock(fresh());
    await list(engine, '/api/v1/events', 'severity=Info');
    await call(engine, 'GET', '/api/v1/nowhere');
    const log = async () =>
      ((await call(engine, 'GET', '/__control/log')).body as { entries: Record<string, unknown>[] }).entries;
    const entries = await log();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/events',
      query: 'severity=Info',
      operationId: 'listEvents',
      status: 200,
    });
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      ['at', 'durationMs', 'method', 'operationId', 'path', 'query', 'status'].sort(),
    );
    expect(entries[1]).toMatchObject({ path: '/api/v1/nowhere', operationId: null, status: 404 });
    expect(entries.map((entry) => entry.path)).toEqual(engine.journal.entries().map((entry) => entry.path));
    await call(engine, 'POST', '/__control/reset');
    expect(await log()).toEqual([]);
  });
});

describe('snapshot and restore', () => {
  it('[STATE] round-trips added events through JSON', async () => {
    const engine = fresh();
    await call(engine, 'POST', '/__control/events', {
      source_id: 3,
      version: '1.31.0',
      release_date: '2024-08-13T18:00:00Z',
    });
    const snapshot = JSON.parse(JSON.stringify(engine.snapshot()));
    const before = await list(engine);
    const other = fresh();
    other.restore(snapshot);
    expect(await list(other)).toEqual(before);
    expect(other.version).toBe(1);
    expect(other.snapshot()).toEqual(snapshot);
  });

  it('[STATE] round-trips a replaced dataset', async () => {
    const engine = fresh();
    await call(engine, 'POST', '/__control/data', { sources: tinyReleasesData.sources, events: [] });
    const other = fresh();
    other.restore(engine.snapshot());
    expect((await list(other)).pagination.total).toBe(0);
  });

  it.each([
    ['not a snapshot', { added: [] }, 'not a releases engine snapshot'],
    [
      'bad added event',
      { format: 'contract-kit/releases-state@1', data: null, added: [{}] },
      'invalid releases snapshot: added[0].id is required',
    ],
  ])('[STATE] refuses %s with a clear error', (_, state, message) => {
    const engine = fresh();
    expect(() => engine.restore(state)).toThrow(message);
    expect(engine.version).toBe(0);
  });
});
