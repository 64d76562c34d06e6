import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HttpTestServer, startHttpTestServer, throttleFirst } from './http-test-server.js';
import { type FetchLike, withRetry } from './retry.js';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const realFetch: FetchLike = (request, init) => globalThis.fetch(request, init);

describe('withRetry', () => {
  it('passes the second fetch argument through on every send', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: {} }));
    const seen: unknown[] = [];
    const fetch = withRetry(
      (request, init) => {
        seen.push(init);
        return realFetch(request);
      },
      { sleep: async () => {} },
    );
    const init = { keepalive: false };
    const response = await fetch(new Request(server.baseUrl), init);
    expect(response.status).toBe(200);
    expect(seen).toEqual([init, init]);
  });

  it('with attempts: 0 sends once', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: {} }));
    const response = await withRetry(realFetch, { attempts: 0 })(new Request(server.baseUrl));
    expect(response.status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it("stops waiting when the request's signal aborts during the default back-off", async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: {} }, '30'));
    const controller = new AbortController();
    const fetch = withRetry(realFetch, { maxDelayMs: 30_000, maxTotalMs: 60_000 });
    const started = Date.now();
    const pending = fetch(new Request(server.baseUrl, { signal: controller.signal }));
    // Abort during the back-off: once the 429 has been answered, however slow the machine is.
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(1);
  });

  it('returns the 429 at once when the wait would end past maxTotalMs', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: {} }, '30'));
    const waits: number[] = [];
    const fetch = withRetry(realFetch, {
      maxDelayMs: 30_000,
      maxTotalMs: 5_000,
      sleep: async (ms) => void waits.push(ms),
    });
    const response = await fetch(new Request(server.baseUrl));
    expect(response.status).toBe(429);
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a maxTotalMs that is not a finite number >= 0', () => {
    expect(() => withRetry(realFetch, { maxTotalMs: Number.NaN })).toThrow(RangeError);
  });

  it('does not wait for a body cancel that never settles', async () => {
    const never = new ReadableStream({ cancel: () => new Promise<void>(() => {}) });
    let sends = 0;
    const fetch = withRetry(
      async () => (++sends === 1 ? new Response(never, { status: 429 }) : new Response('{}')),
      { sleep: async () => {} },
    );
    const response = await fetch(new Request('http://127.0.0.1:9/'));
    expect(response.status).toBe(200);
    expect(sends).toBe(2);
  }, 2_000);

  it('waits for real with the default sleep', async () => {
    server = await startHttpTestServer(throttleFirst(1, { status: 200, body: {} }));
    const fetch = withRetry(realFetch, { baseDelayMs: 0, maxDelayMs: 0 });
    const response = await fetch(new Request(server.baseUrl));
    expect(response.status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });
});
