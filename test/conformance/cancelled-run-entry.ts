/**
 * A run cancelled in a process of its own (run with `node --import tsx`): while a request is in
 * flight (argument `held`), while the back-off waits out a 429 (`rate-limited`), or while a check
 * sits through a Retry-After (`retry-after`). It prints one JSON line with what it saw, then must
 * exit by itself: a socket or timer the run left behind would keep it alive, and the test that
 * spawns it says how long it may take.
 */
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryEngine, memoryRun, releasesRun } from './engines.js';
import { serveEngine } from './serve-engine.js';
import { startSlowServer } from './slow-server.js';

// Longer than any test waits: a held request, a request's deadline or a wait that outlived the
// cancel would keep this process alive past the test's bound.
const longMs = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  url: string;
  count(): number;
  /** Resolves when the run is where it is to be cancelled. */
  ready: Promise<unknown>;
  close(): Promise<void>;
}

/** The releases engine, holding the fourth request or answering it 429 (Retry-After 30 s). */
async function releasesTarget(rateLimited: boolean): Promise<Target> {
  // A Retry-After within the back-off's budget of 60 s, so the run waits it out rather than probing.
  const server = await startSlowServer({ holdFrom: 4, holdMs: rateLimited ? 30_000 : longMs, rateLimited });
  // After a 429, the answer has to come back before the back-off starts its wait.
  const ready = rateLimited ? server.held.then(() => sleep(200)) : server.held;
  return { ...server, ready };
}

/** A memory engine whose limit of 20 a 10 s window the burst of MEM-RATE-RETRY-AFTER meets. */
async function memoryTarget(): Promise<Target> {
  let count = 0;
  let onLimited = () => {};
  const limited = new Promise<void>((resolve) => (onLimited = resolve));
  const served = await serveEngine(memoryEngine({ limit: 20, windowMs: 10_000 }), {
    request(request) {
      count++;
      return request;
    },
    response(response) {
      if (response.status === 429) onLimited();
      return response;
    },
  });
  // The wave that met the 429 ends, and the check sits through the Retry-After (up to 10 s).
  return { ...served, count: () => count, ready: limited.then(() => sleep(300)) };
}

const mode = process.argv[2];
const target = mode === 'retry-after' ? await memoryTarget() : await releasesTarget(mode === 'rate-limited');
const options =
  mode === 'retry-after'
    ? { ...memoryRun, only: ['MEM-RATE-RETRY-AFTER'], rateLimitBurst: 100 }
    : { ...releasesRun };
const controller = new AbortController();
const run = runConformance({ ...options, baseUrl: target.url, timeoutMs: longMs, signal: controller.signal });
await target.ready;
const abortedAt = performance.now();
controller.abort();
const settled = await Promise.race([
  run.then(
    () => 'resolved',
    (error: unknown) => (error === controller.signal.reason ? 'rejected with the reason' : String(error)),
  ),
  new Promise<string>((resolve) => setTimeout(resolve, 2_000, 'still running').unref()),
]);
const settledMs = Math.round(performance.now() - abortedAt);
const requestsAtSettle = target.count();
await sleep(300);
const requestsLater = target.count();
await target.close();
process.stdout.write(`${JSON.stringify({ settled, settledMs, requestsAtSettle, requestsLater })}\n`);
