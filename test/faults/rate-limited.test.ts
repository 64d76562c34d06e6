/**
 * A correct deployment behind a 120-per-10-s limit passes whatever its 429 says about retrying:
 * the suite waits like a good client (Retry-After in seconds or as a date, exponential probes when
 * there is none or it is far too long), and no check fails because an earlier one spent the quota.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import type { CheckResult } from '../../conformance/vocabulary.js';
import { memoryEngine, memoryRun } from '../conformance/engines.js';
import { serveEngine } from '../conformance/serve-engine.js';
import { type RetryAfterForm, serveRateLimited } from './rate-limited.js';

const options = { ...memoryRun, rateLimit: false, level: 'documented' as const, timeoutMs: 10_000 };

const failedIds = (results: CheckResult[]) =>
  results.filter((result) => result.status === 'failed').map((result) => result.id);

/** What the same engine fails without a limit in front: the limit must add nothing to it. */
let baseline: string[] = [];
beforeAll(async () => {
  const engine = await serveEngine(memoryEngine());
  try {
    baseline = failedIds((await runConformance({ ...options, baseUrl: engine.url })).results);
  } finally {
    await engine.close();
  }
}, 120_000);

describe.concurrent('a memory run under 120 requests per 10 s', () => {
  test.for(['seconds', 'date', 'none', 'long'] as RetryAfterForm[])(
    'Retry-After: %s',
    { timeout: 120_000 },
    async (form) => {
      const engine = await serveEngine(memoryEngine());
      const limited = await serveRateLimited(engine.url, { limit: 120, windowMs: 10_000, form });
      try {
        const report = await runConformance({ ...options, baseUrl: limited.url });
        // The limit was reached: the run had to wait, not merely run below it.
        expect(limited.counts.limited).toBeGreaterThan(0);
        expect(limited.counts.passed).toBeGreaterThan(120);
        const failures = report.results
          .filter((result) => result.status === 'failed')
          .map((result) => `${result.id}: ${result.failure?.received}`);
        expect(failures.filter((line) => /429|rate_limited/.test(line))).toEqual([]);
        expect(failedIds(report.results)).toEqual(baseline);
        expect(report.unjudgeable).toBeUndefined();
        expect(report.durationMs).toBeLessThan(60_000);
      } finally {
        await limited.close();
        await engine.close();
      }
    },
  );
});

test('a quota an earlier client spent: the preflight waits it out and the run is judged', {
  timeout: 120_000,
}, async () => {
  const engine = await serveEngine(memoryEngine());
  const limited = await serveRateLimited(engine.url, {
    limit: 120,
    windowMs: 10_000,
    form: 'seconds',
    spent: true,
  });
  try {
    const report = await runConformance({ ...options, baseUrl: limited.url });
    expect(limited.counts.limited).toBeGreaterThan(0);
    expect(report.unjudgeable).toBeUndefined();
    expect(failedIds(report.results)).toEqual(baseline);
  } finally {
    await limited.close();
    await engine.close();
  }
});
