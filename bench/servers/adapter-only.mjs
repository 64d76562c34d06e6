/**
 * The middle arm of bench/ceiling.ts: the kit's own node adapter (`createNodeHandler`, with CORS as
 * `--direct` serves) around an engine that does no work at all, answering every request with the
 * body the real engine answered (as an object, serialised by the adapter as it serialises the
 * engine's; keyed for a page, so the adapter's body cache holds its bytes as it does for the
 * engine's pages). Between bare node:http and the engine, it tells the adapter's cost apart from
 * the engine's.
 *
 * Usage: node bench/servers/adapter-only.mjs '{"adapterModule":".../node-adapter.js","body":"{...}","keyed":true}'
 * Prints one line `ready {"url":...}`, then serves until SIGTERM.
 */
import { createServer } from 'node:http';

const plan = JSON.parse(process.argv[2] ?? '{}');
const { createNodeHandler } = await import(plan.adapterModule);
const body = JSON.parse(plan.body);
const engine = {
  async handle() {
    const answer = { status: 200, headers: { 'content-type': 'application/json' }, body };
    return plan.keyed ? { ...answer, cacheKey: 'page' } : answer;
  },
};
// The options `contract-kit mock --direct` listens with (src/server/index.ts).
const server = createServer({ keepAliveTimeout: 5_000 }, createNodeHandler(engine, { cors: true }));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`ready ${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
