/**
 * A `--redis` mock's programmatic seams take the replica's path: `engine.fetch()` and
 * `engine.reset()` of one replica (the mock startMock returns) are seen by the other replica at
 * once, as a request on its socket would be. Before the one pipeline (issue 30), the replica was
 * a wrapper around `handle` only, so both went around the shared log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';

const headers = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
};

describe('[REDIS-SEAMS] fetch() and reset() of a replica go through the shared log', () => {
  let redis: TestRedis;
  let a: RunningMock;
  let b: RunningMock;

  beforeAll(async () => {
    requireRedisServer();
    redis = await startRedis();
    const options = {
      api: 'memory',
      port: 0,
      direct: true,
      redis: redis.url,
      rateLimit: false,
      log: () => {},
    } as const;
    a = await startMock(options);
    b = await startMock(options);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.dispose();
  });

  const recall = (mock: RunningMock, anchorId: string) =>
    fetch(`${mock.url}/v1/recall`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ anchor_id: anchorId, query: 'seams' }),
    });

  it('[REDIS-SEAMS-1] an anchor stored through engine.fetch() on one replica is found on the other', async () => {
    const created = await a.engine.fetch(
      new Request(`${a.url}/v1/anchors`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'through fetch', type: 'agent' }),
      }),
    );
    expect(created.status).toBe(201);
    const { anchor_id } = (await created.json()) as { anchor_id: string };
    expect((await recall(b, anchor_id)).status).toBe(200);
  });

  it('[REDIS-SEAMS-2] engine.reset() on one replica resets the other', async () => {
    const created = await fetch(`${b.url}/v1/anchors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'before the reset', type: 'agent' }),
    });
    const { anchor_id } = (await created.json()) as { anchor_id: string };
    expect((await recall(a, anchor_id)).status).toBe(200);
    await a.engine.reset();
    expect((await recall(b, anchor_id)).status).toBe(404);
    expect((await recall(a, anchor_id)).status).toBe(404);
  });
});
