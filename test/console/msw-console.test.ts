/**
 * The console inside an app for msw (`mountConsole`, issue 43 item 2): an app built with Vite and
 * msw's plugin as docs/frontend.md says, opened in Chromium; the console panel drives the in-page
 * mock through the same views and the same `/__control/` calls as the HTTP console.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.js';
import { type StaticServer, serveStatic } from '../browser/serve-static.js';
import { consoleReady, shotsDir, stateCount } from './console-support.js';

let browser: Browser;
let site: StaticServer;
let outDir = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'contract-kit-msw-console-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: fileURLToPath(new URL('./msw-app', import.meta.url)),
      plugins: [msw()],
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  site = await serveStatic(outDir);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function openConsole(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site.url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.getByRole('button', { name: 'contract-kit console: memory' }).click();
  await consoleReady(page);
}

const anchor = (page: Page, name: string) => page.evaluate((name) => window.anchor(name), name);

describe('[CONSOLE-MSW] mountConsole in an app with the msw mocks', () => {
  it("[CONSOLE-MSW-1] the app's request appears within a second; a fault from the panel shapes the next answer", async () => {
    const page = await browser.newPage();
    await openConsole(page);
    const started = Date.now();
    expect(await anchor(page, 'From the app')).toBe(201);
    await page.locator('.row', { hasText: '/v1/anchors' }).first().waitFor({ timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await page.locator('.row', { hasText: '/v1/anchors' }).first().click();
    await page.screenshot({ path: join(shotsDir, 'msw-panel.png') });
    await page.getByRole('tab', { name: 'Controls' }).click();
    const form = page.locator('[data-testid="fault-form"]');
    await form.getByLabel('Operation').selectOption('createAnchor');
    await form.getByLabel('Fault status').selectOption('429');
    await form.getByRole('button', { name: 'Add fault' }).click();
    await expect.poll(() => form.locator('.msg').textContent()).toContain('done (201)');
    expect(await anchor(page, 'Refused')).toBe(429);
    expect(await anchor(page, 'Stored')).toBe(201);
    await page.close();
  });

  it('[CONSOLE-MSW-2] reset from the panel empties the state view', async () => {
    const page = await browser.newPage();
    await openConsole(page);
    expect(await anchor(page, 'Kept until reset')).toBe(201);
    await page.getByRole('tab', { name: 'State' }).click();
    await expect.poll(() => stateCount(page, 'anchors')).toBe(1);
    await page.getByRole('tab', { name: 'Controls' }).click();
    await page.locator('[data-testid="reset"]').click();
    await expect.poll(() => page.locator('.msg').first().textContent()).toContain('done');
    await page.getByRole('tab', { name: 'State' }).click();
    await expect.poll(() => stateCount(page, 'anchors')).toBe(0);
    await page.close();
  });
});
