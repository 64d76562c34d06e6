import { describe, expect, test } from 'vitest';
import { memoryChecks, releasesChecks } from '../../conformance/checks/index.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { memoryEngine, memoryRun, releasesEngine, releasesRun } from './engines.js';

/**
 * The suite through `engine.fetch`, the seam msw and browsers use: no socket, no port. The base URL
 * only names the origin; every request goes to the engine in this process.
 */
describe.concurrent('the suite judges the engines through engine.fetch, with no sockets', () => {
  test('memory, level kit: every check but the rate-limit burst passes', async () => {
    const engine = memoryEngine(false);
    const report = await runConformance({
      ...memoryRun,
      rateLimit: false,
      baseUrl: 'http://memory.engine.invalid',
      fetch: (request) => engine.fetch(request),
    });
    const needsRateLimit = memoryChecks.filter((check) => check.requires.includes('rateLimit')).length;
    const counts: Record<string, number> = {};
    for (const result of report.results) counts[result.status] = (counts[result.status] ?? 0) + 1;
    expect(report.unjudgeable).toBeUndefined();
    expect(counts, JSON.stringify(report.results.filter((r) => r.status === 'failed'))).toEqual({
      passed: memoryChecks.length - needsRateLimit,
      skipped: needsRateLimit,
    });
  });

  test('releases, level kit: every check passes', async () => {
    const engine = releasesEngine();
    const report = await runConformance({
      ...releasesRun,
      baseUrl: 'http://releases.engine.invalid',
      fetch: (request) => engine.fetch(request),
    });
    expect(report.results.map((result) => result.status)).toEqual(releasesChecks.map(() => 'passed'));
  });
});
