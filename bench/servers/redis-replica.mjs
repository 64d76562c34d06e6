/**
 * One memory replica on Redis for bench/redis-snapshot.ts: a build's startMock (its
 * dist/src/server/index.js) served directly, rate limit off, with the log snapshotted past
 * `compactAfter` entries. Prints `listening URL` once it answers.
 *
 * Usage: node bench/servers/redis-replica.mjs '{"serverModule":".../index.js","redis":"redis://...","compactAfter":20000}'
 */
import { pathToFileURL } from 'node:url';

const plan = JSON.parse(process.argv[2] ?? '{}');
const { startMock } = await import(pathToFileURL(plan.serverModule).href);
const mock = await startMock({
  api: 'memory',
  port: 0,
  direct: true,
  redis: plan.redis,
  redisCompactAfter: plan.compactAfter,
  rateLimit: false,
  log: (line) => console.error(line),
});
console.log(`listening ${mock.url}`);
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
