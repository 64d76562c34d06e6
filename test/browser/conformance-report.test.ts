/**
 * The conformance HTML report as a person opens it: the CLI judges a broken releases server and
 * writes conformance.html; headless Chromium opens the file with every network request refused
 * (it must be self-contained), the test reads what the page shows, and saves a screenshot to
 * test-output/browser/conformance-report.png.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { onRequest, withQuery } from '../conformance/breakers.js';
import { releasesEngine } from '../conformance/engines.js';
import { type Served, serveEngine } from '../conformance/serve-engine.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outputDir = join(process.cwd(), 'test-output', 'browser');

let dir = '';
let broken: Served | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  await mkdir(outputDir, { recursive: true });
  dir = await mkdtemp(join(tmpdir(), 'ck-report-'));
  // Ignores the severity filter: REL-FILTER-SEVERITY fails, the other checks pass.
  broken = await serveEngine(
    releasesEngine(),
    onRequest('/api/v1/events', (r) => withQuery(r, { severity: undefined })),
  );
  const silent = { write: () => undefined };
  const code = await runConformanceCommand(
    [
      'releases',
      '--base-url',
      broken.url,
      '--only',
      'REL-FILTER-SEVERITY,REL-OFFSET,REL-LIMIT-CAP',
      '--reporter',
      'html',
      '--output',
      join(dir, 'report.html'),
    ],
    { stdout: silent, stderr: silent, env: {} },
  );
  expect(code).toBe(1);
  browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await broken?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('[CONF-HTML] the HTML report in headless Chromium', () => {
  it('[CONF-HTML-1] shows counts, the failed rule with expected, received and curl, and every check, offline', async () => {
    if (!browser)
      throw new Error(`cannot launch Chromium at ${executablePath}; run scripts/ensure-chromium.sh`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
    await page.goto(pathToFileURL(join(dir, 'report.html')).href);
    expect(await page.title()).toBe('Conformance releases: 1 failed');
    expect(await page.textContent('.counts')).toBe('2 passed1 failed0 warnings0 skipped');
    const failure = page.locator('section.rule details');
    expect(await failure.count()).toBe(1);
    const text = (await failure.textContent()) ?? '';
    expect(text).toContain('[REL-FILTER-SEVERITY]');
    expect(text).toMatch(/expected[\s\S]*received[\s\S]*reproduce[\s\S]*curl .*severity=/);
    // The failure is open and readable without a click, and the table lists every check.
    expect(await failure.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#checks tbody tr').count()).toBe(3);
    expect(await page.locator('#checks tbody td.failed').count()).toBe(1);
    // Coverage: one row per documented operation of the releases API.
    expect(await page.locator('#coverage tbody tr').count()).toBe(4);
    expect(outside).toEqual([]);
    await page.screenshot({ path: join(outputDir, 'conformance-report.png'), fullPage: true });
    await page.close();
  }, 30_000);
});
