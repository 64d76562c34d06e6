import { describe, expect, it } from 'vitest';
import { tinyReleasesData } from '../../../test/support/tiny-releases-data.js';
import type { components } from '../../generated/releases.js';
import type { Engine } from '../engine.js';
import { createReleasesEngine } from './create-releases-engine.js';

type EventList = components['schemas']['EventList'];
type ErrorBody = components['schemas']['Error'];

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
const eventIds = async (path: string, query: string) =>
  (await get<EventList>(engine, path, query)).body.events.map((e) => e.id);

// Newest first; ids 10, 9, 5 share 2024-04-01T00:00:00Z and so go by id, descending.
const allInOrder = [3, 2, 11, 10, 9, 5, 12, 8, 7, 6, 4, 1];

/** Pagination (defaults, bounds, walks) and every documented error of the three lists. */
describe('pagination', () => {
  it('[PG-DEFAULT] events limit defaults to 50, offset to 0', async () => {
    expect((await get<EventList>(engine, '/api/v1/events')).body.pagination).toEqual({
      limit: 50,
      offset: 0,
      total: 12,
    });
  });
  it.each([
    ['/api/v1/events', '101'],
    ['/api/v1/sources', '101'],
    ['/api/v1/sources/1/events', '999999999'],
  ])('[PG-LIMIT] %s?limit=%s is a 400: the document bounds limit to 100', async (path, limit) => {
    const { status, body } = await get<ErrorBody>(engine, path, `limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message: 'limit must be at most 100' });
  });
  it.each(['/api/v1/events', '/api/v1/sources', '/api/v1/sources/1/events'])(
    '[PG-LIMIT] %s?limit=100 is served in full',
    async (path) => {
      const { status, body } = await get<{ pagination: { limit: number } }>(engine, path, 'limit=100');
      expect(status).toBe(200);
      expect(body.pagination.limit).toBe(100);
    },
  );
  it.each([
    ['/api/v1/events', 'offset=2147483648', 'offset must be at most 2147483647'],
    ['/api/v1/events', 'source_id=2147483648', 'source_id must be at most 2147483647'],
    ['/api/v1/sources/2147483648/events', '', 'id must be at most 2147483647'],
  ])('[PG-BOUNDS] %s?%s is a 400 at the documented 32-bit bound', async (path, query, message) => {
    const { status, body } = await get<ErrorBody>(engine, path, query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
  it('[PG-BOUNDS] the largest documented offset is served as an empty page', async () => {
    const { status, body } = await get<EventList>(engine, '/api/v1/events', 'offset=2147483647');
    expect(status).toBe(200);
    expect(body.events).toEqual([]);
  });
  it('[PG-OFFSET] offset beyond the end gives an empty page with the right total', async () => {
    const { body } = await get<EventList>(engine, '/api/v1/events', 'severity=Info&offset=100');
    expect(body).toEqual({ events: [], pagination: { limit: 50, offset: 100, total: 6 } });
  });
  it('[PG-WALK] pages of 5 cover the list exactly once, in order', async () => {
    const ids = [
      ...(await eventIds('/api/v1/events', 'limit=5')),
      ...(await eventIds('/api/v1/events', 'limit=5&offset=5')),
    ];
    expect([...ids, ...(await eventIds('/api/v1/events', 'limit=5&offset=10'))]).toEqual(allInOrder);
  });
});

describe('errors', () => {
  const badRequests: [string, string, string][] = [
    ['/api/v1/events', 'limit=0', 'limit must be at least 1'],
    ['/api/v1/events', 'limit=abc', 'limit must be an integer'],
    ['/api/v1/events', 'limit=1&limit=2', 'limit must be given once'],
    ['/api/v1/events', 'offset=-1', 'offset must be at least 0'],
    ['/api/v1/events', 'severity=Bad', 'severity must be one of Info, Warning, Danger'],
    ['/api/v1/events', 'event_type=x', 'event_type must be one of Release, Deprecation, EOL'],
    ['/api/v1/events', 'source_id=abc', 'source_id must be an integer'],
    ['/api/v1/events', 'start_date=yesterday', 'start_date must be a valid date-time or date'],
    ['/api/v1/events', 'end_date=2024-02-30', 'end_date must be a valid date-time or date'],
    ['/api/v1/events', 'end_date=2024-03-05T14:00', 'end_date must be a valid date-time or date'],
    ['/api/v1/events', 'start_date=', 'start_date must be a valid date-time or date'],
    ['/api/v1/events', 'start_date=2024-05-01&end_date=2024-04-01', 'start_date must not be after end_date'],
    ['/api/v1/sources', 'active_only=maybe', 'active_only must be true or false'],
    ['/api/v1/sources', 'limit=0', 'limit must be at least 1'],
    ['/api/v1/sources', 'offset=-1', 'offset must be at least 0'],
    ['/api/v1/sources/1/events', 'severity=Bad', 'severity must be one of Info, Warning, Danger'],
    [
      '/api/v1/sources/1/events',
      'start_date=2024-05-01T00:00:00Z&end_date=2024-04-01',
      'start_date must not be after end_date',
    ],
    ['/api/v1/sources/abc/events', '', 'id must be an integer'],
  ];
  it.each(badRequests)('[ERR-400] %s?%s', async (path, query, message) => {
    const { status, body } = await get<ErrorBody>(engine, path, query);
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message.startsWith(message)).toBe(true);
  });

  it.each([
    ['start_date=2024-03-05%2014:00:00Z', '2024-03-05T14:00:00Z'],
    ['start_date=2024-03-05t14:00:00z', '2024-03-05T14:00:00Z'],
    ['start_date=2024-03-05T16:00:00%2B02', '2024-03-05T14:00:00Z'],
    ['start_date=2024-03-05T16:00:00%2B0200', '2024-03-05T14:00:00Z'],
    ['start_date=2024-03-05T14:00:00.1234567891Z', '2024-03-05T14:00:00.123Z'],
    ['end_date=2016-12-31T23:59:60Z', '2016-12-31T23:59:59.999Z'],
  ])('[DATE-RFC3339] %s is an RFC 3339 date-time the document accepts, served as %s', async (query, same) => {
    const name = query.slice(0, query.indexOf('='));
    const spelled = await get<EventList>(engine, '/api/v1/events', query);
    const plain = await get<EventList>(engine, '/api/v1/events', `${name}=${same}`);
    expect(spelled.status).toBe(200);
    expect(spelled.body).toEqual(plain.body);
  });

  it('[ERR-404] an unknown source id in the path is a 404', async () => {
    const { status, body } = await get<ErrorBody>(engine, '/api/v1/sources/999/events', 'severity=Info');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'source 999 not found' });
  });
});
