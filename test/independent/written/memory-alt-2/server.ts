import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { authorize, Buckets } from './auth.js';
import { postCheckout } from './checkout.js';
import { type Config, makeConfig, type Options } from './config.js';
import { type Context, postAnchor, postAtoms, postFeedback, postRecall, type Result } from './handlers.js';
import { postHydrate, postIngest, postMemoryRecall } from './memory.js';
import { Store } from './store.js';
import { Failure, invalid } from './validate.js';

const ROUTES = new Map<string, (ctx: Context, body: unknown) => Result>([
  ['/v1/anchors', postAnchor],
  ['/v1/atoms', postAtoms],
  ['/v1/recall', postRecall],
  ['/v1/feedback', postFeedback],
  ['/v1/memory/ingest', postIngest],
  ['/v1/memory/recall', postMemoryRecall],
  ['/v1/memory/hydrate', postHydrate],
]);
const CHECKOUT = '/api/v1/billing/maas/checkout-session';

async function body(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new Failure(413, 'payload_too_large', `body is larger than ${limit} bytes`);
  let text = '';
  let bytes = 0;
  req.setEncoding('utf8');
  for await (const part of req) {
    bytes += Buffer.byteLength(part as string);
    if (bytes > limit) throw new Failure(413, 'payload_too_large', `body is larger than ${limit} bytes`);
    text += part as string;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('body is not JSON');
  }
}

async function handle(req: IncomingMessage, config: Config, store: Store, buckets: Buckets): Promise<Result> {
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  const handler = ROUTES.get(pathname);
  if (handler === undefined && pathname !== CHECKOUT) throw new Failure(404, 'not_found', 'no such endpoint');
  if (req.method !== 'POST') {
    throw new Failure(405, 'method_not_allowed', 'only POST is supported here', { allow: 'POST' });
  }
  if (handler === undefined) return postCheckout(req, config, await body(req, config.bodyLimit));
  const principal = authorize(req, config);
  buckets.take(principal);
  const input = await body(req, config.bodyLimit);
  return handler({ config, principal, space: store.space(principal.tenant, principal.workspace) }, input);
}

function send(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(payload));
}

/** Starts memory-alt-2; `defects` plants the named bugs (none: a correct deployment). */
export async function start(options: Options = {}): Promise<{ url: string; close(): Promise<void> }> {
  const config = makeConfig(options);
  const store = new Store();
  const buckets = new Buckets(config);
  const server = createServer((req, res) => {
    handle(req, config, store, buckets)
      .then((result) => send(res, result.status, result.body))
      .catch((error: unknown) => {
        req.resume();
        if (error instanceof Failure) {
          send(res, error.status, { error: error.code, message: error.message }, error.headers);
        } else {
          send(res, 500, { error: 'internal_error', message: 'unexpected failure' });
        }
      });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const flag = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const defects = flag('defects');
  const running = await start({
    port: Number(flag('port') ?? process.env.PORT ?? 0),
    ...(defects === undefined ? {} : { defects }),
  });
  console.log(running.url);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void running.close().then(() => process.exit(0)));
  }
}
