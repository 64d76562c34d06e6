/**
 * The msw handlers under a strict Content Security Policy: the demo (both APIs through msw's worker)
 * served with `script-src 'self'`, which forbids `eval` and `new Function`. The engine validates with
 * validators compiled at build time (src/generated/validators.ts), so it needs neither; a probe page
 * on the same server shows the policy is really enforced (the test can fail).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from './build-demo.js';
import { launchChromium } from './launch-chromium.js';
import { type StaticServer, serveStatic } from './serve-static.js';

const policy = "script-src 'self'; worker-src 'self'";
let siteDir = '';
let site: StaticServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'contract-kit-csp-'));
  await buildDemo(siteDir);
  await writeFile(
    join(siteDir, 'probe.js'),
    "let verdict = 'allowed'; try { new Function('return 1')(); } catch { verdict = 'blocked'; } document.body.dataset.eval = verdict;",
  );
  await writeFile(
    join(siteDir, 'probe.html'),
    '<!doctype html><body><script src="/probe.js"></script></body>',
  );
  site = await serveStatic(siteDir, { 'content-security-policy': policy });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

describe(`[CSP] the msw handlers under Content-Security-Policy: ${policy}`, () => {
  it('[CSP-1] the policy is enforced: a script of the page cannot compile code', async () => {
    const page = await (browser as Browser).newPage();
    await page.goto(`${site?.url}/probe.html`);
    await page.waitForFunction(() => document.body.dataset.eval !== undefined);
    expect(await page.evaluate(() => document.body.dataset.eval)).toBe('blocked');
  });

  it('[CSP-2] the worker starts and both APIs answer, with no policy violation', async () => {
    const page = await (browser as Browser).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(site?.url ?? '');
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    expect(await page.textContent('#mock-status')).toContain('Mock service worker running');
    // A request the validator must refuse, and one it must accept, through the worker.
    const answers = await page.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        'x-api-key': 'ck_test_key',
        'x-workspace-id': 'ws_main',
      };
      const bad = await fetch('/v1/anchors', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: '', type: 'a' }),
      });
      const good = await fetch('/v1/anchors', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'n', type: 'a' }),
      });
      const events = await fetch('/api/v1/events?limit=101');
      return [bad.status, await bad.json(), good.status, events.status, await events.json()];
    });
    expect(answers).toEqual([
      400,
      { error: 'bad_request', message: 'name must not be empty' },
      201,
      400,
      { error: 'bad_request', message: 'limit must be at most 100' },
    ]);
    expect(problems.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
    // Chromium logs each 400 the page asked for as a failed resource; nothing else may appear.
    expect(problems.filter((text) => !/status of 400/.test(text))).toEqual([]);
  }, 60_000);
});
