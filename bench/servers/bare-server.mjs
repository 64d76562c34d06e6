/**
 * The ceiling of the HTTP groups: bare node:http answering every request with fixed JSON bytes,
 * chosen by `METHOD path` (query ignored). The bytes and headers are the ones the engine itself
 * answered for the benchmarked request, captured beforehand, so both servers write the same
 * response and the difference is the engine's own work. Reads and discards request bodies, as any
 * server must.
 *
 * Usage: node bench/servers/bare-server.mjs '{"POST /v1/recall":{"body":"{...}","headers":{...}}}'
 * (a plain string instead of the object is a body sent with content-type only).
 * Prints `listening <url>` once ready.
 */
import { createServer } from 'node:http';

/** Headers node writes itself, and the length, which is computed here. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function fixed(spec) {
  const { body, headers = { 'content-type': 'application/json' } } =
    typeof spec === 'string' ? { body: spec } : spec;
  const bytes = Buffer.from(body);
  // A flat [name, value, ...] list, as the engine's adapter writes its headers.
  const list = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!ownHeaders.has(name.toLowerCase())) list.push(name, value);
  }
  list.push('content-length', bytes.length);
  return { bytes, headers: list };
}

const routes = new Map(
  Object.entries(JSON.parse(process.argv[2] ?? '{}')).map(([key, spec]) => [key, fixed(spec)]),
);
const notFound = fixed('{"error":"not_found","message":"no fixed response"}');

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const route = routes.get(`${request.method} ${mark === -1 ? url : url.slice(0, mark)}`);
  request.resume();
  request.on('end', () => {
    const { bytes, headers } = route ?? notFound;
    response.writeHead(route ? 200 : 404, headers);
    response.end(bytes);
  });
});
// Keep-alive as long as the load generator wants it; node's 5 s default would close idle sockets.
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
