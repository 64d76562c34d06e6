import { afterEach, describe, expect, it } from 'vitest';
import { createReleasesClient } from './create-releases-client.js';
import { type HttpTestServer, startHttpTestServer, throttleFirst } from './http-test-server.js';

const eventList = { events: [], pagination: { limit: 20, offset: 0, total: 0 } };

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createReleasesClient', () => {
  it('serializes path and query parameters and sends no credentials', async () => {
    server = await startHttpTestServer(() => ({ status: 200, body: eventList }));
    const client = createReleasesClient({ baseUrl: `${server.baseUrl}/` });
    const { data } = await client.GET('/api/v1/sources/{id}/events', {
      params: { path: { id: 7 }, query: { severity: 'Danger', limit: 20 } },
    });
    expect(data).toEqual(eventList);
    expect(server.requests[0]?.url).toBe('/api/v1/sources/7/events?severity=Danger&limit=20');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers['x-workspace-id']).toBeUndefined();
  });

  it('returns an error body as an error result, without throwing', async () => {
    const notFound = { error: 'not_found', message: 'source 9 not found' };
    server = await startHttpTestServer(() => ({ status: 404, body: notFound }));
    const client = createReleasesClient({ baseUrl: server.baseUrl });
    const { data, error } = await client.GET('/api/v1/sources/{id}/events', { params: { path: { id: 9 } } });
    expect({ data, error }).toEqual({ data: undefined, error: notFound });
  });

  it('retries a 429 on GET, honouring Retry-After', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: eventList }, '3'));
    const delays: number[] = [];
    const sleep = async (ms: number) => {
      delays.push(ms);
    };
    const client = createReleasesClient({ baseUrl: server.baseUrl, retry: { sleep } });
    const { data } = await client.GET('/api/v1/events');
    expect(data).toEqual(eventList);
    expect(delays).toEqual([3000]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/events', '/api/v1/events']);
  });

  it('with retry: false returns the 429', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: eventList }));
    const client = createReleasesClient({ baseUrl: server.baseUrl, retry: false });
    const { response } = await client.GET('/api/v1/events');
    expect(response.status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it('throws on a missing baseUrl', () => {
    expect(() => createReleasesClient({ baseUrl: '' })).toThrow(/baseUrl is required/);
  });
});
