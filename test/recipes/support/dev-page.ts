/**
 * A Vite app's dev server (`npx vite`) opened in headless Chromium as a reader opens it, and asked
 * what a reader would ask the mocks from the page: a stored anchor and a page of events.
 */
import type { Browser } from 'playwright-core';
import { run } from '../../consumer/support/consumer-project.js';

/** What the page saw: the API answers, how often it navigated, and what went wrong in it. */
export interface DevPage {
  anchor: number;
  events: number;
  total: number;
  /** Main-frame navigations from the first load on: 1 unless Vite reloaded the page. */
  navigations: number;
  errors: string[];
  /** What the dev server printed. */
  serverOutput: string;
}

/** Starts `npx vite` in `app` on `port`, loads the page, asks both APIs, stops the server. */
export async function openDevPage(
  bin: string,
  app: string,
  port: number,
  browser: Browser,
): Promise<DevPage> {
  let stop: ((signal: NodeJS.Signals) => void) | undefined;
  const server = run(
    bin,
    app,
    'env',
    ['-u', 'NODE_ENV', 'npx', 'vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    120_000,
    (kill) => {
      stop = kill;
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const context = await browser.newContext();
  let seen: Omit<DevPage, 'serverOutput'>;
  try {
    await waitForServer(url);
    const page = await context.newPage();
    const errors: string[] = [];
    let navigations = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // A reload for newly optimized dependencies comes within moments of the first load.
    await page.waitForTimeout(3_000);
    const answers = await page.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        'x-api-key': 'ck_test_key',
        'x-workspace-id': 'ws_main',
      };
      const body = JSON.stringify({ name: 'Support', type: 'agent' });
      const anchor = await fetch('/v1/anchors', { method: 'POST', headers, body });
      const events = await fetch('/api/v1/events?severity=Danger&limit=2');
      const page = (await events.json()) as { pagination?: { total?: number } };
      return { anchor: anchor.status, events: events.status, total: page.pagination?.total ?? -1 };
    });
    seen = { ...answers, navigations, errors };
  } finally {
    await context.close();
    stop?.('SIGTERM');
  }
  return { ...seen, serverOutput: (await server).output };
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
