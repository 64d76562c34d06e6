import { afterEach, describe, expect, it } from 'vitest';
import { type CreateMemoryClientOptions, createMemoryClient } from './create-memory-client.js';
import { type HttpTestServer, startHttpTestServer, throttleFirst } from './http-test-server.js';
import { parseRetryAfter } from './index.js';
import type { RetryInfo } from './retry.js';

const anchor = {
  anchor_id: '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f',
  name: 'Support',
  type: 'team',
  metadata: {},
};
const created = { status: 201, body: anchor };

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts the server and returns the delays a recording sleep saw, so no test waits for real. */
async function serve(script: Parameters<typeof startHttpTestServer>[0]) {
  server = await startHttpTestServer(script);
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { server, delays, sleep };
}

function createAnchor(client: ReturnType<typeof createMemoryClient>) {
  return client.POST('/v1/anchors', { body: { name: 'Support', type: 'team' } });
}

describe('createMemoryClient headers', () => {
  const cases: [
    string,
    { given: Partial<CreateMemoryClientOptions>; want: Record<string, string | undefined> },
  ][] = [
    [
      'bearer is the default scheme',
      {
        given: { apiKey: 'ck_test_key', workspaceId: 'ws_main' },
        want: { authorization: 'Bearer ck_test_key', 'x-api-key': undefined, 'x-workspace-id': 'ws_main' },
      },
    ],
    [
      'x-api-key scheme sends the key in x-api-key',
      {
        given: { apiKey: 'ck_test_key', workspaceId: 'ws_main', auth: 'x-api-key' },
        want: { authorization: undefined, 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
      },
    ],
    [
      'omitted credentials send no credential headers',
      { given: {}, want: { authorization: undefined, 'x-api-key': undefined, 'x-workspace-id': undefined } },
    ],
    [
      'extra default headers are sent alongside',
      {
        given: { apiKey: 'k', workspaceId: 'w', headers: { 'X-Trace': 't1' } },
        want: { authorization: 'Bearer k', 'x-workspace-id': 'w', 'x-trace': 't1' },
      },
    ],
  ];

  it.each(cases)('%s', async (_title, { given, want }) => {
    const { server } = await serve(() => created);
    const client = createMemoryClient({ baseUrl: server.baseUrl, ...given });
    const { data } = await createAnchor(client);
    expect(data).toEqual(anchor);
    const headers = server.requests[0]?.headers ?? {};
    for (const [name, value] of Object.entries(want)) expect(headers[name], name).toBe(value);
  });

  it("lets one call's own X-Workspace-Id win over the default", async () => {
    const { server } = await serve(() => created);
    const client = createMemoryClient({ baseUrl: server.baseUrl, apiKey: 'k', workspaceId: 'ws_main' });
    await client.POST('/v1/anchors', {
      params: { header: { 'X-Workspace-Id': 'ws_other' } },
      body: { name: 'Support', type: 'team' },
    });
    expect(server.requests[0]?.headers['x-workspace-id']).toBe('ws_other');
  });
});

describe('createMemoryClient 429 retry', () => {
  it('retries a 429 through the injected fetch and returns the data', async () => {
    const { server, sleep } = await serve(throttleFirst(1, created));
    const sent: string[] = [];
    const client = createMemoryClient({
      baseUrl: server.baseUrl,
      apiKey: 'k',
      workspaceId: 'w',
      fetch: (request, init) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        return globalThis.fetch(request, init);
      },
      retry: { sleep },
    });
    const { data, error, response } = await createAnchor(client);
    expect({ data, error, status: response.status }).toEqual({ data: anchor, error: undefined, status: 201 });
    expect(sent).toEqual(['POST /v1/anchors', 'POST /v1/anchors']);
  });

  it('re-sends the POST body and headers intact on every retry', async () => {
    const { server, sleep } = await serve(
      throttleFirst(2, { status: 200, body: { items: [], session_id: 's' } }),
    );
    const client = createMemoryClient({
      baseUrl: server.baseUrl,
      apiKey: 'k',
      workspaceId: 'w',
      retry: { sleep },
    });
    const body = { anchor_id: anchor.anchor_id, query: 'refund “policy” ✓', limit: 3 };
    const { data } = await client.POST('/v1/recall', { body });
    expect(data).toEqual({ items: [], session_id: 's' });
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(JSON.parse(request.body)).toEqual(body);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.authorization).toBe('Bearer k');
    }
  });

  const retryAfterCases: [
    string,
    { retryAfter: () => string; maxDelayMs: number; min: number; max: number },
  ][] = [
    ['seconds are the minimum wait', { retryAfter: () => '2', maxDelayMs: 10_000, min: 2000, max: 2000 }],
    [
      'an HTTP date is the minimum wait',
      {
        retryAfter: () => new Date(Date.now() + 3000).toUTCString(),
        maxDelayMs: 10_000,
        min: 1000,
        max: 3000,
      },
    ],
    [
      'a Retry-After exactly at maxDelayMs is waited out',
      { retryAfter: () => '2', maxDelayMs: 2000, min: 2000, max: 2000 },
    ],
  ];

  it.each(retryAfterCases)(
    'honours Retry-After: %s',
    async (_title, { retryAfter, maxDelayMs, min, max }) => {
      const limited = {
        status: 429,
        headers: { 'Retry-After': retryAfter() },
        body: { error: 'rate_limited' },
      };
      const { server, delays, sleep } = await serve((_request, index) => (index === 0 ? limited : created));
      const client = createMemoryClient({ baseUrl: server.baseUrl, retry: { sleep, maxDelayMs } });
      const { data } = await createAnchor(client);
      expect(data).toEqual(anchor);
      expect(delays).toHaveLength(1);
      expect(delays[0]).toBeGreaterThanOrEqual(min);
      expect(delays[0]).toBeLessThanOrEqual(max);
    },
  );

  it('a Retry-After longer than maxDelayMs is not retried: the 429 comes back at once, Retry-After readable', async () => {
    const limited = {
      status: 429,
      headers: { 'Retry-After': '60' },
      body: { error: 'rate_limited', message: 'slow down' },
    };
    const { server, delays, sleep } = await serve(() => limited);
    const client = createMemoryClient({ baseUrl: server.baseUrl, retry: { sleep, maxDelayMs: 59_999 } });
    const { error, response } = await createAnchor(client);
    expect(delays).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(error?.error).toBe('rate_limited');
    expect(parseRetryAfter(response.headers.get('Retry-After'))).toBe(60_000);
  });

  it('without Retry-After, waits a full-jitter delay under a doubling ceiling', async () => {
    const { server, delays, sleep } = await serve(throttleFirst(3, created));
    const client = createMemoryClient({ baseUrl: server.baseUrl, retry: { sleep, baseDelayMs: 100 } });
    await createAnchor(client);
    expect(delays).toHaveLength(3);
    delays.forEach((delay, retry) => {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(100 * 2 ** retry);
    });
  });

  it('stops after `attempts` retries and returns the last 429 as an error result', async () => {
    const { server, sleep } = await serve(throttleFirst(Number.POSITIVE_INFINITY, created, '1'));
    const seen: Omit<RetryInfo, 'response'>[] = [];
    const client = createMemoryClient({
      baseUrl: server.baseUrl,
      retry: {
        attempts: 2,
        sleep,
        onRetry: ({ attempt, delayMs, retryAfterMs }) => seen.push({ attempt, delayMs, retryAfterMs }),
      },
    });
    const { data, error, response } = await createAnchor(client);
    expect(data).toBeUndefined();
    expect(response.status).toBe(429);
    expect(error).toEqual({ error: 'rate_limited', message: 'too many requests' });
    expect(server.requests).toHaveLength(3);
    expect(seen).toEqual([
      { attempt: 1, delayMs: 1000, retryAfterMs: 1000 },
      { attempt: 2, delayMs: 1000, retryAfterMs: 1000 },
    ]);
  });

  it('makes 3 retries by default', async () => {
    const { server, sleep } = await serve(throttleFirst(Number.POSITIVE_INFINITY, created));
    const { response } = await createAnchor(
      createMemoryClient({ baseUrl: server.baseUrl, retry: { sleep } }),
    );
    expect(response.status).toBe(429);
    expect(server.requests).toHaveLength(4);
  });

  it('with retry: false returns the first 429 at once', async () => {
    const { server } = await serve(throttleFirst(1, created, '1'));
    const client = createMemoryClient({ baseUrl: server.baseUrl, retry: false });
    const { error, response } = await createAnchor(client);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(error).toEqual({ error: 'rate_limited', message: 'too many requests' });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry other errors', async () => {
    const { server, delays, sleep } = await serve(() => ({ status: 503, body: { error: 'internal_error' } }));
    const { response } = await createAnchor(
      createMemoryClient({ baseUrl: server.baseUrl, retry: { sleep } }),
    );
    expect(response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });
});

describe('createMemoryClient misuse', () => {
  const cases: [string, { given: unknown; want: RegExp }][] = [
    ['no options', { given: undefined, want: /baseUrl is required/ }],
    ['no baseUrl', { given: { apiKey: 'k' }, want: /baseUrl is required/ }],
    ['empty baseUrl', { given: { baseUrl: '' }, want: /baseUrl is required/ }],
    ['relative baseUrl outside a browser', { given: { baseUrl: '/api' }, want: /absolute http\(s\) URL/ }],
    ['non-http baseUrl', { given: { baseUrl: 'ftp://host' }, want: /absolute http\(s\) URL/ }],
    ['unknown auth', { given: { baseUrl: 'http://x.test', auth: 'basic' }, want: /auth must be/ }],
    ['negative attempts', { given: { baseUrl: 'http://x.test', retry: { attempts: -1 } }, want: /attempts/ }],
    [
      'fractional attempts',
      { given: { baseUrl: 'http://x.test', retry: { attempts: 1.5 } }, want: /integer/ },
    ],
    [
      'infinite attempts',
      { given: { baseUrl: 'http://x.test', retry: { attempts: Infinity } }, want: /finite/ },
    ],
    [
      'NaN delay',
      { given: { baseUrl: 'http://x.test', retry: { baseDelayMs: Number.NaN } }, want: /baseDelayMs/ },
    ],
  ];

  it.each(cases)('throws on %s', (_title, { given, want }) => {
    expect(() => createMemoryClient(given as CreateMemoryClientOptions)).toThrow(want);
  });
});
