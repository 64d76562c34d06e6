/**
 * Issue 40, item 7, in a real browser: Chromium opens a page on `http://evil.example:PORT` (a
 * foreign origin, mapped to loopback) while direct, Prism and `--state` mocks run, and the page
 * tries every attack of the Why. Each fails, and the mocks' journals, rules and state
 * files are unchanged. The same page on a localhost origin reads the API, so the refusals are the
 * defences', not a broken page. DNS rebinding is the browser opening the mock under that name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockOptions, type RunningMock, startMock } from '../../src/server/index.js';
import { attackFromPage, launchWithEvilName, type Outcome, servePage } from './browser-page.js';
import { memoryJson, observable, picture, plant, send } from './control-helpers.js';

const folder = mkdtempSync(join(tmpdir(), 'ck-sec-browser-'));
const modes: [string, Partial<MockOptions>][] = [
  ['direct', { direct: true }],
  ['prism', {}],
  ['state', { stateFile: join(folder, 'state.json') }],
];
let browser: Browser;
let site: Awaited<ReturnType<typeof servePage>>;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchWithEvilName(), servePage()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Opens the attacker's page on `origin` and runs every attack against `base` from it. */
async function attackFrom(origin: string, base: string): Promise<Record<string, Outcome>> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}:${site.port}/`);
    expect(await page.evaluate(() => location.origin)).toBe(`${origin}:${site.port}`);
    return await page.evaluate(attackFromPage, base);
  } finally {
    await page.close();
  }
}

describe.each(modes)('[SEC-BROWSER] a foreign page against a %s mock', (mode, extra) => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock({ api: 'memory', port: 0, rateLimit: false, log: () => {}, ...extra });
    const body = '{"name":"kept","type":"agent"}';
    expect((await send(mock.url, '/v1/anchors', { method: 'POST', headers: memoryJson, body })).status).toBe(
      201,
    );
  }, 60_000);
  afterAll(() => mock?.close());

  it('[SEC-BROWSER-1] every attack from http://evil.example fails, and nothing in the mock changes', async () => {
    const before = await observable(mock);
    const files = mode === 'state' ? picture(folder) : {};
    const outcomes = await attackFrom('http://evil.example', mock.url);
    for (const [name, outcome] of Object.entries(outcomes)) {
      // The no-cors POST resolves opaque (status 0): the page learns nothing; the mock refused it.
      if (name === 'resetNoCors') expect([name, outcome]).toEqual([name, { read: 0, body: '' }]);
      else expect([name, 'refused' in outcome]).toEqual([name, true]);
    }
    expect(await observable(mock)).toEqual(before);
    if (mode === 'state') expect(picture(folder)).toEqual(files);
  });

  it("[SEC-BROWSER-2] the same page on a localhost origin reads the API (the refusals above are the defences')", async () => {
    const outcomes = await attackFrom('http://localhost', mock.url);
    expect(outcomes.readApi).toMatchObject({ read: 404 });
    // The control surface stays closed to a local page the user did not name (--control-origin).
    expect('refused' in (outcomes.readJournal as Outcome)).toBe(true);
  });

  it('[SEC-BROWSER-3] DNS rebinding: the browser opening the mock as evil.example gets 403', async () => {
    const page = await browser.newPage();
    try {
      const port = new URL(mock.url).port;
      for (const path of ['/__control/log', '/__control/journal', '/__health']) {
        const answer = await page.goto(`http://evil.example:${port}${path}`);
        expect([path, answer?.status()]).toEqual([path, 403]);
      }
    } finally {
      await page.close();
    }
  });
});

describe('[SEC-BROWSER-PLANT] a planted answer in the browser', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock({ api: 'releases', port: 0, direct: true, log: () => {} });
  }, 60_000);
  afterAll(() => mock?.close());

  it('[SEC-BROWSER-PLANT-1] an unchecked override serving HTML with a script runs nothing and sets no cookie', async () => {
    const planted = await send(mock.url, '/__control/overrides', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: plant('listSources'),
    });
    expect(planted.status).toBe(201);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const answer = await page.goto(`${mock.url}/api/v1/sources`);
      expect(answer?.headers()['content-type']).toContain('text/html');
      // The script would have set the title; a sandboxed document runs no script.
      expect(await page.title()).not.toBe('pwned');
      expect(await context.cookies(mock.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
