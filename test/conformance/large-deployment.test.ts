/**
 * A correct releases deployment of real size: 5,000 sources and 100,000 events, the kit's own
 * engine over a generated dataset served directly over node:http. At the default level and budget
 * it passes, walking the lists completely, in well under a minute; with a budget too small to walk
 * them it passes too, judged from pages at known offsets and totals that add up, and each result
 * says which. The walk variants are caught there as well: no total is judged from a cut walk.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import type { Engine } from '../../src/engine/engine.js';
import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { largeReleasesData } from './large-releases.js';
import { releasesVariants } from './releases-variants.js';
import { type Served, serveEngine } from './serve-engine.js';
import { walkVariants } from './walk-variants.js';

let engine: Engine;
let served: Served;

beforeAll(async () => {
  engine = createReleasesEngine({
    data: largeReleasesData({ sources: 5_000, events: 100_000 }),
    onError: () => {},
  });
  served = await serveEngine(engine);
}, 60_000);

afterAll(() => served?.close());

const walkedAll = /^GET \/api\/v1\/events: walked completely, 100000 records in 1001 pages$/;
const cut =
  /^GET \/api\/v1\/events: 100000 records are more than the run's budget lets it walk \(--max-requests 600, --max-duration 300000\); judged from/;

describe('a correct deployment of 100,000 events and 5,000 sources passes', () => {
  test('at the default level and budget: walked completely, well under a minute', async () => {
    let sent = 0;
    const count = (request: EngineRequest) => {
      sent++;
      return request;
    };
    const counted = await serveEngine(engine, { request: count });
    const started = Date.now();
    const report = await runConformance({ api: 'releases', baseUrl: counted.url }).finally(() =>
      counted.close(),
    );
    const ms = Date.now() - started;
    const failed = report.results.filter(
      (result) => result.status !== 'passed' && result.status !== 'skipped',
    );
    expect(failed.map((result) => [result.id, result.failure ?? result.warnings])).toEqual([]);
    const total = report.results.find((result) => result.id === 'REL-TOTAL-EXACT');
    expect(total?.status).toBe('passed');
    expect(total?.notes).toContainEqual(expect.stringMatching(walkedAll));
    expect(sent).toBeGreaterThan(1_001);
    expect(sent).toBeLessThanOrEqual(3_000);
    expect(ms).toBeLessThan(45_000);
  }, 90_000);

  test('with --max-requests 600: judged within the budget, and each walk-reading result says so', async () => {
    const report = await runConformance({ api: 'releases', baseUrl: served.url, maxRequests: 600 });
    const failed = report.results.filter((result) => result.status === 'failed');
    expect(failed.map((result) => [result.id, result.failure])).toEqual([]);
    for (const id of ['REL-TOTAL-EXACT', 'REL-PAGE-WALK', 'REL-FILTER-SEVERITY', 'REL-FILTER-COMBINED']) {
      const result = report.results.find((candidate) => candidate.id === id);
      expect(result?.status, id).toBe('passed');
      expect(result?.notes, id).toContainEqual(expect.stringMatching(cut));
    }
    expect(report.results.some((result) => /traffic budget/.test(result.failure?.received ?? ''))).toBe(
      false,
    );
  }, 90_000);

  test('answering in 50 ms under --max-duration 30 s: the walk would outlast it, so it is judged within it', async () => {
    const slow = await serveEngine(engine, {
      response: async (response) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return response;
      },
    });
    try {
      const started = Date.now();
      const report = await runConformance({ api: 'releases', baseUrl: slow.url, maxDurationMs: 30_000 });
      const failed = report.results.filter((result) => result.status === 'failed');
      expect(failed.map((result) => [result.id, result.failure])).toEqual([]);
      const total = report.results.find((result) => result.id === 'REL-TOTAL-EXACT');
      expect(total?.notes).toContainEqual(
        expect.stringMatching(/^GET \/api\/v1\/events: 100000 records are more than the run's budget/),
      );
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await slow.close();
    }
  }, 90_000);
});

const byName = new Map(releasesVariants.map((variant) => [variant.name, variant]));
const cutVariants = [
  ...walkVariants(20_000),
  ...[
    'pagination.total overcounts by one',
    'pages overlap by one record',
    'source_id is ignored',
    'end_date is ignored',
    'severity is ignored when event_type is given too',
    'source_id is ignored when severity is given too',
    'severity is ignored on /sources/{id}/events',
  ].map((name) => byName.get(name) ?? expect.fail(`no variant "${name}"`)),
];

describe.concurrent('broken, with a budget too small to walk 100,000 events: still caught', () => {
  test.for(cutVariants.map((variant) => [variant.name, variant] as const))('%s', async ([, variant]) => {
    const broken = await serveEngine(engine, variant.breaker(engine));
    try {
      const report = await runConformance({
        ...{ api: 'releases', baseUrl: broken.url, maxRequests: 600 },
        only: [variant.check],
      });
      const [result] = report.results;
      expect(result?.id).toBe(variant.check);
      expect(result?.status, JSON.stringify(result)).toBe('failed');
      // Each says how it judged the lists it read (the first list it found broken may be the sources).
      expect(result?.notes).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/(events|sources)[^:]*: /));
    } finally {
      await broken.close();
    }
  });
});
