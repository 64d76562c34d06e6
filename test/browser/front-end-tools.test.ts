/**
 * The front-end tools in real headless Chromium: demo/tools.html (built by Vite, served as static
 * files, msw's service worker answering every API call) is driven through an override, a fault
 * and the journal, and the typed client's 429 path is run inside the page, where it must finish
 * rather than hang. Screenshot: test-output/browser/front-end-tools.png.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createMemoryClient } from '../../src/client/index.js';
import { buildDemo } from './build-demo.js';
import { type StaticServer, serveStatic } from './serve-static.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];
const outputDir = join(process.cwd(), 'test-output', 'browser');

let siteDir = '';
let site: StaticServer | undefined;
let browser: Browser | undefined;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  await mkdir(outputDir, { recursive: true });
  siteDir = await mkdtemp(join(tmpdir(), 'contract-kit-tools-'));
  await buildDemo(siteDir);
  site = await serveStatic(siteDir);
  // No try/catch: without Chromium every test here fails, none is skipped.
  browser = await chromium.launch({ executablePath, args });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${site.url}/tools.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

async function clickAndRead(button: string, watched: string): Promise<string> {
  const before = (await page.textContent(watched)) ?? '';
  await page.click(button);
  await page.waitForFunction(
    ([selector, old]) => document.querySelector(selector ?? '')?.textContent !== old,
    [watched, before] as const,
  );
  return (await page.textContent(watched)) ?? '';
}

describe('[TOOLS-BROWSER] overrides, faults and the journal in Chromium', () => {
  it('[TOOLS-BROWSER-1] an override makes the next recall empty, then the engine answers again', async () => {
    expect(await clickAndRead('#recall', '#recall-status')).toBe('1 memories');
    expect(await clickAndRead('#empty-next-recall', '#recall-status')).toMatch(/^override o\d+ set$/);
    expect(await clickAndRead('#recall', '#recall-status')).toBe('No memories found');
    expect(await clickAndRead('#recall', '#recall-status')).toBe('1 memories');
  }, 30_000);

  it('[TOOLS-BROWSER-2] a fault fails the next events call with an undocumented 503', async () => {
    expect(await clickAndRead('#events', '#events-status')).toBe('5 events');
    await clickAndRead('#fail-next-events', '#events-status');
    expect(await clickAndRead('#events', '#events-status')).toBe('events failed: 503 injected_fault');
    expect(await clickAndRead('#events', '#events-status')).toBe('5 events');
  }, 30_000);

  it('[TOOLS-BROWSER-3] the journal shows every exchange with what applied', async () => {
    await page.click('#show-journal');
    const lines = await page.$$eval('#journal li', (items) => items.map((li) => li.textContent ?? ''));
    expect(lines.filter((line) => line.includes('[override o'))).toHaveLength(1);
    expect(
      lines.filter((line) => line.includes('503 listEvents [fault f1: status 503 (undocumented)]')),
    ).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('POST /v1/recall 200 recall'))).toHaveLength(3);
    await page.screenshot({ path: join(outputDir, 'front-end-tools.png'), fullPage: true });
  }, 30_000);

  it('[TOOLS-BROWSER-4] the typed client on a real rate limit and on Prefer: code=429 finishes', async () => {
    const result = await page.evaluate(async () => {
      const kit = (window as unknown as { contractKit: { createMemoryClient: typeof createMemoryClient } })
        .contractKit;
      const options = { baseUrl: location.origin, apiKey: 'ck_test_key', workspaceId: 'ws_other' };
      const client = kit.createMemoryClient(options);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).response.status,
        );
      }
      const quick = kit.createMemoryClient({ ...options, retry: { attempts: 2, maxDelayMs: 50 } });
      const forced = await quick.POST('/v1/anchors', {
        body: { name: 'A', type: 'agent' },
        headers: { Prefer: 'code=429' },
      });
      return { statuses, forced: forced.response.status };
    });
    expect(result).toEqual({ statuses: [201, 201, 201, 201], forced: 429 });
  }, 15_000);

  it('[TOOLS-BROWSER-5] the page logged no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
