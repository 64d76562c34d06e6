import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../../src/engine/engine.js';
import type { EngineRequest, EngineResponse } from '../../src/engine/http/pipeline/types.js';

/**
 * Alters one exchange to break one rule: `request` rewrites what the engine receives (or answers
 * itself), `response` rewrites what the client gets. Both may keep state in their closure.
 */
export interface Breaker {
  request?: (request: EngineRequest) => EngineRequest | EngineResponse;
  response?: (response: EngineResponse, request: EngineRequest) => EngineResponse | Promise<EngineResponse>;
}

/** A running server; `close` ends it and its open connections. */
export interface Served {
  url: string;
  close(): Promise<void>;
}

async function readRequest(message: IncomingMessage, origin: string): Promise<EngineRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const url = new URL(message.url ?? '/', origin);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: message.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : null,
    origin,
  };
}

function isResponse(value: EngineRequest | EngineResponse): value is EngineResponse {
  return 'status' in value;
}

/**
 * Serves an engine on 127.0.0.1:0 behind a breaker. Bodies are written as JSON, except a string
 * body with a non-JSON content type, which is written as is (for non-JSON variants).
 * @example const served = await serveEngine(engine, { response: (r) => ({ ...r, status: 200 }) });
 */
export async function serveEngine(engine: Engine, breaker: Breaker = {}): Promise<Served> {
  const server = createServer(async (message, reply) => {
    const address = server.address() as AddressInfo;
    const request = await readRequest(message, `http://127.0.0.1:${address.port}`);
    const altered = breaker.request ? breaker.request(request) : request;
    let response = isResponse(altered) ? altered : await engine.handle(altered);
    if (breaker.response) response = await breaker.response(response, request);
    const isText = typeof response.body === 'string' && !/json/.test(response.headers['content-type'] ?? '');
    const text =
      response.body === null ? undefined : isText ? String(response.body) : JSON.stringify(response.body);
    reply.writeHead(response.status, response.headers);
    reply.end(text);
  });
  return listen(server);
}

/** Listens on an ephemeral port and returns the url and a close that drops open connections. */
export async function listen(server: ReturnType<typeof createServer>): Promise<Served> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
