/**
 * The middle arm of bench/ceiling.ts: the kit's own node adapter (`createNodeHandler`, with CORS as
 * `--direct` serves) around a mock that does no work at all, answering every request with the
 * answer the real mock gave, its JSON text already made (as the mock's serializer and answer
 * cache hand it to the adapter). Between bare node:http and the engine, it tells the adapter's
 * cost apart from the mock's.
 *
 * Usage: node bench/servers/adapter-only.mjs '{"adapterModule":".../http/node-adapter.js","body":"{...}"}'
 * Prints one line `ready {"url":...}`, then serves until SIGTERM.
 */
import { createServer } from 'node:http';

const plan = JSON.parse(process.argv[2] ?? '{}');
const { createNodeHandler } = await import(plan.adapterModule);
const body = JSON.parse(plan.body);
const mock = {
  async handle() {
    return { status: 200, headers: { 'content-type': 'application/json' }, body, json: plan.body };
  },
};
// The options `contract-kit mock --direct` listens with (src/server/index.ts).
const server = createServer({ keepAliveTimeout: 5_000 }, createNodeHandler(mock, { cors: true }));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`ready ${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
