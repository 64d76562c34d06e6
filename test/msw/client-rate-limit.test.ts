/**
 * The typed client against the real msw handlers in Node, on the 429 path. Under msw in Node a
 * 429's `response.body.cancel()` may never settle; a client that awaits it hangs for ever. Each
 * test has a short timeout, so a hang fails here in seconds instead of stalling the run.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHandlers, defaultMemoryBaseUrl } from '../../mocks/index.js';
import { createMemoryClient, parseRetryAfter } from '../../src/client/index.js';

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
    // Prefer: code=429 answers Retry-After: 1; two 1 s waits fit the default 4 s budget.
    const client = createMemoryClient({ ...credentials, retry: { attempts: 2 } });
    const { error, response } = await client.POST('/v1/anchors', {
      body: anchor,
      headers: { Prefer: 'code=429' },
    });
    expect(response.status).toBe(429);
    expect(error?.error).toBe('rate_limited');
    expect(memory.journal({ status: 429 })).toHaveLength(3);
  }, 8_000);

  it('[CLIENT-429-MSW-3] the default client gives up within its total time budget', async () => {
    const client = createMemoryClient({ ...credentials, retry: { maxTotalMs: 1_500 } });
    const started = Date.now();
    const { response } = await client.POST('/v1/anchors', { body: anchor, headers: { Prefer: 'code=429' } });
    expect(response.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 8_000);

  describe('[CLIENT-429-BUDGET] default options fit a test runner', () => {
    /** Every send of every call, through a fetch that records it before msw answers. */
    interface Send {
      call: string;
      sentAt: number;
      answeredAt: number;
      status: number;
      retryAfterMs: number | undefined;
    }

    async function createMany(
      handlers: ReturnType<typeof createMemoryHandlers>,
      count: number,
      concurrency = count,
    ) {
      const sends: Send[] = [];
      const client = createMemoryClient({
        ...credentials,
        fetch: async (request, init) => {
          const sentAt = performance.now();
          const response = await globalThis.fetch(request, init);
          sends.push({
            call: request.headers.get('x-call') ?? '',
            sentAt,
            answeredAt: performance.now(),
            status: response.status,
            retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
          });
          return response;
        },
      });
      server.use(...handlers);
      const one = async (index: number) => {
        const started = performance.now();
        const { response } = await client.POST('/v1/anchors', {
          body: anchor,
          headers: { 'x-call': String(index) },
        });
        return { status: response.status, ms: performance.now() - started, response };
      };
      const calls: Awaited<ReturnType<typeof one>>[] = [];
      for (let first = 0; first < count; first += concurrency) {
        const batch = Array.from({ length: Math.min(concurrency, count - first) }, (_, i) => one(first + i));
        calls.push(...(await Promise.all(batch)));
      }
      return { calls, sends };
    }

    /** No call sent a retry before the Retry-After of its previous 429 had elapsed. */
    function expectRetryAfterHonoured(sends: readonly Send[]): number {
      let retries = 0;
      const byCall = new Map<string, Send[]>();
      for (const send of sends) byCall.set(send.call, [...(byCall.get(send.call) ?? []), send]);
      for (const [call, list] of byCall) {
        for (let i = 1; i < list.length; i++) {
          const previous = list[i - 1] as Send;
          retries++;
          expect(previous.status, `call ${call}`).toBe(429);
          const waited = (list[i] as Send).sentAt - previous.answeredAt;
          expect(waited, `call ${call}, retry ${i}`).toBeGreaterThanOrEqual((previous.retryAfterMs ?? 0) - 1);
        }
      }
      return retries;
    }

    it('[CLIENT-429-BUDGET-1] 620 creates past a limit of 600, one after the other: none blocks for 5 s, the 429s come back at once with Retry-After', async () => {
      // One after the other, so each call's time is its own (not the queue of a burst on a busy
      // machine), and a minute's window, so a slow machine cannot roll it over mid-run; the
      // Retry-After it gives (up to 60 s) is past the client's default budget, as the default
      // limit's (up to 10 s) is.
      const handlers = createMemoryHandlers({ seed: 1, rateLimit: { limit: 600, windowMs: 60_000 } });
      const { calls, sends } = await createMany(handlers, 620, 1);
      expect(calls.filter((call) => call.status === 201)).toHaveLength(600);
      const limited = calls.filter((call) => call.status === 429);
      expect(limited).toHaveLength(20);
      for (const call of limited) {
        const retryAfterMs = parseRetryAfter(call.response.headers.get('Retry-After'));
        expect(retryAfterMs).toBeGreaterThan(4_000);
      }
      expect(Math.max(...calls.map((call) => call.ms))).toBeLessThan(5_000);
      // Retry-After is past the default budget: no retry was sent at all.
      expect(expectRetryAfterHonoured(sends)).toBe(0);
    }, 20_000);

    it('[CLIENT-429-BUDGET-2] a limit that frees up within the budget: throttled calls wait out Retry-After, then succeed', async () => {
      const handlers = createMemoryHandlers({ seed: 1, rateLimit: { limit: 50, windowMs: 2_000 } });
      const { calls, sends } = await createMany(handlers, 80);
      expect(calls.every((call) => call.status === 201)).toBe(true);
      expect(expectRetryAfterHonoured(sends)).toBeGreaterThanOrEqual(30);
      expect(Math.max(...calls.map((call) => call.ms))).toBeLessThan(5_000);
    }, 20_000);
  });
});
