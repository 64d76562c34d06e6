/**
 * A static file server for the built demo on 127.0.0.1 at a free port. It also records every
 * path it was asked for, so the test can prove that no API call reached the network: msw's
 * service worker must have answered them all.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A running static server. */
export interface StaticServer {
  url: string;
  /** Every path requested, in order. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * Serves `root`; `/` is `index.html`. Paths that leave the root are refused. `headers` go on every
 * file (a Content-Security-Policy, for instance).
 * @example const site = await serveStatic('test-output/browser/site'); await page.goto(site.url);
 */
export async function serveStatic(root: string, headers: Record<string, string> = {}): Promise<StaticServer> {
  const requested: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requested.push(path);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = types[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
