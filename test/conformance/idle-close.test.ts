import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ConformanceOptions } from '../../conformance/options.js';
import { exitCodeOf } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import type { RunningServer } from '../independent/http-util.js';
import { startIndependentMemoryServer } from '../independent/memory-server.js';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import { type IdleClosingGateway, startIdleClosingGateway } from './idle-close-gateway.js';

/** The independent memory server's own tenants (test/independent/README.md), every option on. */
const memoryRun: Omit<ConformanceOptions, 'baseUrl'> = {
  api: 'memory',
  apiKey: 'indep-key-acme',
  workspace: 'ws-1',
  otherWorkspace: 'ws-2',
  deniedWorkspace: 'ws-denied',
  blockedApiKey: 'indep-key-blocked',
  checkout: true,
  rateLimit: true,
  rateLimitBurst: 800,
  timeoutMs: 5_000,
  maxResponseTimeMs: 60_000,
  redactSecrets: false,
};

type Report = Awaited<ReturnType<typeof runConformance>>;

const failures = (report: Report) =>
  report.results
    .filter((result) => result.status === 'failed' || result.status === 'blocked')
    .map((result) => `${result.id} ${result.status}: ${result.failure?.received ?? ''}`)
    .join('\n');

/**
 * Runs the suite through the gateway and holds it to the gateway's count: every request the run
 * sent reached the server once, so none was applied twice (a POST sent again would count 2).
 */
async function judgeThrough(gateway: IdleClosingGateway, options: ConformanceOptions): Promise<Report> {
  const before = await gateway.tally();
  const report = await runConformance(options);
  expect(failures(report)).toBe('');
  expect(report.unjudgeable).toBeUndefined();
  expect(exitCodeOf(report)).toBe(0);
  const after = await gateway.tally();
  const sent = (report.routes ?? []).reduce((sum, route) => sum + route.requests, 0);
  expect(after.requests - before.requests).toBe(sent);
  // Not a run that never met the gateway's closes: it reused connections, and had idle ones closed.
  expect(after.reused - before.reused).toBeGreaterThan(5);
  expect(after.idleCloses - before.idleCloses).toBeGreaterThan(0);
  return report;
}

describe('a gateway that closes idle connections after 20 ms, with no Keep-Alive hint', () => {
  let server: RunningServer;
  let gateway: IdleClosingGateway;
  beforeAll(async () => {
    // A window the burst fills even on a busy machine, short enough for the run's 429s to be
    // waited out in seconds; those waits are where a gateway's idle close meets a kept-alive socket.
    server = await startIndependentMemoryServer({ rateLimit: { limit: 300, windowMs: 10_000 } });
    gateway = await startIdleClosingGateway(server.url, 20);
  });
  afterAll(async () => {
    await gateway?.close();
    await server?.close();
  });

  test.for([1, 2, 3])(
    '[IDLE-CLOSE-1] run %i passes, and no request reaches the server twice',
    {
      timeout: 120_000,
    },
    async () => {
      await judgeThrough(gateway, { ...memoryRun, baseUrl: gateway.url });
    },
  );

  test('[IDLE-CLOSE-6] a releases run (GETs, sent again on a new connection when need be) passes', {
    timeout: 120_000,
  }, async () => {
    const releases = await startIndependentReleasesServer();
    // 2 ms: GETs in a row meet a connection closed under them, and are sent again.
    const front = await startIdleClosingGateway(releases.url, 2);
    try {
      await judgeThrough(front, { api: 'releases', baseUrl: front.url, timeoutMs: 5_000 });
    } finally {
      await front.close();
      await releases.close();
    }
  });
});
