import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxiedFetch } from '../../conformance/http/proxy-dispatcher.js';
import { errorJson } from '../engine/http/pipeline/api-error.js';
import type { ApiName } from './api-of.js';
import { createExchange, type Exchange, headerRecord } from './exchange.js';
import type { ReportCase } from './finding.js';
import { createHar, type HarEntry, toHarEntry } from './har.js';
import { connectRefusal, quoted, type Refusal, refusalOf } from './record-guard.js';
import { createTrafficValidator } from './validate-exchange.js';

/** Options of {@link startRecordProxy}. */
export interface RecordOptions {
  /** The deployment every request is forwarded to, e.g. `https://releases.example.com`. */
  upstream: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Fix the API; otherwise each request's API is picked by its path. */
  api?: ApiName;
  /** Where the HAR file goes; it is rewritten after every exchange, so an interrupted session keeps it. */
  harFile?: string;
  /** The kit's version, for the HAR creator field. */
  version: string;
  /** Called once per exchange with its validation, as soon as the response is forwarded. */
  onCase?: (item: ReportCase, exchange: Exchange) => void;
  /** Per-request upstream timeout in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Host names besides localhost, `*.localhost` and IP literals that requests may name (`--allowed-host`). */
  allowedHosts?: readonly string[];
  /** Told of each request refused (400, 403) or that broke the proxy, in one line; nothing went upstream. */
  onRefused?: (line: string) => void;
}

/** A running recording proxy. */
export interface RecordProxy {
  url: string;
  /** Every exchange so far, with its validation. */
  cases(): ReportCase[];
  har(): ReturnType<typeof createHar>;
  /** Stops listening and writes the HAR file a last time. */
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection; fetch sets length and host itself.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answerRefusal(response: ServerResponse, refusal: Refusal): void {
  const body = JSON.stringify(refusal.body);
  response.writeHead(refusal.status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  });
  response.end(body);
}

/**
 * Starts a proxy on 127.0.0.1 that forwards every request unchanged to `upstream`, validates the
 * request and the response against the API's document (see {@link createTrafficValidator}),
 * reports each exchange through `onCase`, and keeps a HAR 1.2 log. A request target that is not a
 * path, or a `Host` it does not allow, is refused before anything goes upstream (see
 * {@link refusalOf}); no request can stop the proxy.
 * @example const proxy = await startRecordProxy({ upstream: 'https://releases.example.com', port: 8080, version: '0.1.0' })
 */
export async function startRecordProxy(options: RecordOptions): Promise<RecordProxy> {
  const validate = createTrafficValidator(options.api);
  const upstream = new URL(options.upstream);
  const prefix = upstream.pathname.replace(/\/$/, '');
  const cases: ReportCase[] = [];
  const entries: HarEntry[] = [];
  const refused = options.onRefused ?? (() => {});
  let writing = Promise.resolve();
  const har = () => createHar(entries, options.version);
  const save = () => {
    const file = options.harFile;
    if (file) {
      writing = writing
        .then(() => writeFile(file, `${JSON.stringify(har(), null, 2)}\n`))
        .catch((error: Error) => refused(`the HAR file was not written: ${error.message}`));
    }
    return writing;
  };
  const forward = createForwarder(upstream.origin, prefix, options.timeoutMs ?? 30_000);
  let seq = 0;
  const server = createServer((request, response) => {
    const refusal = refusalOf(request, options.allowedHosts ?? []);
    if (refusal) {
      refused(`${refusal.status} ${refusal.body.message}`);
      request.resume();
      return answerRefusal(response, refusal);
    }
    const started = new Date();
    forward(++seq, request, response)
      .then((exchange) => {
        // The document's paths start at the deployment's base path: validate the path the client asked for.
        const item = validate(
          prefix ? { ...exchange, url: `${upstream.origin}${request.url ?? '/'}` } : exchange,
        );
        cases.push(item);
        entries.push(toHarEntry(exchange, started));
        options.onCase?.(item, exchange);
        void save();
      })
      .catch((error: Error) => {
        // A request the validator or the HAR cannot take is lost from the log, never the session.
        refused(`${request.method} ${quoted(request.url ?? '')} was not recorded: ${error.message}`);
        if (response.headersSent) response.destroy();
        else {
          response.writeHead(500, { 'content-type': 'application/json', connection: 'close' });
          response.end(errorJson('internal_error', 'contract-kit record failed on it'));
        }
      });
  });
  // CONNECT (authority-form) comes as its own event; unanswered, node drops the socket silently.
  server.on('connect', (request: IncomingMessage, socket) => {
    refused(`400 CONNECT ${quoted(request.url ?? '')}: not a forward proxy`);
    socket.on('error', () => {});
    socket.end(connectRefusal());
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, cases: () => [...cases], har, close: () => close(server, save) };
}

async function close(server: Server, save: () => Promise<void>): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await save();
}

/** Sends one request upstream and its answer back to the client; never rejects. */
function createForwarder(origin: string, prefix: string, timeoutMs: number) {
  return async (seq: number, request: IncomingMessage, response: ServerResponse): Promise<Exchange> => {
    const started = performance.now();
    const url = `${origin}${prefix}${request.url ?? '/'}`;
    const method = request.method ?? 'GET';
    const requestHeaders = headerRecord(
      Object.entries(request.headers).flatMap(([name, value]) =>
        hopByHop.has(name) || value === undefined ? [] : [[name, String(value)] as const],
      ),
    );
    const body = await readBody(request).catch(() => Buffer.alloc(0));
    const requestBody = body.length > 0 ? body.toString('utf8') : undefined;
    const base = { seq, method, url, requestHeaders, requestBody };
    try {
      const answer = await proxiedFetch(url, {
        method,
        headers: requestHeaders,
        ...(body.length > 0 && method !== 'GET' && method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      // fetch has already decoded gzip/br: the client gets the plain bytes and their real length.
      const responseHeaders = headerRecord(
        [...answer.headers].filter(([name]) => !hopByHop.has(name) && name !== 'content-encoding'),
      );
      response.writeHead(answer.status, { ...responseHeaders, 'content-length': String(bytes.length) });
      response.end(bytes);
      const durationMs = performance.now() - started;
      const bodyText = bytes.toString('utf8');
      return createExchange({ ...base, status: answer.status, responseHeaders, bodyText, durationMs });
    } catch (error) {
      const message = `upstream ${origin} did not answer: ${(error as Error).message}`;
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(errorJson('bad_gateway', message));
      return createExchange({ ...base, error: message, durationMs: performance.now() - started });
    }
  };
}
