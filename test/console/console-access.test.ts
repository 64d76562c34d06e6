/**
 * Who may open and drive the console (issue 43 with issue 40's rules): a page on another origin
 * can neither read its data nor post its forms nor frame it; beyond loopback the token comes once
 * in the address and becomes an HttpOnly SameSite=Strict cookie. The same attack against a
 * listener without the guard changes the mock, so these tests can fail.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTenants } from '../../fixtures/default-tenants.js';
import { createMemoryEngine } from '../../src/engine/memory/create-memory-engine.js';
import { createMock } from '../../src/engine/mock/create-mock.js';
import { createNodeHandler } from '../../src/server/http/node-adapter.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { launchChromium } from '../browser/launch-chromium.js';
import { launchWithEvilName, servePage } from '../security/browser-page.js';
import { assertConsoleBuilt, consoleReady } from './console-support.js';

let evilBrowser: Browser;
let browser: Browser;
let mock: RunningMock;
let guarded: RunningMock;
let evil: { port: number; close(): Promise<void> };

beforeAll(async () => {
  assertConsoleBuilt();
  [evilBrowser, browser] = await Promise.all([launchWithEvilName(), launchChromium()]);
  mock = await startMock({ api: 'memory', port: 0, direct: true });
  guarded = await startMock({ api: 'memory', port: 0, direct: true, controlToken: 'console-secret' });
  evil = await servePage();
}, 60_000);

afterAll(async () => {
  await Promise.all([evilBrowser?.close(), browser?.close()]);
  await Promise.all([mock?.close(), guarded?.close(), evil?.close()]);
});

/** What a page on evil.example tries against `base`: read the console's data, post its forms, load its script. */
async function attack(base: string) {
  const page = await evilBrowser.newPage();
  await page.goto(`http://evil.example:${evil.port}/`);
  const outcome = await page.evaluate(async (base) => {
    const read = async (path: string) => {
      try {
        const answer = await fetch(`${base}${path}`);
        return `read ${answer.status}`;
      } catch {
        return 'refused';
      }
    };
    const results: Record<string, string> = {
      state: await read('/__console/state'),
      info: await read('/__console/info'),
      stream: await read('/__console/stream'),
      document: await read('/__console/document.json'),
    };
    // The console's fault form, posted as a page can without a preflight.
    await fetch(`${base}/__control/faults`, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ operation: '*', status: 503, times: 'always' }),
    }).catch(() => undefined);
    results.script = await new Promise<string>((resolve) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = `${base}/__console/dom.js`;
      script.onload = () => resolve('loaded');
      script.onerror = () => resolve('refused');
      document.head.append(script);
    });
    return results;
  }, base);
  // Its reset form, as an HTML form post, and the console in a frame.
  await page.evaluate((base) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `${base}/__control/reset`;
    form.target = 'sink';
    const sink = document.createElement('iframe');
    sink.name = 'sink';
    const frame = document.createElement('iframe');
    frame.src = `${base}/__console/`;
    document.body.append(sink, frame, form);
    form.submit();
  }, base);
  await page.waitForTimeout(1_500);
  const framed = page.frames().find((frame) => frame.url().startsWith(`${base}/__console/`));
  const inFrame = framed
    ? await framed
        .locator('#console')
        .count()
        .catch(() => 0)
    : 0;
  await page.close();
  return { ...outcome, framed: inFrame };
}

/** Anchors stored in every workspace of a mock. */
const anchors = (state: unknown) =>
  Object.values((state as { workspaces: Record<string, { anchors: unknown[] }> }).workspaces).reduce(
    (sum, workspace) => sum + workspace.anchors.length,
    0,
  );

const anchor = (base: string) =>
  fetch(`${base}/v1/anchors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
    body: JSON.stringify({ name: 'Kept', type: 'agent' }),
  });

describe('[CONSOLE-ACCESS] a foreign origin cannot load or drive the console', () => {
  it('[CONSOLE-ACCESS-1] reads, form posts, its script and a frame all fail; the mock is untouched', async () => {
    expect((await anchor(mock.url)).status).toBe(201);
    const outcome = await attack(mock.url);
    expect(outcome).toEqual({
      state: 'refused',
      info: 'refused',
      stream: 'refused',
      document: 'refused',
      script: 'refused',
      framed: 0,
    });
    expect(mock.engine.faults.list()).toEqual([]);
    expect(anchors(mock.engine.snapshot())).toBe(1);
  });

  it('[CONSOLE-ACCESS-2] the same attack against a listener without the guard drives the mock', async () => {
    const bare = createMock(createMemoryEngine({ tenants: defaultTenants }));
    const server: Server = createServer(createNodeHandler(bare, {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await anchor(base)).status).toBe(201);
      await attack(base);
      // The form's reset went through (and took the planted fault with it): the anchor is gone.
      expect(anchors(bare.snapshot())).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('[CONSOLE-TOKEN] beyond loopback the token comes once, then an HttpOnly cookie', () => {
  it('[CONSOLE-TOKEN-1] without the token the console and its data are refused', async () => {
    expect((await fetch(`${guarded.url}/__console/`)).status).toBe(401);
    expect((await fetch(`${guarded.url}/__console/state`)).status).toBe(401);
    expect((await fetch(`${guarded.url}/__console/?token=wrong`)).status).toBe(401);
  });

  it('[CONSOLE-TOKEN-2] ?token= becomes a cookie, the address drops it, and the console drives the mock', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${guarded.url}/__console/?token=console-secret#tab=controls`);
    expect(page.url()).not.toContain('token');
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ value: 'console-secret', httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const form = page.locator('[data-testid="fault-form"]');
    await form.getByLabel('Operation').selectOption('createAnchor');
    await form.getByLabel('Fault status').selectOption('503');
    await form.getByRole('button', { name: 'Add fault' }).click();
    await expect.poll(() => form.locator('.msg').textContent()).toContain('done (201)');
    expect((await anchor(guarded.url)).status).toBe(503);
    await page.goto(`${guarded.url}/__console/`);
    await consoleReady(page);
    await context.close();
  });
});
