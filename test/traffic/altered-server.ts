import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../../src/engine/engine.js';
import type { TestServer } from './different-server.js';

/** A request as the altered server sees it, before the engine does. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer the altered server may change before sending it. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** The planted differences: a request rewrite and an answer rewrite. */
export interface Alteration {
  request?(request: SeenRequest): SeenRequest;
  answer?(request: SeenRequest, answer: Answer): Answer;
}

/**
 * A deliberately different server: the kit's own engine behind node:http, with `alter` changing
 * some requests before the engine sees them and some answers before the client does. Everything
 * not altered is the kit's behaviour, so a drift run shows exactly the planted differences.
 */
export async function startAlteredServer(
  engine: Pick<Engine, 'fetch'>,
  alter: Alteration,
): Promise<TestServer> {
  const seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(incoming.headers).map(([k, v]) => [k, String(v)]));
      const original: SeenRequest = {
        ...{
          method: incoming.method ?? 'GET',
          url: new URL(incoming.url ?? '/', 'http://altered.test'),
          headers,
        },
        body: text === '' ? undefined : JSON.parse(text),
      };
      seen.push(`${original.method} ${original.url.pathname}${original.url.search}`);
      const request = alter.request?.(original) ?? original;
      const body = request.body === undefined ? {} : { body: JSON.stringify(request.body) };
      const response = await engine.fetch(
        new Request(request.url, { method: request.method, headers: request.headers, ...body }),
      );
      const raw = await response.text();
      const answer: Answer = {
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
        body: raw === '' ? undefined : JSON.parse(raw),
      };
      for (const name of ['retry-after', 'allow']) {
        const value = response.headers.get(name);
        if (value !== null) answer.headers[name] = value;
      }
      const final = alter.answer?.(request, answer) ?? answer;
      outgoing.writeHead(final.status, final.headers);
      outgoing.end(final.body === undefined ? '' : JSON.stringify(final.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
