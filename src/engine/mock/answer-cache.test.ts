import { describe, expect, it, vi } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../../fixtures/releases-data.js';
import type { Engine } from '../engine.js';
import type { EngineRequest } from '../http/pipeline/types.js';
import { createMemoryEngine } from '../memory/create-memory-engine.js';
import { createReleasesEngine } from '../releases/create-releases-engine.js';
import { createMock } from './create-mock.js';

function get(path: string, query = '', headers: Record<string, string> = {}): EngineRequest {
  return {
    method: 'GET',
    path,
    query: new URLSearchParams(query),
    headers,
    body: null,
    origin: 'http://127.0.0.1',
  };
}

/** A releases engine whose `handle` counts what reaches it. */
function countedReleases(): { engine: Engine; reached: () => number } {
  const inner = createReleasesEngine({ data: defaultReleasesData });
  let reached = 0;
  const engine: Engine = Object.assign(Object.create(inner) as Engine, {
    handle: (request: EngineRequest) => {
      reached++;
      return inner.handle(request);
    },
  });
  return { engine, reached: () => reached };
}

describe('[CACHE] the answer cache of engines whose reads depend on the URL alone', () => {
  it('[CACHE-1] a repeated page is served again without the engine, with the same text', async () => {
    const { engine, reached } = countedReleases();
    const mock = createMock(engine);
    const first = await mock.handle(get('/api/v1/events', 'limit=100'));
    // Nothing on the way reads the kept body (each read decodes 58 kB of JSON again).
    const parse = vi.spyOn(JSON, 'parse');
    const again = await mock.handle(get('/api/v1/events', 'limit=100'));
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(reached()).toBe(1);
    expect(again.json).toBe(first.json);
    expect(again.cacheKey).toBe(first.cacheKey);
    expect(JSON.parse(again.json ?? '')).toEqual(again.body);
    await mock.handle(get('/api/v1/events', 'limit=99'));
    expect(reached()).toBe(2);
  });

  it('[CACHE-2] each reader of a kept body gets one of its own', async () => {
    const mock = createMock(createReleasesEngine({ data: defaultReleasesData }));
    await mock.handle(get('/api/v1/sources'));
    const kept = await mock.handle(get('/api/v1/sources'));
    const read = kept.body as { sources: unknown[] };
    read.sources.length = 0;
    expect((kept.body as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
  });

  it('[CACHE-3] a change of state starts afresh: an added event is counted on the next page', async () => {
    const mock = createMock(createReleasesEngine({ data: defaultReleasesData }));
    const total = async () =>
      ((await mock.handle(get('/api/v1/events'))).body as { pagination: { total: number } }).pagination.total;
    const before = await total();
    await mock.handle({
      ...get('/__control/events'),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source_id: 1, version: '99.0.0' }),
    });
    expect(await total()).toBe(before + 1);
  });

  it('[CACHE-4] faults, overrides and Prefer still answer first', async () => {
    const { engine, reached } = countedReleases();
    const mock = createMock(engine);
    await mock.handle(get('/api/v1/events'));
    const route = mock.routes.find((r) => r.operationId === 'listEvents') ?? null;
    mock.faults.add({ operation: 'listEvents', status: 503 }, route);
    expect((await mock.handle(get('/api/v1/events'))).status).toBe(503);
    const preferred = await mock.handle(get('/api/v1/events', '', { prefer: 'code=400' }));
    expect(preferred.status).toBe(400);
    expect(reached()).toBe(2);
    expect((await mock.handle(get('/api/v1/events'))).status).toBe(200);
    expect(reached()).toBe(2);
  });

  it('[CACHE-5] an engine whose reads depend on more than the URL is never cached', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants });
    expect(engine.pureReads).toBeUndefined();
    const mock = createMock(engine);
    for (let i = 0; i < 2; i++) expect((await mock.handle(get('/v1/anchors'))).cacheKey).toBeUndefined();
  });
});
