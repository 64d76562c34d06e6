/**
 * The ceiling of the HTTP groups: bare node:http answering every request with fixed JSON bytes,
 * chosen by `METHOD path` (query ignored). The bytes are the ones the engine itself answered for
 * the benchmarked request, captured beforehand, so both servers write the same response and the
 * difference is the engine's own work. Reads and discards request bodies, as any server must.
 *
 * Usage: node bench/servers/bare-server.mjs '{"POST /v1/recall":"{...}"}'
 * Prints `listening <url>` once ready.
 */
import { createServer } from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(process.argv[2] ?? '{}')).map(([key, body]) => [key, Buffer.from(body)]),
);
const notFound = Buffer.from('{"error":"not_found","message":"no fixed response"}');

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const body = routes.get(`${request.method} ${mark === -1 ? url : url.slice(0, mark)}`);
  request.resume();
  request.on('end', () => {
    response.writeHead(body ? 200 : 404, {
      'content-type': 'application/json',
      'content-length': (body ?? notFound).length,
    });
    response.end(body ?? notFound);
  });
});
// Keep-alive as long as the load generator wants it; node's 5 s default would close idle sockets.
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
