import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { type Cli, ensureBuilt, runCli } from '../server/cli-helpers.js';
import { tinyReleasesData } from '../support/tiny-releases-data.js';

let upstream: RunningMock;
let record: Cli;
let proxy: URL;
let dir: string;

beforeAll(async () => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'ck-record-attack-'));
  upstream = await startMock({ api: 'releases', port: 0, direct: true, releasesData: tinyReleasesData });
  record = runCli([
    'record',
    '--upstream',
    upstream.url,
    '--port',
    '0',
    '--har',
    join(dir, 'session.har'),
    '--allowed-host',
    'releases-service',
  ]);
  proxy = new URL((await record.waitFor(/contract-kit record: (http:\/\/127\.0\.0\.1:\d+)/))[1] as string);
}, 120_000);

afterAll(async () => {
  record?.child.kill('SIGTERM');
  await record?.exited;
  await upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes to the proxy, as curl -x or a hand-made client would, and reads the whole answer. */
function raw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(proxy.port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
      // One answer is all a test wants: stop at its end, whatever the connection does next.
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Buffer.byteLength(body) >= length) socket.end();
    });
    socket.on('end', () => socket.end());
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

/** What the upstream has answered so far (its journal), to prove a refused request never reached it. */
async function upstreamSeen(): Promise<number> {
  const journal = (await (await fetch(`${upstream.url}/__control/journal`)).json()) as { entries: unknown[] };
  return journal.entries.length;
}

describe('contract-kit record refuses what is not a request for the upstream', () => {
  it('[SEC-RECORD-TARGET] absolute-form (curl -x), OPTIONS * and CONNECT get 400 with a clear error, and the proxy serves on', async () => {
    const before = await upstreamSeen();
    const attempts = [
      `GET http://example.invalid/ HTTP/1.1\r\nHost: example.invalid\r\n\r\n`,
      `GET http://${proxy.host}/api/v1/sources HTTP/1.1\r\nHost: ${proxy.host}\r\n\r\n`,
      `OPTIONS * HTTP/1.1\r\nHost: ${proxy.host}\r\n\r\n`,
      `CONNECT example.invalid:443 HTTP/1.1\r\nHost: example.invalid:443\r\n\r\n`,
    ];
    for (const attempt of attempts) {
      const { status, body } = await raw(attempt);
      expect(status, attempt).toBe(400);
      expect(JSON.parse(body), attempt).toMatchObject({ error: 'bad_request' });
      expect(body, attempt).toMatch(/not a forward proxy/);
    }
    expect(await upstreamSeen()).toBe(before);
    const served = await fetch(`${proxy.origin}/api/v1/sources?limit=1`);
    expect(served.status).toBe(200);
    expect(record.child.exitCode).toBeNull();
    expect(record.stderr()).toMatch(/refused: 400 .*not a forward proxy/);
  }, 60_000);

  it('[SEC-RECORD-HOST] a Host that is not localhost, an IP literal or an allowed name gets 403 and never reaches the upstream', async () => {
    const before = await upstreamSeen();
    for (const host of ['evil.example', `evil.example:${proxy.port}`, 'localhost.evil.example', '']) {
      const { status, body } = await raw(`GET /api/v1/sources HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(status, host).toBe(403);
      expect(JSON.parse(body), host).toMatchObject({ error: 'forbidden' });
      expect(body, host).toMatch(/--allowed-host/);
    }
    expect(await upstreamSeen()).toBe(before);
    for (const host of [
      `localhost:${proxy.port}`,
      `app.localhost:${proxy.port}`,
      `127.0.0.1:${proxy.port}`,
      `[::1]:${proxy.port}`,
      'RELEASES-SERVICE',
    ]) {
      const { status } = await raw(
        `GET /api/v1/sources?limit=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(status, host).toBe(200);
    }
    expect(await upstreamSeen()).toBe(before + 5);
    expect(record.child.exitCode).toBeNull();
  }, 60_000);
});
