import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createNodeTransport } from '../../conformance/http/node-transport.js';
import type { ConformanceOptions } from '../../conformance/options.js';
import { renderPrettySummary } from '../../conformance/reporters/pretty.js';
import { exitCodeOf, type RunReport } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import type { RunningServer } from '../independent/http-util.js';
import { startIndependentMemoryServer } from '../independent/memory-server.js';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import {
  type ForwardProxy,
  startForwardProxy,
  startTlsFront,
  type TlsFront,
  withProxyEnv,
} from './proxy-forward.js';

/** The independent memory server's own tenants (test/independent/README.md), every option on. */
const memoryRun: Omit<ConformanceOptions, 'baseUrl'> = {
  api: 'memory',
  apiKey: 'indep-key-acme',
  workspace: 'ws-1',
  otherWorkspace: 'ws-2',
  deniedWorkspace: 'ws-denied',
  blockedApiKey: 'indep-key-blocked',
  checkout: true,
  // A burst of 800 through TLS and the proxy outlasts any window short enough to wait out here.
  rateLimit: false,
  timeoutMs: 5_000,
  maxResponseTimeMs: 60_000,
  redactSecrets: false,
};

const port = (server: RunningServer) => Number(new URL(server.url).port);

const failures = (report: RunReport) =>
  report.results
    .filter((result) => result.status === 'failed' || result.status === 'blocked')
    .map((result) => `${result.id} ${result.status}: ${result.failure?.received ?? ''}`)
    .join('\n');

let memory: RunningServer;
let releases: RunningServer;
let tls: TlsFront;
let proxy: ForwardProxy;
let restore = () => {};

beforeAll(async () => {
  memory = await startIndependentMemoryServer();
  releases = await startIndependentReleasesServer();
  tls = await startTlsFront('memory.deployment.test', port(memory));
  // The deployment names resolve at the proxy only: from here they do not resolve at all.
  proxy = await startForwardProxy({
    'memory.deployment.test': tls.port,
    'releases.deployment.test': port(releases),
  });
});
afterAll(async () => {
  await proxy?.close();
  tls?.close();
  await memory?.close();
  await releases?.close();
});
afterEach(() => {
  restore();
  proxy.seen.length = 0;
});

describe('a deployment reachable only through a forward proxy', () => {
  test('[PROXY-1] https through https_proxy (a CONNECT tunnel): the memory run passes, and names the proxy', {
    timeout: 120_000,
  }, async () => {
    restore = withProxyEnv({ https_proxy: proxy.url });
    const baseUrl = 'https://memory.deployment.test';
    const report = await runConformance({ ...memoryRun, baseUrl, ca: tls.caFile });
    expect(failures(report)).toBe('');
    expect(report.unjudgeable).toBeUndefined();
    expect(exitCodeOf(report)).toBe(0);
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(new Set(proxy.seen)).toEqual(new Set(['CONNECT memory.deployment.test:443']));
    expect(report.proxy).toBe(proxy.url);
    expect(renderPrettySummary(report, { write() {}, isTTY: false }, {})).toContain(
      `${baseUrl} through the proxy ${proxy.url}`,
    );
  });

  test('[PROXY-2] http through HTTP_PROXY (absolute form): the releases run passes, every request through it', {
    timeout: 120_000,
  }, async () => {
    restore = withProxyEnv({ HTTP_PROXY: proxy.url });
    const report = await runConformance({
      api: 'releases',
      baseUrl: 'http://releases.deployment.test',
      timeoutMs: 5_000,
    });
    expect(failures(report)).toBe('');
    expect(exitCodeOf(report)).toBe(0);
    const sent = (report.routes ?? []).reduce((sum, route) => sum + route.requests, 0);
    expect(proxy.seen.length).toBe(sent);
    expect(proxy.seen.every((line) => line.startsWith('GET http://releases.deployment.test/'))).toBe(true);
  });
});

describe('what the proxy variables leave alone', () => {
  const fetchOnce = async (url: string) => {
    const transport = createNodeTransport();
    try {
      return await transport.fetch(new Request(url, { signal: AbortSignal.timeout(5_000) }));
    } finally {
      transport.close();
    }
  };

  test('[PROXY-3] a loopback target is reached directly, whatever the variables say', async () => {
    restore = withProxyEnv({ http_proxy: proxy.url, https_proxy: proxy.url });
    const loopback = [releases.url, releases.url.replace('127.0.0.1', 'localhost')];
    for (const url of loopback) expect((await fetchOnce(`${url}/api/v1/sources?limit=1`)).status).toBe(200);
    expect(proxy.seen).toEqual([]);
  });

  test.for([
    ['the host', 'releases.deployment.test'],
    ['a .domain suffix', '.deployment.test'],
    ['a *.domain suffix', '*.deployment.test'],
    ['host:port', 'releases.deployment.test:80'],
    ['*', '*'],
  ])(
    '[PROXY-4] no_proxy naming %s: the request goes direct (and the name does not resolve here)',
    async ([, noProxy]) => {
      restore = withProxyEnv({ http_proxy: proxy.url, NO_PROXY: noProxy });
      await expect(fetchOnce('http://releases.deployment.test/api/v1/sources')).rejects.toThrow(
        /the host name releases\.deployment\.test does not resolve/,
      );
      expect(proxy.seen).toEqual([]);
    },
  );

  test('[PROXY-4] no_proxy naming another host or port leaves the request to the proxy', async () => {
    restore = withProxyEnv({ http_proxy: proxy.url, no_proxy: 'other.test,releases.deployment.test:8080' });
    expect((await fetchOnce('http://releases.deployment.test/api/v1/sources?limit=1')).status).toBe(200);
    expect(proxy.seen).toEqual(['GET http://releases.deployment.test/api/v1/sources?limit=1']);
  });
});
