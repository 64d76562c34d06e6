/**
 * Small HTTP plumbing shared by the two independent servers: listening on loopback, reading a
 * bounded body and writing a reply. Only node:http, so the servers share nothing with the kit.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A reply computed by a route handler; the server turns it into bytes. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A running loopback server. */
export interface RunningServer {
  /** Base address, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** Stops listening and drops kept-alive connections. */
  close(): Promise<void>;
}

/** Handler called once per request with the raw body text (undefined when over the size cap). */
export type RawHandler = (req: IncomingMessage, bodyText: string | undefined) => Promise<Reply> | Reply;

/** How a reply is serialised; defects may change the media type. */
export interface WriteOptions {
  contentType: string;
}

/** Body size cap: larger bodies are answered 413 by the memory server without being parsed. */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * Starts `handler` on 127.0.0.1, port 0. A handler that throws answers 500: only deliberate defects
 * are meant to reach that path.
 *
 * @example
 * const server = await listenLoopback(() => ({ status: 200, body: { ok: true } }), () => jsonType);
 */
export async function listenLoopback(
  handler: RawHandler,
  writeOptions: () => WriteOptions,
): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void serve(req, res, handler, writeOptions());
  });
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

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  handler: RawHandler,
  options: WriteOptions,
): Promise<void> {
  let reply: Reply;
  try {
    const text = await readBody(req);
    reply = await handler(req, text);
  } catch (error) {
    reply = { status: 500, body: { error: 'internal', message: String(error) } };
  }
  try {
    writeReply(res, reply, options);
  } catch {
    // A reply that cannot be written (never expected) drops the connection instead of the process.
    res.destroy();
  }
}

/** Reads the whole body as UTF-8; undefined when it exceeds MAX_BODY_BYTES. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function writeReply(res: ServerResponse, reply: Reply, options: WriteOptions): void {
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': options.contentType,
    'content-length': Buffer.byteLength(payload),
    ...reply.headers,
  });
  res.end(payload);
}

/** The JSON media type every correct reply carries. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Splits a request target into its path and its query parameters. */
export function splitTarget(req: IncomingMessage): { path: string; query: URLSearchParams } {
  // Split by hand: URL parsing would read a target such as `//host/path` as a host name.
  // Absolute-form targets (`http://host/path`) name the same resource as their path.
  const raw = (req.url ?? '/').replace(/^https?:\/\/[^/?]*/i, '') || '/';
  const mark = raw.indexOf('?');
  const path = mark === -1 ? raw : raw.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : raw.slice(mark + 1));
  return { path: path.replace(/\/+$/, '') || '/', query };
}

/** Percent-decodes a path segment; a malformed escape is kept as written instead of throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A plain JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>;

/** True when `value` is a plain JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
