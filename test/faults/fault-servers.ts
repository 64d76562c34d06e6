/**
 * Servers that fail on the wire, for the tests that prove a conformance run stays bounded. Each is
 * a node:http handler; `withFault` puts one in front of a real engine for one route only.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  request,
  type ServerResponse,
} from 'node:http';
import { listen, type Served } from '../conformance/serve-engine.js';

/** Writes a JSON response's headers and then nothing more. */
function startJson(reply: ServerResponse, extra: Record<string, string> = {}): void {
  reply.writeHead(200, { 'content-type': 'application/json', ...extra });
  reply.flushHeaders();
}

/** Runs `tick` every `ms` until the connection closes. */
function every(reply: ServerResponse, ms: number, tick: () => void): void {
  const timer = setInterval(tick, ms);
  reply.on('close', () => clearInterval(timer));
}

/** The faults, by name. */
export const faults = {
  /** Accepts the connection and never answers. */
  hang: () => {},
  /** Sends 200 and its headers, then nothing. */
  headersThenSilence: (_request, reply) => startJson(reply),
  /** A body of spaces, one byte every 200 ms, never ending. */
  slowDrip: (_request, reply) => {
    startJson(reply);
    every(reply, 200, () => reply.write(' '));
  },
  /** Declares 100 bytes, sends 11 and closes the connection. */
  shortBody: (request, reply) => {
    reply.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    reply.write('{"sources":');
    setTimeout(() => request.socket.destroy(), 20);
  },
  /** Closes the connection as soon as the request arrives. */
  reset: (request) => request.socket.destroy(),
  /** Half a body, then a minute's pause before the rest. */
  pausedMidStream: (_request, reply) => {
    startJson(reply);
    reply.write('{"sources":[],');
    const timer = setTimeout(() => reply.end('"events":[]}'), 60_000);
    reply.on('close', () => clearTimeout(timer));
  },
  /** A static server: 501 HTML on every route. */
  html501: (_request, reply) => {
    reply.writeHead(501, { 'content-type': 'text/html', server: 'SimpleHTTP/0.6 Python/3.12' });
    reply.end('<html><body><h1>Error response</h1><p>Error code: 501</p></body></html>');
  },
  /** A maintenance page with 200. */
  html200: (_request, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html' });
    reply.end('<html><body>Down for maintenance</body></html>');
  },
  /** A deployment that fails every request, in the API's own error shape. */
  json500: (_request, reply) => {
    reply.writeHead(500, { 'content-type': 'application/json' });
    reply.end('{"error":"internal_error","message":"database unavailable"}');
  },
} satisfies Record<string, RequestListener>;

export type FaultName = keyof typeof faults;

/** Serves one fault on every route. */
export function serveFault(name: FaultName): Promise<Served> {
  return listen(createServer(faults[name]));
}

/** Passes a request on to `upstream` and its answer back, unchanged. */
export function forward(upstream: string, incoming: IncomingMessage, reply: ServerResponse): void {
  const target = new URL(incoming.url ?? '/', upstream);
  const outgoing = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
    reply.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(reply);
  });
  outgoing.on('error', () => reply.destroy());
  incoming.pipe(outgoing);
}

/**
 * Serves `upstream` (a correct engine) with `fault` on the requests `applies` picks: a deployment
 * with one broken endpoint.
 * @example await withFault(engine.url, 'reset', (r) => r.url?.startsWith('/v1/atoms'))
 */
export function withFault(
  upstream: string,
  fault: FaultName,
  applies: (request: IncomingMessage) => boolean,
): Promise<Served> {
  return listen(
    createServer((incoming, reply) => {
      if (applies(incoming)) faults[fault](incoming, reply);
      else forward(upstream, incoming, reply);
    }),
  );
}
