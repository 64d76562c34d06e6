/**
 * In-process timing for bench/ceiling.ts: one build's engine as `contract-kit mock --direct` builds
 * it (journal, request log and usage coverage included), asked through `engine.handle` with the
 * request the node adapter would make and answered through the adapter's body cache, with no
 * socket. Prints the CPU time per request (process.cpuUsage) of each batch, after a warm-up that
 * also fills the workspace's recall sessions to their cap, as a long-running mock has them.
 *
 * Usage: node bench/servers/in-process.mjs '{"serverModule":".../index.js","operation":"recall","atomsFile":"...","batches":8,"batchSize":5000}'
 * Prints one line `{"cpuUs":[...]}`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { benchHeaders, engineRequest } from '../lib/bench-tenant.mjs';

const plan = JSON.parse(process.argv[2] ?? '{}');
const server = pathToFileURL(plan.serverModule);
const { startMock } = await import(server.href);
const { createBodyCache } = await import(new URL('../engine/http/pipeline/body-cache.js', server).href);
const memory = plan.operation === 'recall';
const mock = await startMock({
  api: memory ? 'memory' : 'releases',
  port: 0,
  direct: true,
  ...(memory ? { rateLimit: false } : {}),
  log: () => {},
});
// The mock behind the port: every layer a socket request passes, minus the socket.
const engine = mock.engine;
// What the node adapter answers with: keyed bodies as bytes, others as JSON text.
const bodies = createBodyCache((text) => Buffer.from(text));
const host = new URL(mock.url).host;
let ask;
if (memory) {
  const post = async (path, body) => (await engine.handle(engineRequest(path, body, mock.url))).body;
  const anchorId = (await post('/v1/anchors', { name: 'bench', type: 'agent' })).anchor_id;
  for (const content of JSON.parse(readFileSync(plan.atomsFile, 'utf8')))
    await post('/v1/atoms', { anchor_id: anchorId, content });
  const raw = JSON.stringify({ anchor_id: anchorId, query: 'when does the customer want the weekly report' });
  ask = () => ({
    method: 'POST',
    path: '/v1/recall',
    query: new URLSearchParams(''),
    headers: { host, ...benchHeaders, 'content-length': String(raw.length) },
    body: Buffer.from(raw),
    bodyTooLarge: false,
    origin: mock.url,
  });
} else {
  ask = () => ({
    method: 'GET',
    path: '/api/v1/events',
    query: new URLSearchParams('limit=100'),
    headers: { host },
    body: null,
    bodyTooLarge: false,
    origin: mock.url,
  });
}
const once = async () => bodies(await engine.handle(ask()));
// Past the 100,000 recall sessions a workspace keeps, as under the HTTP load.
for (let i = 0; i < (memory ? 110_000 : 50_000); i++) await once();
const cpuUs = [];
for (let batch = 0; batch < plan.batches; batch++) {
  const started = process.cpuUsage();
  for (let i = 0; i < plan.batchSize; i++) await once();
  const used = process.cpuUsage(started);
  cpuUs.push((used.user + used.system) / plan.batchSize);
}
process.stdout.write(`${JSON.stringify({ cpuUs })}\n`);
await mock.close();
process.exit(0);
