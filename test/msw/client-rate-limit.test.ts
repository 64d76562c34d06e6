/**
 * The typed client against the real msw handlers in Node, on the 429 path. Under msw in Node a
 * 429's `response.body.cancel()` may never settle; a client that awaits it hangs for ever. Each
 * test has a short timeout, so a hang fails here in seconds instead of stalling the run.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHandlers, defaultMemoryBaseUrl } from '../../mocks/index.js';
import { createMemoryClient } from '../../src/client/index.js';

const memory = createMemoryHandlers({ seed: 1, rateLimit: { limit: 2, windowMs: 1000 } });
const server = setupServer(...memory);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => memory.reset());
afterAll(() => server.close());

const credentials = { baseUrl: defaultMemoryBaseUrl, apiKey: 'ck_test_key', workspaceId: 'ws_main' };
const anchor = { name: 'Support', type: 'agent' } as const;

describe('[CLIENT-429-MSW] the typed client on msw never hangs on a 429', () => {
  it('[CLIENT-429-MSW-1] a real rate limit: the third call waits out Retry-After and succeeds', async () => {
    const retries: number[] = [];
    const client = createMemoryClient({ ...credentials, retry: { onRetry: (i) => retries.push(i.attempt) } });
    for (let i = 0; i < 2; i++) {
      expect((await client.POST('/v1/anchors', { body: anchor })).response.status).toBe(201);
    }
    const third = await client.POST('/v1/anchors', { body: anchor });
    expect(third.response.status).toBe(201);
    expect(retries.length).toBeGreaterThanOrEqual(1);
  }, 8_000);

  it('[CLIENT-429-MSW-2] Prefer: code=429 on every send: bounded attempts, the last 429 returned', async () => {
    const client = createMemoryClient({ ...credentials, retry: { attempts: 2, maxDelayMs: 50 } });
    const { error, response } = await client.POST('/v1/anchors', {
      body: anchor,
      headers: { Prefer: 'code=429' },
    });
    expect(response.status).toBe(429);
    expect(error?.error).toBe('rate_limited');
    expect(memory.engine.log.entries().filter((entry) => entry.status === 429)).toHaveLength(3);
  }, 8_000);

  it('[CLIENT-429-MSW-3] the default client gives up within its total time budget', async () => {
    const client = createMemoryClient({ ...credentials, retry: { maxTotalMs: 1_500 } });
    const started = Date.now();
    const { response } = await client.POST('/v1/anchors', { body: anchor, headers: { Prefer: 'code=429' } });
    expect(response.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 8_000);
});
