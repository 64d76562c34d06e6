/**
 * The control surface through replicas: overrides, faults, reset and tenants set on one replica
 * hold on the other (and a one-shot rule is used up once across both); release events added on
 * one are listed by the other; a replica behind Prism shares the state with one served directly.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, runCli, stopStrayClis } from '../server/cli-helpers.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { post, type RunningReplica, startReplica, type TenantsFile, tenantsFile } from './replica-helpers.js';

async function control(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the control surface through replicas on one Redis', () => {
  let redis: TestRedis;
  let a: RunningReplica;
  let b: RunningReplica;
  /** One tenants file for every replica here, the one behind Prism too. */
  let sharedTenants: TenantsFile;

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    redis = await startRedis();
    sharedTenants = tenantsFile();
    const flags = ['--tenants', sharedTenants.path, '--rate-limit', '3/60s'];
    [a, b] = await Promise.all([startReplica(redis.url, flags), startReplica(redis.url, flags)]);
  }, 90_000);

  afterAll(async () => {
    try {
      stopStrayClis();
      await redis?.dispose();
    } finally {
      await sharedTenants?.remove();
    }
  });

  it('a one-shot override set on one replica answers once, on whichever replica asks first', async () => {
    const override = {
      operation: 'createAnchor',
      response: { status: 400, body: { error: 'bad_request', message: 'overridden' } },
    };
    expect((await control(a.url, 'POST', '/__control/overrides', override)).status).toBe(201);
    const first = await post(b.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_o');
    expect(first.body).toEqual({ error: 'bad_request', message: 'overridden' });
    expect(first.headers.get('x-contract-kit-override')).toBeTruthy();
    // Used up on b, so a (which held its own copy) answers from the engine.
    expect((await post(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_o')).status).toBe(201);
    expect((await control(a.url, 'GET', '/__control/overrides')).body).toEqual({ overrides: [] });
  });

  it('a one-shot fault on a read that one replica has not seen yet is used once across both', async () => {
    const fault = { operation: 'hydrateMemory', status: 500 };
    expect((await control(a.url, 'POST', '/__control/faults', fault)).status).toBe(201);
    const body = { user_external_id: 'u', max_tokens: 10 };
    const first = await post(b.url, '/v1/memory/hydrate', body, 'ws_y');
    expect(first.status).toBe(500);
    expect((await post(a.url, '/v1/memory/hydrate', body, 'ws_y')).status).toBe(200);
    expect((await control(a.url, 'GET', '/__control/faults')).body).toEqual({ faults: [] });
  });

  it('a fault set on one replica hits requests on the other, and its removal holds on both', async () => {
    const fault = { operation: 'recall', status: 500, times: 'always' };
    const added = await control(b.url, 'POST', '/__control/faults', fault);
    expect(added.status).toBe(201);
    const hit = await post(
      a.url,
      '/v1/recall',
      { anchor_id: '00000000-0000-4000-8000-000000000000', query: 'q' },
      'ws_x',
    );
    expect(hit.status).toBe(500);
    expect(hit.headers.get('x-contract-kit-fault')).toBeTruthy();
    expect((await control(a.url, 'DELETE', '/__control/faults')).status).toBe(200);
    const after = await post(
      b.url,
      '/v1/recall',
      { anchor_id: '00000000-0000-4000-8000-000000000000', query: 'q' },
      'ws_x',
    );
    expect(after.status).toBe(404);
  });

  it('a reset on one replica empties the state and the rate windows on both', async () => {
    const anchors = await Promise.all(
      [1, 2, 3].map(() =>
        post<{ anchor_id: string }>(a.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_z'),
      ),
    );
    expect(anchors.map((x) => x.status)).toEqual([201, 201, 201]);
    expect((await post(b.url, '/v1/anchors', { name: 'n', type: 't' }, 'ws_z')).status).toBe(429);
    expect((await control(b.url, 'POST', '/__control/reset')).status).toBe(200);
    // Everything before a reset is moot: the log now starts at it.
    const log = ['-p', String(redis.port), 'XRANGE', 'contract-kit:memory:log', '-', '+'];
    const first = execFileSync('redis-cli', [...log, 'COUNT', '1']).toString();
    expect(first).toMatch(/"path":"\/__control\/reset"/);
    const id = anchors[0]?.body.anchor_id;
    // The budget is whole again (the 429s counted before the reset are gone) and the anchor is not there.
    const atoms = await post(a.url, '/v1/atoms', { anchor_id: id, content: 'c' }, 'ws_z');
    expect(atoms.status).toBe(404);
  });

  it('release events added on one releases replica are listed by the other, with the same id and date', async () => {
    const start = () => {
      const cli = runCli(['mock', 'releases', '--direct', '--port', '0', '--redis', redis.url]);
      return cli.waitFor(/releases\s+(http:\/\/\S+)/, 30_000).then(([, url]) => url as string);
    };
    const [r1, r2] = await Promise.all([start(), start()]);
    const added = await control(r1, 'POST', '/__control/events', { source_id: 1, version: '99.0.0' });
    expect(added.status).toBe(201);
    // A second later: a replica that repeated the call at its own time would date the event differently.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const listed = await fetch(`${r2}/api/v1/events?limit=100&source_id=1`, {
      signal: AbortSignal.timeout(15_000),
    });
    const { events } = (await listed.json()) as { events: Record<string, unknown>[] };
    expect(events.find((event) => event.id === added.body.id)).toMatchObject({
      version: '99.0.0',
      release_date: added.body.release_date,
    });
  }, 60_000);

  it('a replica behind Prism and one served directly answer as one', async () => {
    const cli = runCli([
      'mock',
      'memory',
      '--port',
      '0',
      '--redis',
      redis.url,
      '--tenants',
      sharedTenants.path,
    ]);
    const [, url] = await cli.waitFor(/memory\s+(http:\/\/\S+)/, 60_000);
    const anchor = await post<{ anchor_id: string }>(
      url as string,
      '/v1/anchors',
      { name: 'n', type: 't' },
      'ws_p',
    );
    expect(anchor.status).toBe(201);
    const atoms = await post(
      a.url,
      '/v1/atoms',
      { anchor_id: anchor.body.anchor_id, content: 'prism herons' },
      'ws_p',
    );
    expect(atoms.status).toBe(201);
    const recalled = await post<{ items: { content: string }[] }>(
      url as string,
      '/v1/recall',
      { anchor_id: anchor.body.anchor_id, query: 'herons' },
      'ws_p',
    );
    expect(recalled.body.items.map((item) => item.content)).toEqual(['prism herons']);
  }, 90_000);
  // Last: the tenants it loads replace ck_test_key on every replica, those started later too.
  it('tenants loaded on one replica apply on the other', async () => {
    const tenants = {
      keys: { ck_other_key: { workspaces: ['*'], denied_workspaces: [], billing: 'blocked' } },
      pricing_models: {},
    };
    expect((await control(a.url, 'POST', '/__control/tenants', tenants)).status).toBe(200);
    const response = await fetch(`${b.url}/v1/anchors`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer ck_other_key',
        'x-workspace-id': 'w',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'n', type: 't' }),
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(402);
  });
});
