/**
 * The log does not grow without end: past a length, a batch copies the state and its replica
 * writes it to Redis as the snapshot (in pieces, snapshot-pieces.test.ts), trimming the log to
 * start at it. A replica that starts later, and one that lagged behind the trim, load the snapshot
 * and the control calls it does not hold, and answer as the others do.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { post, type Recalled } from './replica-helpers.js';

describe('snapshots in Redis', () => {
  let redis: TestRedis;
  const mocks: RunningMock[] = [];
  const start = async () => {
    const mock = await startMock({
      api: 'memory',
      port: 0,
      direct: true,
      redis: redis.url,
      redisCompactAfter: 20,
      rateLimit: false,
      log: () => {},
    });
    mocks.push(mock);
    return mock.url;
  };
  const cli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(redis.port), ...args])
      .toString()
      .trim();

  beforeAll(async () => {
    requireRedisServer();
    redis = await startRedis();
  });

  afterAll(async () => {
    for (const mock of mocks) await mock.close();
    await redis?.dispose();
  });

  it('a new replica and a lagging one load the snapshot, the control calls and what came after', async () => {
    const a = await start();
    const lagging = await start();
    const tenants = {
      keys: { ck_new_key: { workspaces: ['*'], denied_workspaces: [], billing: 'active' } },
      pricing_models: {},
    };
    const loaded = await fetch(`${a}/__control/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tenants),
    });
    expect(loaded.status).toBe(200);
    const as = (base: string, path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer ck_new_key',
          'x-workspace-id': 'w',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const anchor = (await as(a, '/v1/anchors', { name: 'n', type: 't' })).body.anchor_id as string;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const written = await as(a, '/v1/atoms', { anchor_id: anchor, content: `otter ${i}` });
      ids.push(...(written.body.atom_ids as string[]));
    }
    // A snapshot was taken and the log trimmed to start at it.
    expect(cli('HGET', 'contract-kit:memory:snapshot', 'id')).toMatch(/^\d+-\d+$/);
    expect(Number(cli('XLEN', 'contract-kit:memory:log'))).toBeLessThan(25);
    expect(cli('LLEN', 'contract-kit:memory:controls')).toBe('1');

    const fresh = await start();
    for (const base of [fresh, lagging, a]) {
      const recalled = await as(base, '/v1/recall', { anchor_id: anchor, query: 'otter', limit: 100 });
      expect(recalled.status).toBe(200);
      expect((recalled.body as unknown as Recalled).items.map((item) => item.atom_id).sort()).toEqual(
        [...ids].sort(),
      );
    }
  }, 60_000);

  it('a reset drops the snapshot and the kept control calls', async () => {
    const [a] = mocks.map((mock) => mock.url);
    const reset = await fetch(`${a}/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(cli('EXISTS', 'contract-kit:memory:snapshot', 'contract-kit:memory:controls')).toBe('0');
    expect(cli('XLEN', 'contract-kit:memory:log')).toBe('1');
    const late = await start();
    // The tenants loaded before the reset are gone with it: the default key works again.
    const anchor = await post(late, '/v1/anchors', { name: 'n', type: 't' }, 'ws_main');
    expect(anchor.status).toBe(201);
  }, 30_000);

  it('a snapshot of several pieces is loaded whole by a replica started after it', async () => {
    const a = await start();
    const anchor = await post<{ anchor_id: string }>(a, '/v1/anchors', { name: 'n', type: 't' }, 'ws_other');
    const id = anchor.body.anchor_id;
    const stored: string[] = [];
    // 24 atoms of 99,000 UTF-16 units, nearly all halves of pairs: about 2.4 M units of JSON, so
    // five pieces, each of which may end next to a pair (write-batches.ts, sliced-json.ts).
    for (let i = 0; i < 24; i++) {
      const content = `walrus ${i} ${'😀'.repeat(49_490)}`;
      const written = await post<{ atom_ids: string[] }>(
        a,
        '/v1/atoms',
        { anchor_id: id, content },
        'ws_other',
      );
      expect(written.status).toBe(201);
      stored.push(...written.body.atom_ids);
    }
    // The snapshot is written after the batch that took it has answered: wait for it.
    let pieces = 0;
    for (let i = 0; i < 100 && pieces < 2; i++) {
      pieces = Number(cli('HGET', 'contract-kit:memory:snapshot', 'pieces'));
      if (pieces < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(pieces).toBeGreaterThanOrEqual(2);
    const fresh = await start();
    const recalled = await post<Recalled>(
      fresh,
      '/v1/recall',
      { anchor_id: id, query: 'walrus', limit: 100 },
      'ws_other',
    );
    expect(recalled.status).toBe(200);
    expect(recalled.body.items.map((item) => item.atom_id).sort()).toEqual([...stored].sort());
    expect(recalled.body.items.every((item) => item.content.endsWith('😀'.repeat(10)))).toBe(true);
  }, 60_000);
});
