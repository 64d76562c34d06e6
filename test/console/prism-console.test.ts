/**
 * The console in the default mode, Prism in front, on a mock whose state is a `--state` file: the
 * front answers `/__console/` itself, exchanges that went through Prism appear live, and the
 * coverage view shows Prism's violations counter.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { launchChromium } from '../browser/launch-chromium.js';
import { assertConsoleBuilt, consoleReady, shotsDir, stateCount } from './console-support.js';

let browser: Browser;
let mock: RunningMock;
let dir = '';

beforeAll(async () => {
  assertConsoleBuilt();
  dir = await mkdtemp(join(tmpdir(), 'contract-kit-console-'));
  browser = await launchChromium();
  mock = await startMock({ api: 'memory', port: 0, stateFile: join(dir, 'state.json') });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await mock?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('[CONSOLE-PRISM] /__console/ on a Prism-validated mock with --state', () => {
  it('[CONSOLE-PRISM-1] an exchange through Prism appears within a second; state and violations show', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${mock.url}/__console/`);
    await consoleReady(page);
    const started = Date.now();
    const answer = await fetch(`${mock.url}/v1/anchors`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'ck_test_key',
        'x-workspace-id': 'ws_main',
      },
      body: JSON.stringify({ name: 'Through Prism', type: 'agent' }),
    });
    expect(answer.status).toBe(201);
    await page.locator('.row', { hasText: '/v1/anchors' }).first().waitFor({ timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await page.goto(`${mock.url}/__console/#tab=state`);
    await expect.poll(() => stateCount(page, 'anchors')).toBe(1);
    await page.goto(`${mock.url}/__console/#tab=coverage`);
    await expect
      .poll(() => page.locator('[data-testid="violations-count"]').textContent())
      .toBe('0Prism violations');
    await page.screenshot({ path: join(shotsDir, 'coverage.png') });
    await page.close();
  });
});
