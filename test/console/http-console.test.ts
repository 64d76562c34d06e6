/**
 * The console of the HTTP mocks (issue 43) in Debian's Chromium: live journal, controls, state,
 * token exchange, and a foreign origin refused. Screenshots land in docs/console/.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { launchChromium } from '../browser/launch-chromium.js';
import { assertConsoleBuilt, consoleReady, shotsDir, stateCount } from './console-support.js';

let browser: Browser;
let mock: RunningMock;

const anchor = (base: string, name = 'Support assistant') =>
  fetch(`${base}/v1/anchors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
    body: JSON.stringify({ name, type: 'agent' }),
  });

beforeAll(async () => {
  assertConsoleBuilt();
  browser = await launchChromium();
  mock = await startMock({ api: 'memory', port: 0, direct: true, seed: 1 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

describe('[CONSOLE-HTTP] /__console/ on a direct mock', () => {
  it('[CONSOLE-HTTP-1] an exchange made by another client appears within a second', async () => {
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/`);
    await consoleReady(page);
    const started = Date.now();
    expect((await anchor(mock.url, 'Made elsewhere')).status).toBe(201);
    await page.locator('.row', { hasText: '/v1/anchors' }).first().waitFor({ timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await page.locator('.row', { hasText: '/v1/anchors' }).first().click();
    await expect
      .poll(() => page.locator('[data-testid="curl"]').textContent())
      .toContain("-X POST 'http://127.0.0.1:");
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: join(shotsDir, 'journal-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(shotsDir, 'journal-dark.png') });
    await page.close();
  });

  it('[CONSOLE-HTTP-2] bodies and names from a request are shown as text, never as markup', async () => {
    const hostile = '<img src=x onerror="document.title=\'owned\'">';
    await fetch(`${mock.url}/v1/${encodeURIComponent(hostile)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [`x-${'a'.repeat(3)}`]: hostile },
      body: JSON.stringify({ name: hostile }),
    });
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/`);
    await consoleReady(page);
    await page.locator('.row', { hasText: '/v1/%3Cimg' }).first().click();
    await expect.poll(() => page.locator('[data-testid="exchange"]').textContent()).toContain('<img src=x');
    expect(
      await page.locator('#console').evaluate((host) => host.shadowRoot?.querySelectorAll('img').length),
    ).toBe(0);
    expect(await page.title()).not.toBe('owned');
    await page.close();
  });

  it('[CONSOLE-HTTP-3] a fault set in the console shapes the next answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/#tab=controls`);
    const form = page.locator('[data-testid="fault-form"]');
    await form.getByLabel('Operation').selectOption('createAnchor');
    await form.getByLabel('Fault status').selectOption('429');
    await form.getByRole('button', { name: 'Add fault' }).click();
    await expect.poll(() => form.locator('.msg').textContent()).toContain('done (201)');
    await expect
      .poll(() => page.locator('[data-testid="active-rules"]').textContent())
      .toContain('createAnchor');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(shotsDir, 'controls.png') });
    expect((await anchor(mock.url)).status).toBe(429);
    expect((await anchor(mock.url)).status).toBe(201);
    await page.goto(`${mock.url}/__console/#tab=journal&rule=fault`);
    await page.locator('.row', { hasText: 'fault' }).first().waitFor({ timeout: 2_000 });
    await page.close();
  });

  it('[CONSOLE-HTTP-4] reset empties the state view', async () => {
    await anchor(mock.url, 'Kept until reset');
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/#tab=state`);
    await expect.poll(() => stateCount(page, 'anchors')).toBeGreaterThan(0);
    await page.screenshot({ path: join(shotsDir, 'state.png') });
    await page.goto(`${mock.url}/__console/#tab=controls`);
    await page.locator('[data-testid="reset"]').click();
    await expect.poll(() => page.locator('.msg').first().textContent()).toContain('done');
    await page.goto(`${mock.url}/__console/#tab=state`);
    await expect.poll(() => stateCount(page, 'anchors')).toBe(0);
    await page.close();
  });

  it('[CONSOLE-HTTP-5] GET / points to the console and the document; /openapi.json is served', async () => {
    const landing = await fetch(`${mock.url}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('href="/__console/"');
    const document = (await (await fetch(`${mock.url}/openapi.json`)).json()) as { info: { title: string } };
    expect(document.info.title).toBe('Hosted Memory Service API');
    const page = await fetch(`${mock.url}/__console/`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('[CONSOLE-HTTP-6] a journal of 1,000 exchanges renders and filters without a visible pause', async () => {
    const urls = Array.from({ length: 1_000 }, (_, i) => `${mock.url}/v1/anchors/${i % 2 ? 'a' : 'b'}${i}`);
    for (let i = 0; i < urls.length; i += 50)
      await Promise.all(
        urls.slice(i, i + 50).map((url) => fetch(url, { headers: { 'x-api-key': 'ck_test_key' } })),
      );
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/`);
    await expect
      .poll(() => page.locator('[data-testid="journal-count"]').textContent(), { timeout: 5_000 })
      .toBe('1000 of 1000 exchanges');
    const timing = await page.locator('#console').evaluate((host) => {
      const root = host.shadowRoot as ShadowRoot;
      const input = root.querySelector('input[aria-label="Status"]') as HTMLInputElement;
      const started = performance.now();
      input.value = '404';
      input.dispatchEvent(new Event('input'));
      const filtered = performance.now() - started;
      const list = root.querySelector('.list') as HTMLElement;
      const again = performance.now();
      list.scrollTop = list.scrollHeight;
      list.dispatchEvent(new Event('scroll'));
      return { filtered, scrolled: performance.now() - again, rows: root.querySelectorAll('.row').length };
    });
    // A frame is 16 ms; a pause people see is about 100.
    expect(timing.filtered).toBeLessThan(50);
    expect(timing.scrolled).toBeLessThan(50);
    expect(timing.rows).toBeLessThan(80);
    await page.close();
  });

  it("[CONSOLE-HTTP-7] two clicks from an exchange force a documented error on its operation's next answer", async () => {
    expect((await anchor(mock.url, 'Before the fault')).status).toBe(201);
    const page = await browser.newPage();
    await page.goto(`${mock.url}/__console/#tab=journal&op=createAnchor`);
    await consoleReady(page);
    await page.locator('.row', { hasText: '/v1/anchors' }).last().click();
    const quick = page.locator('[data-testid="quick-faults"]');
    await quick.getByRole('button', { name: '429' }).click();
    await expect
      .poll(() => quick.locator('.msg').textContent())
      .toContain('the next createAnchor answers 429');
    expect((await anchor(mock.url, 'Refused')).status).toBe(429);
    await page.locator('.row', { hasText: 'fault' }).first().waitFor({ timeout: 1_000 });
    await page.close();
  });
});
