/**
 * Which requests the handlers claim for each form of `baseUrl`. A request they leave alone falls
 * through to a catch-all that answers 599, so "not claimed" is visible without any network.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHandlers, createReleasesHandlers } from '../../mocks/index.js';

const unclaimed = 599;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const anchor = { name: 'a', type: 'b' };
const auth = { 'content-type': 'application/json', 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' };

async function statusOf(url: string, method = 'POST'): Promise<number> {
  const response = await fetch(url, {
    method,
    headers: auth,
    ...(method === 'POST' ? { body: JSON.stringify(anchor) } : {}),
  });
  return response.status;
}

describe('[MSW-BASE] baseUrl decides which requests the handlers claim', () => {
  const cases: [string, { baseUrl: string | undefined; url: string; want: number }][] = [
    ['default origin, API path', { baseUrl: undefined, url: 'http://127.0.0.1:4010/v1/anchors', want: 201 }],
    [
      'default origin, unknown path gets the engine 404',
      { baseUrl: undefined, url: 'http://127.0.0.1:4010/nope', want: 404 },
    ],
    [
      'default origin, other port',
      { baseUrl: undefined, url: 'http://127.0.0.1:4011/v1/anchors', want: unclaimed },
    ],
    [
      'prefix is removed',
      { baseUrl: 'http://api.test/memory', url: 'http://api.test/memory/v1/anchors', want: 201 },
    ],
    [
      'prefix must end at a slash',
      { baseUrl: 'http://api.test/memory', url: 'http://api.test/memoryx/v1/anchors', want: unclaimed },
    ],
    [
      'path outside the prefix',
      { baseUrl: 'http://api.test/memory/', url: 'http://api.test/v1/anchors', want: unclaimed },
    ],
    ['* claims API paths of any origin', { baseUrl: '*', url: 'http://any.test/v1/anchors', want: 201 }],
    ['* leaves other paths alone', { baseUrl: '*', url: 'http://any.test/assets/app.js', want: unclaimed }],
    ["'/' without a page origin acts as *", { baseUrl: '/', url: 'http://any.test/v1/anchors', want: 201 }],
    [
      "'/' leaves the app's own files alone",
      { baseUrl: '/', url: 'http://any.test/index.html', want: unclaimed },
    ],
    ['relative prefix', { baseUrl: '/memory', url: 'http://any.test/memory/v1/anchors', want: 201 }],
  ];
  it.each(cases)('%s', async (_title, { baseUrl, url, want }) => {
    server.resetHandlers(
      ...createMemoryHandlers(baseUrl === undefined ? {} : { baseUrl }),
      http.all('*', () => new HttpResponse(null, { status: unclaimed })),
    );
    expect(await statusOf(url)).toBe(want);
  });

  it('rejects a base URL it cannot place', () => {
    expect(() => createMemoryHandlers({ baseUrl: '127.0.0.1:4010' })).toThrow(TypeError);
  });

  it('both APIs share one origin on a shared root', async () => {
    server.resetHandlers(
      ...createMemoryHandlers({ baseUrl: '*' }),
      ...createReleasesHandlers({ baseUrl: '*' }),
    );
    const sources = await fetch('http://app.test/api/v1/sources?limit=1');
    expect(await sources.json()).toMatchObject({ pagination: { limit: 1, offset: 0 } });
    const checkout = await fetch('http://app.test/api/v1/billing/maas/checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        company_name: 'A',
        admin_email: 'a@a.test',
        pricing_model: 'growth',
        service_source: 'web',
      }),
    });
    expect(checkout.status).toBe(201);
  });

  it('reset() empties the engine the handlers own', async () => {
    const memory = createMemoryHandlers();
    server.resetHandlers(...memory);
    expect(await statusOf('http://127.0.0.1:4010/v1/anchors')).toBe(201);
    expect(memory.journal()).toHaveLength(1);
    expect(memory.engine.snapshot()).not.toEqual(createMemoryHandlers().engine.snapshot());
    memory.reset();
    expect(memory.journal()).toHaveLength(0);
    expect(memory.engine.snapshot()).toEqual(createMemoryHandlers().engine.snapshot());
  });
});
