/**
 * Benchmark group 4a: the msw round trip in Node, from `fetch` in the test code through msw's
 * interception and the handler to the Response, one request at a time (as a test suite calls).
 * The same requests through `engine.fetch` (no msw) and `engine.handle` (no WHATWG objects) split
 * the time into msw's share, the Request/Response wrapping, and the engine's own work.
 * Runs in its own process (msw patches the global fetch); prints one JSON line.
 */
import { setupServer } from 'msw/node';
import { createMemoryHandlers } from '../mocks/create-memory-handlers.js';
import { createReleasesHandlers } from '../mocks/create-releases-handlers.js';
import { eventsPath, recallQuery } from './http-groups.js';
import { benchHeaders, engineRequest } from './lib/bench-tenant.mjs';
import { createCorpus } from './lib/corpus.js';
import { mean, msSince, quantile } from './lib/stats.js';

/** Latency of one path, in milliseconds. */
export interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

/** One operation measured three ways. */
export interface MswRow {
  operation: 'recall' | 'events';
  msw: Timing;
  engineFetch: Timing;
  engineHandle: Timing;
}

const memoryBase = 'http://127.0.0.1:4010';
const releasesBase = 'http://127.0.0.1:4011';
async function time(n: number, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.ceil(n / 5); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(msSince(start));
  }
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), mean: mean(samples) };
}

/** Runs group 4a with `n` measured calls per path and operation. */
export async function measureMsw(n = 2_000): Promise<MswRow[]> {
  const memory = createMemoryHandlers({ baseUrl: memoryBase, seed: 1, rateLimit: false });
  const releases = createReleasesHandlers({ baseUrl: releasesBase });
  const corpus = createCorpus({ seed: 42, vocabulary: 30_000 });
  const post = (path: string, body: unknown) => memory.engine.handle(engineRequest(path, body, memoryBase));
  const anchor = (await post('/v1/anchors', { name: 'msw', type: 'agent' })).body as { anchor_id: string };
  for (let i = 0; i < 1_000; i++)
    await post('/v1/atoms', { anchor_id: anchor.anchor_id, content: corpus.text(12, 40) });
  const recallBody = JSON.stringify({ anchor_id: anchor.anchor_id, query: recallQuery });

  const server = setupServer(...memory, ...releases);
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const recallInit = { method: 'POST', headers: benchHeaders, body: recallBody };
    const eventsUrl = `${releasesBase}${eventsPath}`;
    const consume = async (response: Response) => {
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      return response.json();
    };
    return [
      {
        operation: 'recall',
        msw: await time(n, async () => consume(await fetch(`${memoryBase}/v1/recall`, recallInit))),
        engineFetch: await time(n, async () =>
          consume(await memory.engine.fetch(new Request(`${memoryBase}/v1/recall`, recallInit))),
        ),
        engineHandle: await time(n, () => post('/v1/recall', JSON.parse(recallBody))),
      },
      {
        operation: 'events',
        msw: await time(n, async () => consume(await fetch(eventsUrl))),
        engineFetch: await time(n, async () => consume(await releases.engine.fetch(new Request(eventsUrl)))),
        engineHandle: await time(n, () =>
          releases.engine.handle({
            method: 'GET',
            path: eventsUrl.split('?')[0] as string,
            query: new URL(eventsUrl).searchParams,
            headers: {},
            body: null,
            origin: releasesBase,
          }),
        ),
      },
    ];
  } finally {
    server.close();
  }
}

if (process.argv.includes('--json')) {
  measureMsw().then(
    (rows) => process.stdout.write(`${JSON.stringify(rows)}\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
