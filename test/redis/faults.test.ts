/**
 * Replicas on Redis when things break: Redis unreachable at start, Redis lost while serving, a
 * replica killed mid-burst and Redis killed after it (append-only file on `always`), and a Redis
 * that comes back without its data.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCliToEnd, stopStrayClis } from '../server/cli-helpers.js';
import { freePort, requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import {
  post,
  type Recalled,
  startReplica,
  stopReplica,
  type TenantsFile,
  tenantsFile,
} from './replica-helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `attempt` until it returns true, for at most `ms`. */
async function eventually(attempt: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await attempt().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

describe('replicas on Redis when things break', () => {
  let tenants: TenantsFile;
  const redises: TestRedis[] = [];

  beforeAll(() => {
    requireRedisServer();
    ensureBuilt();
    tenants = tenantsFile();
  });
  afterEach(stopStrayClis);

  /** A redis-server of its own and two replicas on it, rate limit off. */
  async function twoReplicas() {
    const redis = await startRedis();
    redises.push(redis);
    const flags = ['--tenants', tenants.path, '--rate-limit', 'off'];
    const [a, b] = await Promise.all([startReplica(redis.url, flags), startReplica(redis.url, flags)]);
    return { redis, flags, a, b };
  }
  afterAll(async () => {
    try {
      for (const redis of redises) await redis.dispose();
    } finally {
      await tenants?.remove();
    }
  });

  it('Redis unreachable at start: one clear line and a non-zero exit', async () => {
    const port = await freePort();
    const started = Date.now();
    const run = await runCliToEnd([
      'mock',
      'memory',
      '--direct',
      '--port',
      '0',
      '--redis',
      `redis://127.0.0.1:${port}/0`,
    ]);
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^contract-kit: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}/0: .*ECONNREFUSED`),
      ),
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('Redis lost while serving: 503 in the error shape, no crash, and recovery by itself', async () => {
    const redis = await startRedis();
    redises.push(redis);
    const a = await startReplica(redis.url, ['--tenants', tenants.path]);
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_l');
    const id = anchor.body.anchor_id;
    expect(
      (await post(a.url, '/v1/atoms', { anchor_id: id, content: 'before the loss' }, 'ws_l')).status,
    ).toBe(201);

    await redis.stop();
    const write = await post(a.url, '/v1/atoms', { anchor_id: id, content: 'during the loss' }, 'ws_l');
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ error: 'state_unavailable', message: expect.stringMatching(/Redis/) });
    expect(write.headers.get('retry-after')).toBe('1');
    const read = await post(a.url, '/v1/memory/hydrate', { user_external_id: 'u', max_tokens: 10 }, 'ws_l');
    expect(read.status).toBe(503);
    expect(a.cli.child.exitCode).toBeNull();

    await redis.start();
    const back = await eventually(
      async () => (await post(a.url, '/v1/recall', { anchor_id: id, query: 'loss' }, 'ws_l')).status === 200,
    );
    expect(back).toBe(true);
    const recalled = await post<Recalled>(a.url, '/v1/recall', { anchor_id: id, query: 'loss' }, 'ws_l');
    expect(recalled.body.items.map((item) => item.content)).toEqual(['before the loss']);
    expect(a.cli.stderr()).toMatch(/lost Redis at .*answering 503 until it is back/);
    await stopReplica(a);
  }, 60_000);

  it('Redis hanging (SIGSTOP): 503 within the command bound, never a hang, and back once it resumes', async () => {
    const redis = await startRedis();
    redises.push(redis);
    const a = await startReplica(redis.url, ['--tenants', tenants.path]);
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_h');
    redis.signal('SIGSTOP');
    try {
      const started = Date.now();
      const write = await post(
        a.url,
        '/v1/atoms',
        { anchor_id: anchor.body.anchor_id, content: 'hung' },
        'ws_h',
      );
      expect(write.status).toBe(503);
      expect(write.body).toMatchObject({
        error: 'state_unavailable',
        message: expect.stringMatching(/did not answer within/),
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      redis.signal('SIGCONT');
    }
    const back = await eventually(
      async () =>
        (await post(a.url, '/v1/atoms', { anchor_id: anchor.body.anchor_id, content: 'resumed' }, 'ws_h'))
          .status === 201,
    );
    expect(back).toBe(true);
    await stopReplica(a);
  }, 60_000);

  it('Redis back without its data: every replica rebuilds from what it holds, they agree, and a new one starts', async () => {
    const { redis, flags, a, b } = await twoReplicas();
    const old = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_f');
    const oldId = old.body.anchor_id;
    expect((await post(b.url, '/v1/atoms', { anchor_id: oldId, content: 'kept?' }, 'ws_f')).status).toBe(201);

    // What a Redis restarted without its append-only file holds: nothing.
    execFileSync('redis-cli', ['-p', String(redis.port), 'FLUSHALL']);

    // The replica that made the anchor must not write on it as if Redis still had it.
    const stale = await post(a.url, '/v1/atoms', { anchor_id: oldId, content: 'on a lost anchor' }, 'ws_f');
    expect(stale.status).toBe(404);
    const recallOld = { anchor_id: oldId, query: 'kept' };
    for (const base of [a.url, b.url])
      expect((await post(base, '/v1/recall', recallOld, 'ws_f')).status).toBe(404);

    // From there on they answer as one again, and a replica started now joins them.
    const fresh = await post<{ anchor_id: string }>(b.url, '/v1/anchors', { name: 'm', type: 't' }, 'ws_f');
    const id = fresh.body.anchor_id;
    expect(
      (await post(a.url, '/v1/atoms', { anchor_id: id, content: 'after the loss' }, 'ws_f')).status,
    ).toBe(201);
    const c = await startReplica(redis.url, flags);
    for (const base of [a.url, b.url, c.url]) {
      const recalled = await post<Recalled>(base, '/v1/recall', { anchor_id: id, query: 'loss' }, 'ws_f');
      expect(recalled.status).toBe(200);
      expect(recalled.body.items.map((item) => item.content)).toEqual(['after the loss']);
    }
    expect(a.cli.stderr()).toMatch(/Redis no longer holds the state this replica followed/);
    await Promise.all([stopReplica(a), stopReplica(b), stopReplica(c)]);
  }, 90_000);

  it('a replica SIGKILLed mid-burst, then Redis killed and restarted: nothing acknowledged is lost', async () => {
    const { redis, flags, a, b } = await twoReplicas();
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_k');
    const id = anchor.body.anchor_id;
    const acknowledged: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 80) {
        const n = sent++;
        if (n === 30) b.cli.child.kill('SIGKILL');
        const base = n % 2 ? b.url : a.url;
        const answer = await post<{ atom_ids: string[] }>(
          base,
          '/v1/atoms',
          { anchor_id: id, content: `burst ${n}` },
          'ws_k',
        ).catch(() => null);
        if (answer?.status === 201) acknowledged.push(...answer.body.atom_ids);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    // Both replicas took writes before the kill, and the survivor went on taking them.
    expect(acknowledged.length).toBeGreaterThan(40);

    await redis.stop(true);
    await redis.start();
    const c = await startReplica(redis.url, flags);
    for (const base of [c.url, a.url]) {
      let items: string[] = [];
      const found = await eventually(async () => {
        const recalled = await post<Recalled>(
          base,
          '/v1/recall',
          { anchor_id: id, query: 'burst', limit: 100 },
          'ws_k',
        );
        items = recalled.body.items.map((item) => item.atom_id);
        return recalled.status === 200;
      });
      expect(found).toBe(true);
      expect(items).toEqual(expect.arrayContaining(acknowledged));
    }
    await Promise.all([stopReplica(a), stopReplica(c)]);
  }, 90_000);
});
