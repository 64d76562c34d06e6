import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { startRecordProxy } from '../../src/traffic/record-proxy.js';
import type { RunningServer } from '../independent/http-util.js';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import { capture, everyReporter } from './capture-io.js';
import { type ForwardProxy, startForwardProxy, withProxyEnv } from './proxy-forward.js';
import { listen } from './serve-engine.js';

const user = 'ck-proxy-user';
const password = 's3cret-proxy-pass';

let releases: RunningServer;
let proxy: ForwardProxy;
let dir: string;
let restore = () => {};

beforeAll(async () => {
  releases = await startIndependentReleasesServer();
  // Answers 407 to any request without these credentials: a run that passes sent them.
  proxy = await startForwardProxy(
    { 'releases.deployment.test': Number(new URL(releases.url).port) },
    `${user}:${password}`,
  );
});
afterAll(async () => {
  await proxy?.close();
  await releases?.close();
});
afterEach(async () => {
  restore();
  proxy.seen.length = 0;
  await rm(dir, { recursive: true, force: true });
});

/** Everything the run left for a reader: its stdout and stderr, and every file it wrote. */
async function everythingWritten(out: { stdout: string; stderr: string }): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files.filter((file) => file.isFile()).map((file) => readFile(join(file.parentPath, file.name), 'utf8')),
  );
  return [out.stdout, out.stderr, ...texts].join('\n');
}

/** Runs the CLI with every reporter, GitHub's included, into a fresh directory. */
async function cli(baseUrl: string) {
  dir = await mkdtemp(join(tmpdir(), 'ck-proxy-credentials-'));
  const { out, io } = capture({ GITHUB_STEP_SUMMARY: join(dir, 'summary.md') });
  const argv = [
    'releases',
    '--base-url',
    baseUrl,
    '--timeout',
    '5000',
    ...everyReporter,
    '--reporter',
    'github',
  ];
  const code = await runConformanceCommand([...argv, '--output', dir], io);
  return { code, out, written: await everythingWritten(out) };
}

describe('credentials in the proxy URL are sent to the proxy, and never printed', () => {
  test('[PROXY-CRED-1] a run through an authenticating proxy passes; the reports name the proxy without them', {
    timeout: 120_000,
  }, async () => {
    restore = withProxyEnv({ http_proxy: `http://${user}:${password}@${new URL(proxy.url).host}` });
    const { code, out, written } = await cli('http://releases.deployment.test');
    expect(out.stderr).toBe('');
    expect(code).toBe(0);
    expect(proxy.seen.length).toBeGreaterThan(10);
    expect(out.stdout).toContain(`http://releases.deployment.test through the proxy ${proxy.url}`);
    expect(JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8')).proxy).toBe(proxy.url);
    expect(await readFile(join(dir, 'conformance.html'), 'utf8')).toContain(`through the proxy ${proxy.url}`);
    expect(written).not.toContain(password);
    expect(written).not.toContain(user);
  });

  test('[PROXY-CRED-2] could not judge (the proxy cannot reach the name): the line names the proxy, not its credentials', async () => {
    restore = withProxyEnv({ HTTP_PROXY: `http://${user}:${password}@${new URL(proxy.url).host}` });
    const { code, out, written } = await cli('http://nowhere.deployment.test');
    expect(code).toBe(3);
    expect(out.stderr).toMatch(/could not judge http:\/\/nowhere\.deployment\.test \(not-this-api\)/);
    expect(out.stderr).toContain(`(through the proxy ${proxy.url})`);
    expect(written).not.toContain(password);
    expect(written).not.toContain(user);
  });

  test('[PROXY-CRED-3] could not judge (nothing listens at the proxy): the proxy is named as what was unreachable', async () => {
    const closed = await listen(createServer());
    await closed.close();
    const gone = new URL(closed.url).host;
    restore = withProxyEnv({ http_proxy: `http://${user}:${password}@${gone}` });
    const { code, out, written } = await cli('http://releases.deployment.test');
    expect(code).toBe(3);
    expect(out.stderr).toMatch(/\(unreachable\)/);
    expect(out.stderr).toContain(`connection refused: nothing listens at the proxy http://${gone}`);
    expect(proxy.seen).toEqual([]);
    expect(written).not.toContain(password);
    expect(written).not.toContain(user);
  });

  test('[PROXY-CRED-4] record sends them to the proxy too (fetch through undici)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ck-proxy-credentials-'));
    restore = withProxyEnv({ http_proxy: `http://${user}:${password}@${new URL(proxy.url).host}` });
    const record = await startRecordProxy({
      upstream: 'http://releases.deployment.test',
      port: 0,
      version: 'test',
    });
    try {
      // Without the credentials the proxy would answer 407, and record would pass that on.
      expect((await fetch(`${record.url}/api/v1/sources?limit=1`)).status).toBe(200);
      expect(proxy.seen).toEqual(['GET http://releases.deployment.test/api/v1/sources?limit=1']);
    } finally {
      await record.close();
    }
  });
});
