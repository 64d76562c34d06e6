import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { DEFECTS, type Defect, QueryError } from './query.js';
import { apiInfo, listEvents, listSourceEvents, listSources, type Reply } from './routes.js';

export interface ReleasesAltOptions {
  port?: number;
  host?: string;
  defects?: string | string[];
}

export interface Running {
  url: string;
  close(): Promise<void>;
}

export function parseDefects(value: string | string[] | undefined): Set<Defect> {
  const names = (Array.isArray(value) ? value : (value ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(DEFECTS as readonly string[]).includes(name)) {
      throw new Error(`unknown defect "${name}"; known: ${DEFECTS.join(', ')}`);
    }
  }
  return new Set(names as Defect[]);
}

function route(req: IncomingMessage, defects: Set<Defect>): Reply & { headers?: Record<string, string> } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const sourceEvents = /^\/api\/v1\/sources\/([^/]+)\/events$/.exec(path);
  const known = path === '/api/v1' || path === '/api/v1/sources' || path === '/api/v1/events' || sourceEvents;
  if (!known) return { status: 404, body: { error: 'not_found', message: `no route ${path}` } };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return {
      status: 405,
      body: { error: 'method_not_allowed', message: `${req.method} is not allowed` },
      headers: { allow: 'GET, HEAD' },
    };
  }
  try {
    if (path === '/api/v1') return apiInfo();
    if (path === '/api/v1/sources') return listSources(url.searchParams, defects);
    if (path === '/api/v1/events') return listEvents(url.searchParams, defects);
    return listSourceEvents(decodeURIComponent(sourceEvents?.[1] ?? ''), url.searchParams, defects);
  } catch (error) {
    if (error instanceof QueryError || error instanceof URIError)
      return { status: 400, body: { error: 'bad_request', message: error.message } };
    throw error;
  }
}

/** Starts releases-alt; `defects` plants the named bugs (none: a correct deployment). */
export async function start(options: ReleasesAltOptions = {}): Promise<Running> {
  const defects = parseDefects(options.defects ?? process.env.DEFECTS);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let reply: Reply & { headers?: Record<string, string> };
    try {
      reply = route(req, defects);
    } catch {
      reply = { status: 500, body: { error: 'internal_error', message: 'internal error' } };
    }
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      ...reply.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
    req.resume();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await start({
    port: Number(arg('port') ?? process.env.PORT ?? 0),
    ...(arg('defects') === undefined ? {} : { defects: arg('defects') }),
  });
  console.log(running.url);
  const stop = (): void => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
