/**
 * Issue 40, item 2: an answer an override or a fault shaped cannot run script on the mock's
 * origin or set a cookie there, whoever planted it (the browser test shows the script not
 * running in Chromium: browser-attacks.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockOptions, type RunningMock, startMock } from '../../src/server/index.js';
import { plant, send } from './control-helpers.js';

const modes: [string, Partial<MockOptions>][] = [
  ['direct', { direct: true }],
  ['prism', {}],
];

const json = { 'content-type': 'application/json' };

describe.each(modes)('[SEC-PLANT] %s mock', (_mode, extra) => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock({ api: 'releases', port: 0, log: () => {}, ...extra });
  }, 60_000);
  afterAll(() => mock?.close());

  const inert = (headers: Record<string, unknown>) => ({
    sniff: headers['x-content-type-options'],
    csp: headers['content-security-policy'],
    cookie: headers['set-cookie'],
  });
  const expected = { sniff: 'nosniff', csp: 'sandbox', cookie: undefined };

  it("[SEC-PLANT-1] an unchecked override answering HTML with a script and a cookie is sandboxed, cookieless, and gets the mock's CORS", async () => {
    const planted = await send(mock.url, '/__control/overrides', {
      method: 'POST',
      headers: json,
      body: plant('listSources'),
    });
    expect(planted.status).toBe(201);
    const answer = await send(mock.url, '/api/v1/sources', { headers: { origin: 'http://evil.example' } });
    expect(answer.headers['content-type']).toContain('text/html');
    expect(inert(answer.headers)).toEqual(expected);
    // The override named `access-control-allow-origin: *`; the mock decides CORS by the page.
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const local = await send(mock.url, '/api/v1/sources', { headers: { origin: 'http://localhost:5173' } });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(inert(local.headers)).toEqual(expected);
    expect((await send(mock.url, '/__control/overrides', { method: 'DELETE' })).status).toBe(200);
  });

  it('[SEC-PLANT-2] answers a fault shapes, undocumented or documented status, carry the same headers', async () => {
    for (const status of [503, 400]) {
      const body = JSON.stringify({ operation: 'listSources', status });
      expect(
        (await send(mock.url, '/__control/faults', { method: 'POST', headers: json, body })).status,
      ).toBe(201);
      const answer = await send(mock.url, '/api/v1/sources');
      expect([status, answer.status, inert(answer.headers)]).toEqual([status, status, expected]);
    }
  });
});
