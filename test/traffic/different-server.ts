import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A route of the deliberately different server: answers one `METHOD /path` (query ignored). */
export type Route = (
  request: IncomingMessage,
  url: URL,
) => { status: number; headers?: Record<string, string>; body: unknown };

/** A running test server. */
export interface TestServer {
  url: string;
  /** Requests it answered, as `METHOD /path?query`. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * Starts a plain node:http server on loopback that answers from `routes` (`METHOD /path`), and a
 * 404 `{error, message}` otherwise. Tests plant their differences in the routes.
 */
export async function startTestServer(routes: Record<string, Route>): Promise<TestServer> {
  const seen: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    request.resume();
    request.on('end', () => {
      const route = routes[`${request.method} ${url.pathname}`];
      const answer = route?.(request, url) ?? {
        status: 404,
        body: { error: 'not_found', message: 'no route' },
      };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(text);
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
