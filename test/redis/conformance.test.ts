/**
 * The conformance suite, every check at level kit, against two replicas on one Redis with its
 * requests alternating between them: a deployment of replicas must pass what one process passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryChecks, releasesChecks } from '../../conformance/checks/index.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryRun, releasesRun } from '../conformance/engines.js';
import { ensureBuilt, runCli, stopStrayClis } from '../server/cli-helpers.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { alternating } from './replica-helpers.js';

async function replicas(api: 'memory' | 'releases', redisUrl: string): Promise<string[]> {
  const start = () => {
    const cli = runCli(['mock', api, '--direct', '--port', '0', '--redis', redisUrl]);
    return cli.waitFor(new RegExp(`${api}\\s+(http://\\S+)`), 30_000).then(([, url]) => url as string);
  };
  return Promise.all([start(), start()]);
}

describe('the conformance suite through two replicas, alternating', () => {
  let redis: TestRedis;

  beforeAll(async () => {
    requireRedisServer();
    ensureBuilt();
    redis = await startRedis();
  });

  afterAll(async () => {
    stopStrayClis();
    await redis?.dispose();
  });

  it('memory: every check passes, the rate-limit burst through both included', async () => {
    const bases = await replicas('memory', redis.url);
    const sent = new Map<string, number>();
    const report = await runConformance({
      ...memoryRun,
      baseUrl: bases[0] as string,
      fetch: alternating(bases, sent),
    });
    const failed = report.results.filter((result) => result.status !== 'passed');
    expect(report.unjudgeable).toBeUndefined();
    expect(failed, JSON.stringify(failed, null, 1).slice(0, 4000)).toEqual([]);
    expect(report.results).toHaveLength(memoryChecks.length);
    // Both replicas served hundreds of the suite's requests.
    expect(sent.size).toBe(2);
    expect(Math.min(...sent.values())).toBeGreaterThan(100);
  }, 180_000);

  it('releases: every check passes', async () => {
    const bases = await replicas('releases', redis.url);
    const sent = new Map<string, number>();
    const report = await runConformance({
      ...releasesRun,
      baseUrl: bases[0] as string,
      fetch: alternating(bases, sent),
    });
    const failed = report.results.filter((result) => result.status !== 'passed');
    expect(failed, JSON.stringify(failed, null, 1).slice(0, 4000)).toEqual([]);
    expect(report.results).toHaveLength(releasesChecks.length);
    expect(sent.size).toBe(2);
  }, 180_000);
});
