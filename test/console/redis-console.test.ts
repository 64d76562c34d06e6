/**
 * The console on `--redis` replicas: the state and the controls are the shared ones (a fault set
 * in one replica's console shapes another replica's answer, an anchor stored through one shows in
 * the other's state view), while the journal is the replica's own, as the console says.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { launchChromium } from '../browser/launch-chromium.js';
import { requireRedisServer, startRedis, type TestRedis } from '../redis/redis-server.js';
import { assertConsoleBuilt, consoleReady, stateCount } from './console-support.js';

let browser: Browser;
let redis: TestRedis;
let replicas: RunningMock[] = [];

const anchor = (base: string, name: string) =>
  fetch(`${base}/v1/anchors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
    body: JSON.stringify({ name, type: 'agent' }),
  });

beforeAll(async () => {
  assertConsoleBuilt();
  requireRedisServer();
  redis = await startRedis();
  const common = { api: 'memory', port: 0, redis: redis.url, direct: true, log: () => {} } as const;
  replicas = await Promise.all([startMock(common), startMock(common)]);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(replicas.map((replica) => replica.close()));
  await redis?.dispose();
});

describe('[CONSOLE-REDIS] the console of one --redis replica', () => {
  it('[CONSOLE-REDIS-1] shared state and controls, its own journal, said plainly', async () => {
    const [one, other] = replicas as [RunningMock, RunningMock];
    const page = await browser.newPage();
    await page.goto(`${one.url}/__console/`);
    await consoleReady(page);
    expect(await page.locator('[data-testid="scope"]').textContent()).toContain(
      'this console shows this one',
    );
    expect((await anchor(other.url, 'Through the other replica')).status).toBe(201);
    await page.goto(`${one.url}/__console/#tab=state`);
    await expect.poll(() => stateCount(page, 'anchors')).toBe(1);
    await page.goto(`${one.url}/__console/#tab=controls`);
    const form = page.locator('[data-testid="fault-form"]');
    await form.getByLabel('Operation').selectOption('createAnchor');
    await form.getByLabel('Fault status').selectOption('503');
    await form.getByRole('button', { name: 'Add fault' }).click();
    await expect.poll(() => form.locator('.msg').textContent()).toContain('done (201)');
    expect((await anchor(other.url, 'Refused by the shared fault')).status).toBe(503);
    await page.goto(`${one.url}/__console/`);
    await consoleReady(page);
    expect(await page.locator('.row', { hasText: '/v1/anchors' }).count()).toBe(0);
    await page.close();
  });
});
