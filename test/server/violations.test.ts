/**
 * Proves the Prism-validated mode catches a broken engine: an engine whose answers break the
 * contract must produce logged and counted response violations. Without this, "zero violations"
 * in prism-front.test.ts could mean that nothing is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import type { Engine } from '../../src/engine/engine.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call } from './http-helpers.js';

const logged: string[] = [];
let mock: RunningMock;

/**
 * The real engine, except that sources lists lose their `pagination`, `/api/v1` is a 418, and
 * every event of source 1 is only `{id: 'x'}` (eleven violations an event: more than Prism's
 * 8 KiB `sl-violations` header holds for a page).
 */
function brokenEngine(): Engine {
  const engine = createReleasesEngine({ data: defaultReleasesData });
  return {
    ...engine,
    async handle(request) {
      const response = await engine.handle(request);
      if (request.path === '/api/v1/sources') return { ...response, body: { sources: [] } };
      if (request.path === '/api/v1') return { ...response, status: 418 };
      if (request.path === '/api/v1/sources/1/events') {
        const { events, pagination } = response.body as { events: unknown[]; pagination: unknown };
        return { ...response, body: { events: events.map(() => ({ id: 'x' })), pagination } };
      }
      return response;
    },
  };
}

beforeAll(async () => {
  mock = await startMock({
    api: 'releases',
    port: 0,
    engine: brokenEngine(),
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await mock?.close();
});

describe('[SRV-VIOLATIONS] response violations are caught', () => {
  it('[SRV-VIOLATIONS-1] a well-formed answer reports none', async () => {
    expect((await call(`${mock.url}/api/v1/events?limit=1`)).status).toBe(200);
    expect(mock.violations().count).toBe(0);
  });

  it('[SRV-VIOLATIONS-2] a missing required field is logged with method, path, status and message, and counted', async () => {
    const answer = await call(`${mock.url}/api/v1/sources?limit=1`);
    expect(answer.status).toBe(200);
    const report = (await call(`${mock.url}/__control/violations`)).body;
    expect(report.count).toBeGreaterThanOrEqual(1);
    expect(report.violations[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/sources?limit=1',
      status: 200,
      location: ['response', 'body'],
    });
    expect(report.violations[0].message).toContain('pagination');
    expect(logged.join('\n')).toMatch(
      /CONTRACT VIOLATION GET \/api\/v1\/sources\?limit=1 -> 200: response\.body: .*pagination/,
    );
  });

  it('[SRV-VIOLATIONS-3] an undocumented status is a violation too', async () => {
    const before = mock.violations().count;
    expect((await call(`${mock.url}/api/v1`)).status).toBe(418);
    expect(mock.violations().count).toBeGreaterThan(before);
  });

  it("[SRV-VIOLATIONS-4] an answer with more violations than Prism's 8 KiB header holds is still counted", async () => {
    const before = mock.violations().count;
    const answer = await call(`${mock.url}/api/v1/sources/1/events?limit=50`);
    expect(answer.status).toBe(200);
    expect(answer.body.events.length).toBeGreaterThan(10);
    // Prism cut its header: the exchange is the case this test is about.
    expect(answer.headers.get('sl-violations')).toMatch(/^Too many violations! \[\{"location":\["response"/);
    const report = (await call(`${mock.url}/__control/violations`)).body;
    expect(report.count - before).toBeGreaterThan(10);
    expect(report.truncated).toBe(1);
    expect(report.violations.at(-1)).toMatchObject({
      path: '/api/v1/sources/1/events?limit=50',
      code: 'sl-violations-cut',
      truncated: true,
    });
    expect(logged.join('\n')).toMatch(
      /Prism cut the sl-violations header of GET \/api\/v1\/sources\/1\/events\?limit=50 -> 200 at 8 KiB/,
    );
  });
});
