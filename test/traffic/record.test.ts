import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecordCommand } from '../../src/cli/record.js';
import { runValidateTrafficCommand } from '../../src/cli/validate-traffic.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { readHar } from '../../src/traffic/read-har.js';
import { startRecordProxy } from '../../src/traffic/record-proxy.js';
import { tinyReleasesData } from '../support/tiny-releases-data.js';
import { startAlteredServer } from './altered-server.js';
import { startTestServer, type TestServer } from './different-server.js';
import { createSink } from './text-sink.js';

let releases: RunningMock;
let memory: RunningMock;
let different: TestServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ck-record-'));
  releases = await startMock({ api: 'releases', port: 0, direct: true, releasesData: tinyReleasesData });
  memory = await startMock({ api: 'memory', port: 0, direct: true, seed: 1 });
  different = await startTestServer({
    // Planted: total is a string (documented schema) and the events lack `sources` (documented).
    'GET /api/v1/events': () => ({
      status: 200,
      body: {
        events: [
          {
            ...{ id: 1, source_id: 1, version: '1.0.0', release_date: '2025-01-01T00:00:00Z' },
            ...{ event_type: 'Release', severity: 'Info', description: 'First release.' },
            ...{ release_notes_url: null, announcement_url: null, migration_guide_url: null },
          },
        ],
        pagination: { limit: 50, offset: 0, total: '1' },
      },
    }),
    // Planted: an undocumented status for listSources.
    'GET /api/v1/sources': () => ({
      status: 201,
      body: { sources: [], pagination: { limit: 50, offset: 0, total: 0 } },
    }),
    // Planted: a 404 body that is not {error, message} (the kit's inferred error shape).
    'GET /api/v1/sources/999/events': () => ({ status: 404, body: { detail: 'no such source' } }),
  });
});

afterAll(async () => {
  try {
    await Promise.all([releases.close(), memory.close(), different.close()]);
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe('record', () => {
  it('[TRAFFIC-RECORD] forwards to the kit releases mock, finds nothing, and writes a HAR that validates', async () => {
    const har = join(dir, 'releases.har');
    const proxy = await startRecordProxy({ upstream: releases.url, port: 0, harFile: har, version: 'test' });
    const direct = await (await fetch(`${releases.url}/api/v1/events?limit=2`)).json();
    const viaProxy = await (await fetch(`${proxy.url}/api/v1/events?limit=2`)).json();
    expect(viaProxy).toEqual(direct);
    await fetch(`${proxy.url}/api/v1/sources?active_only=false`);
    await fetch(`${proxy.url}/api/v1/sources/999/events`);
    await proxy.close();
    expect(proxy.cases().map((c) => c.findings)).toEqual([[], [], []]);
    const log = JSON.parse(await readFile(har, 'utf8'));
    expect(log.log.version).toBe('1.2');
    expect(log.log.entries[2].response).toMatchObject({ status: 404, statusText: 'Not Found' });
    expect(log.log.entries.map((e: { response: { status: number } }) => e.response.status)).toEqual([
      200, 200, 404,
    ]);
    const out = createSink();
    expect(await runValidateTrafficCommand([har], { stdout: out, cwd: dir })).toBe(0);
    expect(out.text()).toContain('3 checked, 0 skipped, 0 with findings');
  });

  it('[TRAFFIC-RECORD] labels the planted violations of a different server, live and in the HAR', async () => {
    const har = join(dir, 'different.har');
    const out = createSink();
    const err = createSink();
    let stop = () => {};
    const until = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const running = runRecordCommand(['--upstream', different.url, '--port', '0', '--har', har], {
      stdout: out,
      stderr: err,
      until,
      onListening: async (url) => {
        await fetch(`${url}/api/v1/events`);
        await fetch(`${url}/api/v1/sources`);
        await fetch(`${url}/api/v1/sources/999/events`);
        stop();
      },
    });
    expect(await running).toBe(1);
    expect(err.text()).toMatch(/\[documented\] response schema: .*total must be integer/);
    expect(err.text()).toMatch(/\[documented\] response schema: .*must have required property 'sources'/);
    expect(err.text()).toMatch(/\[inferred\] response status: status 201 is not documented for listSources/);
    expect(err.text()).toMatch(/\[inferred\] response schema: error body is not/);
    const report = join(dir, 'different.json');
    expect(
      await runValidateTrafficCommand([har, '--reporter', 'json', '--output', report], { cwd: dir }),
    ).toBe(1);
    const json = JSON.parse(await readFile(report, 'utf8'));
    expect(json.summary).toMatchObject({ cases: 3, withFindings: 3, passed: false });
    expect(json.cases[0].findings.every((f: { label: string }) => f.label === 'documented')).toBe(true);
  });

  it('[TRAFFIC-RECORD] validates memory requests: a missing workspace header is a documented request violation', async () => {
    const har = join(dir, 'memory.har');
    const proxy = await startRecordProxy({ upstream: memory.url, port: 0, harFile: har, version: 'test' });
    const headers = { 'content-type': 'application/json', 'x-api-key': 'ck_test_key' };
    const body = JSON.stringify({ name: 'Support', type: 'agent' });
    await fetch(`${proxy.url}/v1/anchors`, {
      method: 'POST',
      headers: { ...headers, 'x-workspace-id': 'ws_main' },
      body,
    });
    await fetch(`${proxy.url}/v1/anchors`, { method: 'POST', headers, body });
    await proxy.close();
    const [ok, missing] = proxy.cases();
    expect(ok?.findings).toEqual([]);
    expect(ok?.detail).toBe('memory createAnchor → 201');
    expect(missing?.findings).toEqual([
      { rule: 'request', label: 'documented', message: 'header X-Workspace-Id is required' },
    ]);
    // The key never reaches the HAR file or a curl line, yet the offline check still sees a credential.
    const text = await readFile(har, 'utf8');
    expect(text).not.toContain('ck_test_key');
    expect(text).toContain('"value": "[redacted]"');
    const exchanges = readHar(text);
    expect(exchanges[0]?.curl).toContain('-H "x-api-key: $API_KEY"');
    const out = createSink();
    expect(await runValidateTrafficCommand([har], { stdout: out })).toBe(1);
    expect(out.text()).toContain('1 with findings: 1 documented-rule');
    expect(out.text()).not.toContain('no credentials');
  });
});

describe('record behind a base path', () => {
  it("[TRAFFIC-RECORD] validates the path the client asked for and records the deployment's real URL", async () => {
    const prefixed = await startAlteredServer(createReleasesEngine({ data: tinyReleasesData }), {
      request: (request) => {
        const url = new URL(request.url);
        url.pathname = url.pathname.replace(/^\/releases/, '');
        return { ...request, url };
      },
    });
    const proxy = await startRecordProxy({ upstream: `${prefixed.url}/releases`, port: 0, version: 'test' });
    try {
      expect((await fetch(`${proxy.url}/api/v1/events?limit=2`)).status).toBe(200);
      expect(prefixed.seen).toEqual(['GET /releases/api/v1/events?limit=2']);
    } finally {
      await proxy.close();
      await prefixed.close();
    }
    expect(proxy.cases()[0]).toMatchObject({ detail: 'releases listEvents → 200', findings: [] });
    expect(proxy.har().log.entries[0]?.request.url).toBe(`${prefixed.url}/releases/api/v1/events?limit=2`);
  });
});

describe('validate-traffic', () => {
  it('[TRAFFIC-HAR] reads a dev-tools export: pseudo-headers, base64 bodies, assets skipped, API by path', async () => {
    const body = Buffer.from(JSON.stringify({ sources: [], pagination: { limit: 5, offset: 0, total: 0 } }));
    const entry = (url: string, status: number, content: object) => ({
      startedDateTime: '2026-01-01T00:00:00Z',
      time: 3,
      request: { method: 'GET', url, headers: [{ name: ':authority', value: 'app.example' }] },
      response: { status, headers: [{ name: 'Content-Type', value: 'application/json' }], content },
    });
    const har = join(dir, 'browser.har');
    const entries = [
      entry('https://app.example/index.js', 200, { mimeType: 'text/javascript', text: 'x' }),
      entry('https://app.example/api/v1/sources?limit=5', 200, {
        text: body.toString('base64'),
        encoding: 'base64',
      }),
      entry('https://app.example/api/v1/sources?limit=0', 0, {}),
      {
        ...entry('https://app.example/api/v1/sources', 204, {}),
        request: { method: 'OPTIONS', url: 'https://app.example/api/v1/sources' },
      },
      entry('https://app.example/api/v1/sources?limit=5', 304, {}),
    ];
    await writeFile(har, JSON.stringify({ log: { version: '1.2', entries } }));
    expect(readHar(await readFile(har, 'utf8'))[0]?.requestHeaders).toEqual({});
    const out = createSink();
    expect(
      await runValidateTrafficCommand([har, '--reporter', 'pretty,junit', '--output', dir], { stdout: out }),
    ).toBe(1);
    expect(out.text()).toContain('2 checked, 3 skipped');
    // limit=0 breaks the documented minimum of 1; the response never came.
    expect(out.text()).toMatch(
      /#3 GET \/api\/v1\/sources\?limit=0[^\n]*\n\s+✗ \[documented\] request: query limit must be >= 1/,
    );
    const junit = await readFile(join(dir, 'validate-traffic.junit.xml'), 'utf8');
    expect(junit).toContain('tests="5" failures="1" skipped="3"');
  });

  it('[TRAFFIC-HAR] a file that is not a HAR log is a usage error', async () => {
    const bad = join(dir, 'bad.har');
    await writeFile(bad, '{"log":{}}');
    await expect(runValidateTrafficCommand([bad])).rejects.toThrow('log.entries must be an array');
  });
});
