/**
 * A real node:http server for the client tests: it records each request and answers from a
 * script, so the tests exercise real sockets, real Request bodies and real headers.
 * Test support only; nothing in the client imports it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the server answers; `body` is sent as JSON. */
export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A running test server. */
export interface HttpTestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 at a free port; `respond` gets each request and its 0-based index.
 * @example const server = await startHttpTestServer(() => ({ status: 200, body: { ok: true } }));
 */
export async function startHttpTestServer(
  respond: (request: RecordedRequest, index: number) => ScriptedResponse,
): Promise<HttpTestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const recorded = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const { status, headers = {}, body } = respond(recorded, requests.length - 1);
    outgoing.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    outgoing.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      // Keep-alive sockets from fetch would otherwise hold close() open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * A script that answers 429 (with `retryAfter` when given) for the first `count` requests, then `then`.
 * @example startHttpTestServer(throttleFirst(2, { status: 200, body: {} }, '1'))
 */
export function throttleFirst(
  count: number,
  then: ScriptedResponse,
  retryAfter?: string,
): (request: RecordedRequest, index: number) => ScriptedResponse {
  const limited: ScriptedResponse = {
    status: 429,
    headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
    body: { error: 'rate_limited', message: 'too many requests' },
  };
  return (_request, index) => (index < count ? limited : then);
}
