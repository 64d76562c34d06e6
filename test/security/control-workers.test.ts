/**
 * Issue 40, item 1, under `contract-kit mock --workers 2` behind Prism: every worker refuses the
 * attacks and serves the user, whichever worker a connection lands on. Each worker's engine port
 * is its own (node:cluster would otherwise share it, and a worker's Prism would reach another
 * worker's engine, which refuses a secret that is not its front's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRedisServer, startRedis, type TestRedis } from '../redis/redis-server.js';
import { childrenOf, ensureBuilt, runCli, stopStrayClis } from '../server/cli-helpers.js';
import { evil, memoryJson, send } from './control-helpers.js';

describe('[SEC-WORKERS] --workers 2 behind Prism', () => {
  let redis: TestRedis;
  let cli: ReturnType<typeof runCli>;
  let url: string;

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    redis = await startRedis();
    cli = runCli([
      'mock',
      'memory',
      '--port',
      '0',
      '--redis',
      redis.url,
      '--workers',
      '2',
      '--rate-limit',
      'off',
    ]);
    url = (await cli.waitFor(/memory\s+(http:\/\/\S+)/, 45_000))[1] as string;
    await cli.waitFor(/Control surface:/, 30_000);
    // The banner follows the first worker; the other's Prism may still be starting (503).
    for (let healthy = 0, tries = 0; healthy < 10 && tries < 300; tries++) {
      healthy = (await send(url, '/__health')).status === 200 ? healthy + 1 : 0;
      if (healthy === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    stopStrayClis();
    for (const pid of childrenOf(cli?.child.pid ?? 0)) process.kill(pid, 'SIGKILL');
    await redis?.dispose();
  });

  it('[SEC-WORKERS-1] on fresh connections (both workers), the user is served and every attack refused', async () => {
    expect(childrenOf(cli.child.pid as number)).toHaveLength(2);
    const port = new URL(url).port;
    const body = '{"name":"w","type":"agent"}';
    // Many at once: each Prism then opens several connections to the engine port behind it, and
    // on a port shared among the workers some of them would land on the other worker's engine.
    const made = await Promise.all(
      Array.from({ length: 60 }, () =>
        send(url, '/v1/anchors', { method: 'POST', headers: memoryJson, body }),
      ),
    );
    expect(made.map((answer) => answer.status)).toEqual(made.map(() => 201));
    for (let i = 0; i < 12; i++) {
      const log = await send(url, '/__control/log');
      const rebound = await send(url, '/__control/log', { headers: { host: `evil.example:${port}` } });
      const foreign = await send(url, '/__control/reset', { method: 'POST', headers: { origin: evil } });
      expect([i, log.status, rebound.status, foreign.status]).toEqual([i, 200, 403, 403]);
    }
  });
});
