/**
 * Latency through replicas (`--latency`, `Prefer: delay=`) is waited outside the write lock, as
 * one process waits it after the write: writes through both replicas still overlap, and a write
 * slower than the lock's own lifetime still succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, stopStrayClis } from '../server/cli-helpers.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { post, type RunningReplica, startReplica, type TenantsFile, tenantsFile } from './replica-helpers.js';

describe('latency on replicas', () => {
  let redis: TestRedis;
  let a: RunningReplica;
  let b: RunningReplica;
  let tenants: TenantsFile;

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    redis = await startRedis();
    tenants = tenantsFile();
    const flags = ['--tenants', tenants.path, '--latency', '2500'];
    [a, b] = await Promise.all([startReplica(redis.url, flags), startReplica(redis.url, flags)]);
  }, 60_000);

  afterAll(async () => {
    try {
      stopStrayClis();
      await redis?.dispose();
    } finally {
      await tenants?.remove();
    }
  });

  it('8 parallel writes with 2.5 s of latency each all succeed within one request timeout', async () => {
    // Held under the lock, they would take 8 x 2.5 s one after another (past the 15 s timeout),
    // and each would outlive the 2 s lock.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(i % 2 ? b.url : a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_d'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
  }, 30_000);

  it('Prefer: delay= is kept, and its other preferences still apply', async () => {
    const started = Date.now();
    const response = await fetch(`${a.url}/v1/anchors`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer ck_test_key',
        'x-workspace-id': 'ws_d',
        'content-type': 'application/json',
        prefer: 'delay=500, code=429',
      },
      body: JSON.stringify({ name: 'n', type: 't' }),
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500 + 500);
  }, 30_000);
});
