import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runConformance } from '../../conformance/run-conformance.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { capture, everyReporter } from './capture-io.js';
import { releasesEngine } from './engines.js';
import { type Served, serveEngine } from './serve-engine.js';

let served: Served;
let dir: string;
beforeAll(async () => {
  served = await serveEngine(releasesEngine());
  dir = await mkdtemp(join(tmpdir(), 'ck-coverage-'));
});
afterAll(async () => {
  try {
    await served.close();
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

/** One check, REL-API-INFO: the run sends exactly the preflight (GET /api/v1/sources?limit=1) and GET /api/v1. */
const known = ['releases', '--only', 'REL-API-INFO'];

describe('coverage of a conformance run', () => {
  test('is exact for a known run: which statuses, parameters and checks each operation saw', async () => {
    const report = await runConformance({ api: 'releases', baseUrl: served.url, only: ['REL-API-INFO'] });
    const coverage = report.coverage;
    // Documented pairs: getApiInfo 200; listSources 200, 400; listEvents 200, 400; listSourceEvents 200, 400, 404.
    expect(coverage).toMatchObject({ covered: 2, total: 8, percent: 25, skipped: [] });
    const byId = Object.fromEntries(
      (coverage?.operations ?? []).map((operation) => [operation.operationId, operation]),
    );
    expect(byId.getApiInfo).toMatchObject({
      statuses: [{ status: '200', observed: true }],
      checks: ['REL-API-INFO'],
    });
    expect(byId.listSources).toMatchObject({
      statuses: [
        { status: '200', observed: true },
        { status: '400', observed: false },
      ],
      parameters: { limit: ['1'] },
      checks: ['preflight'],
    });
    expect(byId.listEvents?.statuses.every((entry) => !entry.observed)).toBe(true);
    expect(byId.listEvents?.checks).toEqual([]);
  });

  test('--min-coverage fails the run below its threshold and passes at it; every reporter shows coverage', async () => {
    const below = capture({ CONFORMANCE_BASE_URL: served.url });
    expect(await runConformanceCommand([...known, '--min-coverage', '26'], below.io)).toBe(1);
    const { out, io } = capture({ CONFORMANCE_BASE_URL: served.url });
    expect(
      await runConformanceCommand([...known, '--min-coverage', '25', ...everyReporter, '--output', dir], io),
    ).toBe(0);
    expect(out.stdout).toMatch(
      /coverage 2\/8 documented \(operation, status\) pairs seen \(25%, at least --min-coverage 25%\)/,
    );
    expect(out.stdout).toMatch(/listSources {7}200✓ 400· {2}limit\(1\)/);
    const json = JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8'));
    expect(json.coverage).toMatchObject({ covered: 2, total: 8, percent: 25 });
    expect(json.minCoverage).toBe(25);
    const junit = await readFile(join(dir, 'conformance.junit.xml'), 'utf8');
    expect(junit).toContain('<property name="coverage.percent" value="25"/>');
    expect(junit).toContain('<property name="coverage.listSources" value="200, 400 (not seen)"/>');
    const html = await readFile(join(dir, 'conformance.html'), 'utf8');
    expect(html).toMatch(/<h2>Coverage<\/h2>[\s\S]*getApiInfo/);
  });
});
