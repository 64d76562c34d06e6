/**
 * A HAR recorded by a real browser (Chromium through playwright-core, as dev tools would save it)
 * is read and validated offline. Chromium comes from scripts/ensure-chromium.sh.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runValidateTrafficCommand } from '../../src/cli/validate-traffic.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { tinyReleasesData } from '../support/tiny-releases-data.js';
import { createSink } from './text-sink.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let releases: RunningMock;
let memory: RunningMock;
let page: Server;
let pageUrl: string;

beforeAll(async () => {
  releases = await startMock({ api: 'releases', port: 0, direct: true, releasesData: tinyReleasesData });
  memory = await startMock({ api: 'memory', port: 0, direct: true });
  page = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>app</title><p>app</p>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await Promise.all([releases.close(), memory.close()]);
  await new Promise((resolve) => page.close(resolve));
});

describe('a HAR saved by a browser', () => {
  it("[TRAFFIC-HAR] Chromium's HAR of a page calling both mocks validates: page skipped, a bad call found", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ck-browser-har-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const har = join(dir, 'browser.har');
    const browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ recordHar: { path: har, content: 'embed' } });
      const tab = await context.newPage();
      await tab.goto(pageUrl);
      const statuses = await tab.evaluate(
        async ({ r, m }) => {
          const anchor = {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-api-key': 'ck_test_key',
              'x-workspace-id': 'ws_main',
            },
            body: JSON.stringify({ name: 'Support', type: 'agent', metadata: {} }),
          };
          const answers = [
            await fetch(`${r}/api/v1/events?limit=2`),
            await fetch(`${m}/v1/anchors`, anchor),
            await fetch(`${r}/api/v1/events?limit=0`),
          ];
          // Read every body, as a page does: Chromium embeds in its HAR only a body that arrived.
          await Promise.all(answers.map((answer) => answer.text()));
          return answers.map((answer) => answer.status);
        },
        { r: releases.url, m: memory.url },
      );
      expect(statuses).toEqual([200, 201, 400]);
      await context.close();
    } finally {
      await browser.close();
    }
    const report = join(dir, 'report.json');
    const out = createSink();
    const code = await runValidateTrafficCommand([har, '--reporter', 'pretty,json', '--output', report], {
      stdout: out,
    });
    const json = JSON.parse(await readFile(report, 'utf8'));
    const checked = json.cases
      .filter((c: { skipped?: string }) => !c.skipped)
      .map((c: { detail: string }) => c.detail);
    expect(checked).toEqual([
      'releases listEvents → 200',
      'memory createAnchor → 201',
      'releases listEvents → 400',
    ]);
    expect(
      json.cases.flatMap((c: { findings: { message: string }[] }) => c.findings.map((f) => f.message)),
    ).toEqual(['query limit must be >= 1']);
    expect(code).toBe(1);
  });
});
