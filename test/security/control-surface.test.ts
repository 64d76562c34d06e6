/**
 * Issue 40, item 1: the control surface answers only the person who started the mock. Each
 * attack a page or a rebinding name can make is sent over real HTTP to a direct mock, a Prism
 * mock and a `--state` mock, and must be refused without changing anything; the ways the user
 * reaches it (curl, Node, an allowed page, an allowed name) keep working.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockOptions, type RunningMock, startMock } from '../../src/server/index.js';
import { attacks, evil, memoryJson, observable, picture, send } from './control-helpers.js';

const folder = mkdtempSync(join(tmpdir(), 'ck-sec-'));
const access = {
  allowedHosts: ['mock-a', '.team.test'],
  controlOrigins: ['http://localhost:5173'],
  corsOrigins: ['https://app.example.test'],
};
const modes: [string, Partial<MockOptions>][] = [
  ['direct', { direct: true }],
  ['prism', {}],
  ['state', { stateFile: join(folder, 'state.json') }],
];

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(modes)('[SEC-CONTROL] %s mock', (mode, extra) => {
  let mock: RunningMock;
  const port = () => new URL(mock.url).port;

  beforeAll(async () => {
    mock = await startMock({ api: 'memory', port: 0, rateLimit: false, log: () => {}, ...access, ...extra });
    // Something to lose: a stored write, in the journal and (with --state) on disk.
    const made = await send(mock.url, '/v1/anchors', {
      method: 'POST',
      headers: memoryJson,
      body: '{"name":"kept","type":"agent"}',
    });
    expect(made.status).toBe(201);
  }, 60_000);
  afterAll(() => mock?.close());

  it.each(attacks.map((attack) => [attack.name, attack] as const))(
    '[SEC-REFUSE-1] refused, in the error shape, with no CORS headers: %s',
    async (_name, attack) => {
      const before = await observable(mock);
      const answer = await attack.run(mock);
      expect(answer.status).toBe(attack.status);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), message: expect.any(String) });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(await observable(mock)).toEqual(before);
    },
  );

  it('[SEC-HOST-1] localhost, *.localhost, IP literals and the names the user allowed are answered; other names get 403', async () => {
    const status = async (host: string) =>
      (await send(mock.url, '/__control/log', { headers: { host } })).status;
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '[::1]',
      '10.1.2.3',
      'mock-a',
      'MOCK-A.',
      'x.team.test',
    ])
      expect([host, await status(`${host}:${port()}`)]).toEqual([host, 200]);
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'mock-b',
      'team.test.evil',
      '[::1]x',
    ])
      expect([host, await status(`${host}:${port()}`)]).toEqual([host, 403]);
    // The health route too: a rebinding page learns nothing from any route.
    expect((await send(mock.url, '/__health', { headers: { host: `evil.example:${port()}` } })).status).toBe(
      403,
    );
  });

  it("[SEC-ORIGIN-1] no Origin (curl, Node), the mock's own origin, or an allowed one may call the control surface", async () => {
    expect((await send(mock.url, '/__control/log')).status).toBe(200);
    const own = `http://127.0.0.1:${port()}`;
    expect((await send(mock.url, '/__control/log', { headers: { origin: own } })).status).toBe(200);
    const allowed = await send(mock.url, '/__control/log', { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const preflight = await send(mock.url, '/__control/faults', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    // A bodiless reset from curl or Node (README) still works.
    expect((await send(mock.url, '/__control/reset', { method: 'POST' })).status).toBe(200);
  });

  it("[SEC-CORS-1] the API's CORS allows localhost pages on any port and the named origins, no other", async () => {
    const allowOrigin = async (origin: string) =>
      (await send(mock.url, '/v1/recall', { method: 'POST', headers: { ...memoryJson, origin }, body: '{}' }))
        .headers['access-control-allow-origin'];
    for (const origin of [
      'http://localhost:5173',
      'https://localhost:8443',
      'http://app.localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'https://app.example.test',
    ])
      expect([origin, await allowOrigin(origin)]).toEqual([origin, origin]);
    for (const origin of [evil, 'http://localhost.evil.example', 'null', 'http://app.example.test'])
      expect([origin, await allowOrigin(origin)]).toEqual([origin, undefined]);
  });

  it("[SEC-CORS-2] a local page's preflight is answered 204 with its origin; a foreign one's 403", async () => {
    const preflight = (origin: string) =>
      send(mock.url, '/v1/anchors', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const local = await preflight('http://localhost:5173');
    expect([local.status, local.headers['access-control-allow-origin']]).toEqual([
      204,
      'http://localhost:5173',
    ]);
    const foreign = await preflight(evil);
    expect([foreign.status, foreign.headers['access-control-allow-origin']]).toEqual([403, undefined]);
  });

  it.runIf(mode !== 'direct')(
    "[SEC-INNER-1] the engine's and Prism's loopback ports answer nothing without the front",
    async () => {
      const inner = mock.inner?.() ?? [];
      expect(inner).toHaveLength(2);
      const before = await observable(mock);
      for (const url of inner) {
        for (const [path, method] of [
          ['/__control/reset', 'POST'],
          ['/__control/journal', 'GET'],
          ['/v1/anchors', 'POST'],
        ] as const) {
          const body = method === 'POST' ? '{"name":"in","type":"a"}' : undefined;
          const answer = await send(url, path, { method, headers: memoryJson, ...(body ? { body } : {}) });
          expect([url, path, answer.status]).toEqual([url, path, 403]);
          expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        }
      }
      expect(await observable(mock)).toEqual(before);
    },
  );

  it.runIf(mode === 'state')(
    '[SEC-STATE-1] no refused request changes the state file, byte for byte',
    async () => {
      const body = '{"name":"on disk","type":"agent"}';
      expect(
        (await send(mock.url, '/v1/anchors', { method: 'POST', headers: memoryJson, body })).status,
      ).toBe(201);
      const before = picture(folder);
      expect(Object.keys(before).length).toBeGreaterThan(0);
      for (const attack of attacks)
        expect([attack.name, (await attack.run(mock)).status]).toEqual([attack.name, attack.status]);
      for (const url of mock.inner?.() ?? [])
        expect((await send(url, '/__control/reset', { method: 'POST' })).status).toBe(403);
      expect(picture(folder)).toEqual(before);
    },
  );
});
