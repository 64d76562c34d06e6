/**
 * The browser demo in real headless Chromium: Vite builds it, a static server serves it, msw's
 * service worker answers every API call from the engines inside the page. The test clicks through
 * the flow, asserts what the page shows, and saves a screenshot to test-output/browser/demo.png.
 * Chromium comes from scripts/ensure-chromium.sh; when it cannot be launched the test fails.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo, nodeBuiltinWarning } from './build-demo.js';
import { type StaticServer, serveStatic } from './serve-static.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const outputDir = join(process.cwd(), 'test-output', 'browser');
const screenshot = join(outputDir, 'demo.png');

let siteDir = '';
let warnings: string[] = [];
let site: StaticServer | undefined;
let browser: Browser | undefined;
let page: Page;
let launchError: Error | undefined;
const pageErrors: string[] = [];

beforeAll(async () => {
  await mkdir(outputDir, { recursive: true });
  siteDir = await mkdtemp(join(tmpdir(), 'contract-kit-demo-'));
  warnings = await buildDemo(siteDir);
  site = await serveStatic(siteDir);
  try {
    browser = await chromium.launch({ executablePath, args });
  } catch (error) {
    // Kept for the tests to throw: each then reports as failed, never as skipped.
    launchError = new Error(
      `cannot launch Chromium at ${executablePath}; run scripts/ensure-chromium.sh (${(error as Error).message})`,
    );
    return;
  }
  page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

/** Fails the calling test when there is no browser to drive. */
function requireBrowser(): void {
  if (launchError) throw launchError;
}

/** Clicks and waits until the element's text differs from what it was, then returns the new text. */
async function clickAndWait(button: string, watched: string): Promise<string> {
  const before = (await page.textContent(watched)) ?? '';
  await page.click(button);
  await page.waitForFunction(
    ([selector, old]) => document.querySelector(selector ?? '')?.textContent !== old,
    [watched, before] as const,
  );
  return (await page.textContent(watched)) ?? '';
}

async function chooseAndWait(select: string, value: string): Promise<string> {
  const before = (await page.textContent('#page-status')) ?? '';
  await page.selectOption(select, value);
  await page.waitForFunction((old) => document.querySelector('#page-status')?.textContent !== old, before);
  return (await page.textContent('#page-status')) ?? '';
}

const scoresById = () =>
  page.$$eval('#recall-items li', (items) =>
    Object.fromEntries(
      items.map((li) => [
        li.getAttribute('data-atom-id'),
        Number(li.querySelector('.score')?.getAttribute('data-score')),
      ]),
    ),
  );

describe('[MSW-BROWSER] demo page in headless Chromium', () => {
  it('[MSW-BROWSER-1] the engine bundles for the browser without Node built-ins', () => {
    expect(warnings.filter((warning) => nodeBuiltinWarning.test(warning))).toEqual([]);
  });

  it('[MSW-BROWSER-2] the worker starts and serves both APIs', async () => {
    requireBrowser();
    await page.goto(site?.url ?? '');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    expect(await page.textContent('#mock-status')).toContain('Mock service worker running');
  }, 30_000);

  it('[MSW-BROWSER-3] anchor, notes, recall with scores, feedback, reinforced recall', async () => {
    requireBrowser();
    expect(await clickAndWait('#create-anchor', '#anchor-status')).toMatch(/created: [0-9a-f-]{36}/);
    const notes = [
      'The customer prefers email over phone calls.',
      'Refunds are sent by email within five days of the request.',
      'The customer works in the Berlin office on Tuesdays.',
    ];
    for (const note of notes) {
      await page.fill('#note', note);
      expect(await clickAndWait('#store-note', '#note-status')).toMatch(/^Stored 1 atom: [0-9a-f-]{36}$/);
    }
    await page.fill('#query', 'email');
    expect(await clickAndWait('#recall', '#recall-status')).toMatch(/^2 item\(s\) recalled/);
    expect(await page.textContent('#recall-items')).toContain('prefers email over phone calls');
    expect(await page.locator('#recall-items .score').first().textContent()).toMatch(/^score \d+\.\d{3}$/);
    const before = await scoresById();
    const lowerId = (await page.locator('#recall-items li').last().getAttribute('data-atom-id')) ?? '';

    await page.locator(`#recall-items li[data-atom-id="${lowerId}"] input`).check();
    expect(await clickAndWait('#send-feedback', '#feedback-status')).toContain('Reinforced 1 atom(s)');
    await clickAndWait('#recall', '#recall-status');
    const after = await scoresById();
    const reinforced = page.locator(`#recall-items li[data-atom-id="${lowerId}"]`);
    await expect(reinforced.locator('.badge.reinforced').textContent()).resolves.toBe('reinforced');
    await expect(reinforced.locator('.delta').textContent()).resolves.toMatch(/^▲ \d+\.\d{3}$/);
    expect(after[lowerId]).toBeGreaterThan(before[lowerId] ?? Number.POSITIVE_INFINITY);
    expect(await page.locator('#recall-items .badge.reinforced').count()).toBe(1);
  }, 30_000);

  it('[MSW-BROWSER-4] releases feed: source type filter', async () => {
    requireBrowser();
    expect(await page.textContent('#page-status')).toMatch(/^Showing 1–10 of \d+$/);
    await chooseAndWait('#source-type', 'pypi');
    const types = await page.$$eval('#events td.source', (cells) =>
      cells.map((cell) => cell.getAttribute('data-type')),
    );
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['pypi']));
    await chooseAndWait('#source-type', '');
  }, 30_000);

  it('[MSW-BROWSER-5] releases feed: severity and event type filters, paging', async () => {
    requireBrowser();
    const all = Number((await page.textContent('#page-status'))?.match(/of (\d+)$/)?.[1]);
    const danger = await chooseAndWait('#severity', 'Danger');
    const dangerTotal = Number(danger.match(/^Showing 1–10 of (\d+)$/)?.[1]);
    expect(dangerTotal).toBeGreaterThan(10);
    expect(dangerTotal).toBeLessThan(all);
    const eol = await chooseAndWait('#event-type', 'EOL');
    const total = Number(eol.match(/^Showing 1–10 of (\d+)$/)?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThan(dangerTotal);
    const cells = async (column: string) =>
      page.$$eval(`#events td.${column}`, (tds) => tds.map((td) => td.textContent));
    expect(new Set(await cells('severity'))).toEqual(new Set(['Danger']));
    expect(new Set(await cells('event-type'))).toEqual(new Set(['EOL']));
    const firstPage = await page.$$eval('#events tbody tr', (rows) =>
      rows.map((row) => row.getAttribute('data-event-id')),
    );

    expect(await clickAndWait('#next', '#page-status')).toBe(`Showing 11–${Math.min(20, total)} of ${total}`);
    const secondPage = await page.$$eval('#events tbody tr', (rows) =>
      rows.map((row) => row.getAttribute('data-event-id')),
    );
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    expect(new Set(await cells('severity'))).toEqual(new Set(['Danger']));
    expect(await clickAndWait('#prev', '#page-status')).toBe(`Showing 1–10 of ${total}`);
    expect(await page.isDisabled('#prev')).toBe(true);
    await clickAndWait('#next', '#page-status');

    await page.screenshot({ path: screenshot, fullPage: true });
  }, 30_000);

  it('[MSW-BROWSER-6] no API call reached the network and the page logged no errors', () => {
    requireBrowser();
    const apiCalls = (site?.requested ?? []).filter((path) => /^\/(v1|api)\//.test(path));
    expect(apiCalls).toEqual([]);
    expect(site?.requested).toContain('/mockServiceWorker.js');
    expect(pageErrors).toEqual([]);
  });
});
