/**
 * A benchmark child: one mock started with `startMock` from the built package (dist/, plain node,
 * exactly what `contract-kit mock` runs), the rate limit off, and for memory one anchor filled with
 * the atoms of a JSON file (the bench's Zipf corpus). A process of its own, so the server never
 * shares an event loop with the load generator or the other servers.
 *
 * Usage: node bench/servers/mock-server.mjs '{"api":"memory","direct":true,"atomsFile":"/tmp/atoms.json"}'
 * With `"stateFile"` (and `"compactAfterBytes"`) it serves that state file instead of seeding.
 * With `"eventLoopFile"` it writes the event loop's longest delay since ready there on SIGTERM.
 * Set CK_BENCH_SERVER_MODULE to another build of src/server/index (e.g. via tsx) to compare.
 * Prints one line `ready {"url":...,"anchorId":...}`, then serves until SIGTERM.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { engineRequest } from '../lib/bench-tenant.mjs';

const plan = JSON.parse(process.argv[2] ?? '{}');
const serverModule =
  process.env.CK_BENCH_SERVER_MODULE ?? new URL('../../dist/src/server/index.js', import.meta.url).href;
const { startMock } = await import(serverModule);

async function post(engine, path, body) {
  const response = await engine.handle(engineRequest(path, body));
  if (response.status !== 201) throw new Error(`seeding ${path} failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

const mock = await startMock({
  api: plan.api,
  port: 0,
  direct: plan.direct,
  // The rate limit off (a load test is not abuse); otherwise the defaults `contract-kit mock` uses.
  ...(plan.api === 'memory' ? { rateLimit: false } : {}),
  ...(plan.stateFile ? { stateFile: plan.stateFile } : {}),
  ...(plan.compactAfterBytes ? { stateCompactAfterBytes: plan.compactAfterBytes } : {}),
  log: (line) => process.stderr.write(`${line}\n`),
});
let anchorId;
if (plan.api === 'memory' && !plan.stateFile) {
  // Seeded in process: the same engine, without a thousand requests through Prism first.
  anchorId = (await post(mock.engine, '/v1/anchors', { name: 'bench', type: 'agent' })).anchor_id;
  const atoms = plan.atomsFile ? JSON.parse(readFileSync(plan.atomsFile, 'utf8')) : [];
  for (const content of atoms) await post(mock.engine, '/v1/atoms', { anchor_id: anchorId, content });
  mock.engine.journal.clear();
}
// How long the event loop was held up at most: what any request could have waited behind.
const delay = monitorEventLoopDelay({ resolution: 1 });
if (plan.eventLoopFile) delay.enable();
process.stdout.write(`ready ${JSON.stringify({ url: mock.url, anchorId })}\n`);
const stop = () => {
  if (plan.eventLoopFile) {
    delay.disable();
    const ms = (ns) => ns / 1e6;
    writeFileSync(
      plan.eventLoopFile,
      JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)) }),
    );
  }
  return mock.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
