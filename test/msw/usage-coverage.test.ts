/**
 * Coverage of mock usage: which documented operations and statuses a front-end test suite made the
 * mocks answer, on msw (`coverage()`) and over HTTP (`GET /__control/coverage`), with exact counts
 * for a known sequence of calls.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReleasesHandlers, defaultReleasesBaseUrl } from '../../mocks/index.js';
import { createReleasesClient } from '../../src/client/index.js';
import { startMock } from '../../src/server/index.js';

/** The releases API documents 8 (operation, status) pairs: getApiInfo 200; listSources 200, 400; listEvents 200, 400; listSourceEvents 200, 400, 404. */
const documentedPairs = 8;

describe('coverage() on the msw handlers', () => {
  const releases = createReleasesHandlers();
  const server = setupServer(...releases);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  const feed = createReleasesClient({ baseUrl: defaultReleasesBaseUrl, retry: false });

  it('counts exactly what the tests exercised, and lists the untested pairs', async () => {
    await feed.GET('/api/v1/sources', { params: { query: { limit: 5 } } });
    await feed.GET('/api/v1/sources', { params: { query: { limit: 5, type: 'npm' } } });
    await feed.GET('/api/v1/events', { params: { query: { limit: 500 } } });
    await feed.GET('/api/v1/sources/{id}/events', { params: { path: { id: 999_999 } } });
    const coverage = releases.coverage();
    // Seen: listSources 200 (twice), listEvents 400 (limit over 100), listSourceEvents 404.
    expect(coverage).toMatchObject({ covered: 3, total: documentedPairs, percent: 37.5 });
    expect(coverage.missing).toEqual([
      'getApiInfo 200',
      'listSources 400',
      'listEvents 200',
      'listSourceEvents 200',
      'listSourceEvents 400',
    ]);
    const sources = coverage.operations.find((operation) => operation.operationId === 'listSources');
    expect(sources).toMatchObject({
      requests: 2,
      statuses: [
        { status: 200, count: 2 },
        { status: 400, count: 0 },
      ],
      parameters: { limit: ['5'], type: ['npm'] },
    });
    // Tests reset between themselves and read coverage at the end: a reset keeps it.
    releases.reset();
    expect(releases.coverage()).toMatchObject({ covered: 3 });
    releases.coverage.clear();
    expect(releases.coverage()).toMatchObject({
      covered: 0,
      missing: expect.arrayContaining(['listSources 200']),
    });
  });
});

describe('GET /__control/coverage on the HTTP mock', () => {
  it('reports the same model, and a fault-forced undocumented status apart', async () => {
    const mock = await startMock({ api: 'releases', port: 0, direct: true, log: () => {} });
    try {
      const get = (path: string) => fetch(`${mock.url}${path}`);
      await fetch(`${mock.url}/__control/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operation: 'getApiInfo', status: 503, times: 1 }),
      });
      await get('/api/v1');
      await get('/api/v1');
      const coverage = (await (await get('/__control/coverage')).json()) as {
        covered: number;
        operations: { operationId: string; statuses: unknown[]; undocumented: unknown[] }[];
      };
      expect(coverage.covered).toBe(1);
      const info = coverage.operations.find((operation) => operation.operationId === 'getApiInfo');
      expect(info).toMatchObject({
        statuses: [{ status: 200, count: 1 }],
        undocumented: [{ status: 503, count: 1 }],
      });
    } finally {
      await mock.close();
    }
  });
});
