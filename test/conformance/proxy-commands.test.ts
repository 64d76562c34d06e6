import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DocumentError, loadDocument } from '../../src/diff/load-document.js';
import { startRecordProxy } from '../../src/traffic/record-proxy.js';
import type { RunningServer } from '../independent/http-util.js';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import {
  type ForwardProxy,
  startForwardProxy,
  startTlsFront,
  type TlsFront,
  withProxyEnv,
} from './proxy-forward.js';
import { listen } from './serve-engine.js';

let releases: RunningServer;
let docs: Awaited<ReturnType<typeof listen>>;
let tls: TlsFront;
let proxy: ForwardProxy;
let restore = () => {};

beforeAll(async () => {
  const yaml = await readFile('openapi/releases.yaml', 'utf8');
  docs = await listen(
    createServer((_request, reply) => {
      reply.writeHead(200, { 'content-type': 'application/yaml' });
      reply.end(yaml);
    }),
  );
  releases = await startIndependentReleasesServer();
  tls = await startTlsFront('docs.deployment.test', Number(new URL(docs.url).port));
  proxy = await startForwardProxy({
    'docs.deployment.test': Number(new URL(docs.url).port),
    'tls-docs.deployment.test': tls.port,
    'releases.deployment.test': Number(new URL(releases.url).port),
  });
});
afterAll(async () => {
  await proxy?.close();
  tls?.close();
  await docs?.close();
  await releases?.close();
});
afterEach(() => {
  restore();
  proxy.seen.length = 0;
});

describe('the commands that fetch go through the proxy too', () => {
  test('[PROXY-CMD-1] diff reads a URL input that only the proxy resolves', async () => {
    restore = withProxyEnv({ http_proxy: proxy.url });
    const document = await loadDocument('http://docs.deployment.test/releases.yaml', { cwd: process.cwd() });
    expect((document as { openapi?: string }).openapi).toMatch(/^3\./);
    expect(proxy.seen).toEqual(['GET http://docs.deployment.test/releases.yaml']);
  });

  test('[PROXY-CMD-2] an https URL input goes through a CONNECT tunnel', async () => {
    restore = withProxyEnv({ https_proxy: proxy.url });
    // The test's certificate is not one fetch trusts: the tunnel is made, the handshake refused.
    await expect(
      loadDocument('https://tls-docs.deployment.test/releases.yaml', { cwd: process.cwd() }),
    ).rejects.toThrow(DocumentError);
    expect(proxy.seen).toEqual(['CONNECT tls-docs.deployment.test:443']);
  });

  test('[PROXY-CMD-3] record forwards to an upstream that only the proxy resolves', async () => {
    restore = withProxyEnv({ HTTP_PROXY: proxy.url });
    const record = await startRecordProxy({
      upstream: 'http://releases.deployment.test',
      port: 0,
      api: 'releases',
      version: 'test',
    });
    try {
      const response = await fetch(`${record.url}/api/v1/sources?limit=1`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { sources: unknown[] }).sources).toHaveLength(1);
      expect(proxy.seen).toEqual(['GET http://releases.deployment.test/api/v1/sources?limit=1']);
    } finally {
      await record.close();
    }
  });

  test('[PROXY-CMD-4] no_proxy sends diff direct, and the name does not resolve from here', async () => {
    restore = withProxyEnv({ http_proxy: proxy.url, no_proxy: '.deployment.test' });
    await expect(
      loadDocument('http://docs.deployment.test/releases.yaml', { cwd: process.cwd() }),
    ).rejects.toThrow(/cannot download/);
    expect(proxy.seen).toEqual([]);
  });
});
