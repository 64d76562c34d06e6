import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { authenticate, RateLimiter } from './auth.js';
import { checkout } from './checkout.js';
import { type MemoryAltOptions, type Settings, settingsFrom } from './config.js';
import { hydrate, ingest, memoryRecall } from './convenience.js';
import { asObject, type Body, HttpError, readJson, sendJson } from './http.js';
import { createAnchor, createAtoms, feedback, type Reply, recall } from './runtime.js';
import { Store } from './store.js';

type Handler = (
  store: Store,
  settings: Settings,
  caller: { key: string; workspace: string },
  body: Body,
) => Reply;

const RUNTIME: Record<string, Handler> = {
  '/v1/anchors': (store, _settings, caller, body) => createAnchor(store, caller, body),
  '/v1/atoms': createAtoms,
  '/v1/recall': recall,
  '/v1/feedback': feedback,
  '/v1/memory/ingest': ingest,
  '/v1/memory/recall': memoryRecall,
  '/v1/memory/hydrate': hydrate,
};
const CHECKOUT = '/api/v1/billing/maas/checkout-session';

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  return /^application\/([\w.+-]+\+)?json\b/i.test(type);
}

async function route(
  req: IncomingMessage,
  settings: Settings,
  store: Store,
  limiter: RateLimiter,
): Promise<Reply> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
  const runtime = RUNTIME[path];
  if (runtime === undefined && path !== CHECKOUT) throw new HttpError(404, 'not_found', `no route ${path}`);
  if (req.method !== 'POST') {
    throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed on ${path}`, {
      allow: 'POST',
    });
  }
  if (runtime === undefined) {
    if (!isJson(req)) throw new HttpError(400, 'bad_request', 'Content-Type must be application/json');
    return checkout(req, settings, asObject(await readJson(req, settings.maxBodyBytes)));
  }
  const caller = authenticate(req, settings);
  limiter.check(caller);
  if (!isJson(req)) throw new HttpError(400, 'bad_request', 'Content-Type must be application/json');
  const body = asObject(await readJson(req, settings.maxBodyBytes));
  return runtime(store, settings, caller, body);
}

export interface Running {
  url: string;
  close(): Promise<void>;
}

/** Starts memory-alt; `defects` plants the named bugs (none: a correct deployment). */
export async function start(options: MemoryAltOptions = {}): Promise<Running> {
  const settings = settingsFrom(options);
  const store = new Store(settings.defects.has('cross-workspace-anchor'));
  const limiter = new RateLimiter(settings.rateLimit);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req, settings, store, limiter).then(
      (reply) => sendJson(res, reply.status, reply.body),
      (error: unknown) => {
        if (error instanceof HttpError) {
          const body = error.rawBody ?? { error: error.code, message: error.message };
          sendJson(res, error.status, body, error.headers);
        } else {
          sendJson(res, 500, { error: 'internal_error', message: 'internal error' });
        }
        req.resume();
      },
    );
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
