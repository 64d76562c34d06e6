/**
 * Issue 40, item 1, for `--redis` replicas: every attack on either replica (one behind Prism, one
 * served directly) is refused, and what Redis holds, every key's bytes, is unchanged.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { requireRedisServer, startRedis, type TestRedis } from '../redis/redis-server.js';
import { attacks, memoryJson, send } from './control-helpers.js';

/** Every key in Redis with its DUMP, as hex: equal pictures, equal data. */
function redisPicture(port: number): Record<string, string> {
  const cli = (...args: string[]) => execFileSync('redis-cli', ['-p', String(port), ...args]);
  const keys = cli('--scan').toString().split('\n').filter(Boolean).sort();
  return Object.fromEntries(keys.map((key) => [key, cli('--no-raw', 'DUMP', key).toString('hex')]));
}

describe('[SEC-REDIS] --redis replicas refuse the attacks and Redis stays as it was', () => {
  let redis: TestRedis;
  let replicas: RunningMock[] = [];

  beforeAll(async () => {
    requireRedisServer();
    redis = await startRedis();
    const common = { api: 'memory', port: 0, redis: redis.url, rateLimit: false, log: () => {} } as const;
    replicas = await Promise.all([startMock(common), startMock({ ...common, direct: true })]);
    const body = '{"name":"shared","type":"agent"}';
    const made = await send(replicas[0]?.url ?? '', '/v1/anchors', {
      method: 'POST',
      headers: memoryJson,
      body,
    });
    expect(made.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await redis?.dispose();
  });

  it('[SEC-REDIS-1] no refused request on either replica changes a byte in Redis', async () => {
    const before = redisPicture(redis.port);
    expect(Object.keys(before).length).toBeGreaterThan(0);
    for (const replica of replicas) {
      for (const attack of attacks)
        expect([attack.name, (await attack.run(replica)).status]).toEqual([attack.name, attack.status]);
      for (const url of replica.inner?.() ?? [])
        expect((await send(url, '/__control/reset', { method: 'POST' })).status).toBe(403);
    }
    expect(redisPicture(redis.port)).toEqual(before);
    // The same reset sent as curl sends it goes through, and shows the picture can change.
    expect((await send(replicas[1]?.url ?? '', '/__control/reset', { method: 'POST' })).status).toBe(200);
    expect(redisPicture(redis.port)).not.toEqual(before);
  });
});
