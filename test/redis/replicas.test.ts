/**
 * Issue 24's "done when": two `contract-kit mock memory --direct --redis URL --rate-limit 50/10s`
 * processes on one real redis-server answer as one process would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, stopStrayClis } from '../server/cli-helpers.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import {
  post,
  type Recalled,
  type RunningReplica,
  startReplica,
  stopReplica,
  type TenantsFile,
  tenantsFile,
} from './replica-helpers.js';

describe('two replicas on one Redis answer as one process', () => {
  let redis: TestRedis;
  let a: RunningReplica;
  let b: RunningReplica;
  const flags = () => ['--rate-limit', '50/10s', '--tenants', tenants.path];
  let tenants: TenantsFile;

  /** The anchor of the 40 parallel writes and their ids, recalled again after the restart. */
  const zebra = { anchor: '', ids: [] as string[] };

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    tenants = tenantsFile();
    redis = await startRedis();
    [a, b] = await Promise.all([startReplica(redis.url, flags()), startReplica(redis.url, flags())]);
  }, 90_000);

  afterAll(async () => {
    try {
      stopStrayClis();
      await redis?.dispose();
    } finally {
      await tenants?.remove();
    }
  });

  it('an anchor made on the first takes atoms on the second and is recalled on the first', async () => {
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_a');
    expect(anchor.status).toBe(201);
    const atoms = await post(
      b.url,
      '/v1/atoms',
      { anchor_id: anchor.body.anchor_id, content: 'grey herons fish' },
      'ws_a',
    );
    expect(atoms.status).toBe(201);
    const recalled = await post<Recalled>(
      a.url,
      '/v1/recall',
      { anchor_id: anchor.body.anchor_id, query: 'herons' },
      'ws_a',
    );
    expect(recalled.status).toBe(200);
    expect(recalled.body.items.map((item) => item.content)).toEqual(['grey herons fish']);
  });

  it('a read (hydrate, no write lock) on one replica sees what the other stored just before', async () => {
    const user = { user_external_id: 'u-read', session_id: 's1' };
    const ingested = await post(
      a.url,
      '/v1/memory/ingest',
      { ...user, items: [{ content: 'kestrels hover' }] },
      'ws_h',
    );
    expect(ingested.status).toBe(201);
    const hydrated = await post<{ context: string }>(
      b.url,
      '/v1/memory/hydrate',
      { user_external_id: 'u-read', max_tokens: 100 },
      'ws_h',
    );
    expect(hydrated.status).toBe(200);
    expect(hydrated.body.context).toBe('- kestrels hover');
  });

  it('feedback for a session recalled on one replica is accepted on the other, and reinforces there', async () => {
    const anchor = await post<{ anchor_id: string }>(b.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_f');
    const id = anchor.body.anchor_id;
    for (const content of ['owls hunt at night', 'owls sleep by day'])
      expect((await post(a.url, '/v1/atoms', { anchor_id: id, content }, 'ws_f')).status).toBe(201);
    const recalled = await post<Recalled>(a.url, '/v1/recall', { anchor_id: id, query: 'owls' }, 'ws_f');
    const second = recalled.body.items[1]?.atom_id as string;
    const feedback = await post<{ reinforced_atom_ids: string[] }>(
      b.url,
      '/v1/feedback',
      { session_id: recalled.body.session_id, used_memory_atom_ids: [second], success: true },
      'ws_f',
    );
    expect(feedback.status).toBe(200);
    expect(feedback.body.reinforced_atom_ids).toEqual([second]);
    // The reinforcement made on the second replica lifts that atom on the first.
    const again = await post<Recalled>(a.url, '/v1/recall', { anchor_id: id, query: 'owls' }, 'ws_f');
    expect(again.body.items[0]?.atom_id).toBe(second);
  });

  it('40 parallel writes spread over both are all stored, with 40 distinct ids, and all recalled', async () => {
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_w');
    const id = anchor.body.anchor_id;
    const writes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post<{ atom_ids: string[] }>(
          i % 2 ? b.url : a.url,
          '/v1/atoms',
          { anchor_id: id, content: `zebra ${i}` },
          'ws_w',
        ),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(Array(40).fill(201));
    const ids = writes.flatMap((w) => w.body.atom_ids);
    expect(new Set(ids).size).toBe(40);
    Object.assign(zebra, { anchor: id, ids });
    for (const base of [a.url, b.url]) {
      const recalled = await post<Recalled>(
        base,
        '/v1/recall',
        { anchor_id: id, query: 'zebra', limit: 100 },
        'ws_w',
      );
      expect(recalled.body.items.map((item) => item.atom_id).sort()).toEqual([...ids].sort());
    }
  });

  it('70 parallel creates spread over both give exactly 50 created and 20 rate-limited', async () => {
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        post(i % 2 ? b.url : a.url, '/v1/anchors', { name: `n${i}`, type: 't' }, 'ws_r'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const limited of answers.filter((answer) => answer.status === 429)) {
      expect(limited.body).toMatchObject({ error: 'rate_limited' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('a replica restarted after all that recalls what was stored', async () => {
    const anchor = await post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_s');
    const id = anchor.body.anchor_id;
    const stored = await post<{ atom_ids: string[] }>(
      b.url,
      '/v1/atoms',
      { anchor_id: id, content: 'lynx tracks in snow' },
      'ws_s',
    );
    await stopReplica(b);
    b = await startReplica(redis.url, flags());
    const recalled = await post<Recalled>(b.url, '/v1/recall', { anchor_id: id, query: 'lynx' }, 'ws_s');
    expect(recalled.status).toBe(200);
    expect(recalled.body.items.map((item) => item.atom_id)).toEqual(stored.body.atom_ids);
    // And what the earlier scenarios stored through both replicas: the 40 parallel writes.
    expect(zebra.ids).toHaveLength(40);
    const all = await post<Recalled>(
      b.url,
      '/v1/recall',
      { anchor_id: zebra.anchor, query: 'zebra', limit: 100 },
      'ws_w',
    );
    expect(all.body.items.map((item) => item.atom_id).sort()).toEqual([...zebra.ids].sort());
  }, 60_000);
});
