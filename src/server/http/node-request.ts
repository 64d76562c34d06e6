import type { IncomingMessage, ServerResponse } from 'node:http';
import { createBodyCache } from '../../engine/http/pipeline/body-cache.js';
import type { EngineRequest, EngineResponse } from '../../engine/http/pipeline/types.js';

/**
 * One request as it arrived, read once where a node listener receives it ({@link arrive}) and
 * handed to every check and step after it, so none reads node's message again for the same facts.
 */
export interface Arrival {
  /** Node's request: its method, url, socket and body stream. */
  readonly message: IncomingMessage;
  /**
   * Every header as sent, lower-cased, repeated ones joined with ", " (node's `headers` drops some
   * duplicates). The one map of the request: the engine's request carries it, and the inner
   * listener takes the front's secret off it (front-secret.ts) so the journal never shows it.
   */
  readonly headers: Record<string, string>;
  /** The request target without its query: `/v1/recall` for `/v1/recall?x=1`; `/` when none. */
  readonly path: string;
}

/**
 * Reads a request's facts once, at the top of a node listener. The header map is built from
 * rawHeaders: reading `message.headers` instead would make node build a map of its own on every
 * request, which the hot path does not need.
 * @example const arrival = arrive(request); if (!guardRequest(arrival, response, policy, token)) return;
 */
export function arrive(message: IncomingMessage): Arrival {
  const headers: Record<string, string> = Object.create(null);
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    const seen = headers[name];
    headers[name] = seen === undefined ? value : `${seen}, ${value}`;
  }
  const url = message.url ?? '/';
  const mark = url.indexOf('?');
  return { message, headers, path: mark === -1 ? url : url.slice(0, mark) };
}

/** A request body as read by {@link readBody}. */
export interface BodyRead {
  /** The bytes, or `null` for an empty body or one that was too large to read. */
  body: Uint8Array | null;
  /** The body exceeded the limit; reading stopped, and the connection must close after the answer. */
  tooLarge: boolean;
}

const ignore = () => {};
const noBody: BodyRead = Object.freeze({ body: null, tooLarge: false });

/**
 * Reads a request body of at most `limit` bytes. Past the limit it stops reading (pauses the
 * socket) instead of buffering what an oversized or hostile client keeps sending; a declared
 * Content-Length over the limit is refused before a byte is read. Rejects when the client aborts.
 */
export function readBody(arrival: Arrival, limit: number): Promise<BodyRead> {
  const { message: request, headers } = arrival;
  // An abort after we stopped listening must not become an unhandled 'error' event (a crash).
  request.on('error', ignore);
  // No length and no chunked encoding: HTTP/1.1 says there is no body (a GET, mostly). Nothing to
  // wait for; node discards the empty stream once the response is finished.
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    return Promise.resolve(noBody);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      request.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort);
    };
    const stop = () => {
      cleanup();
      request.pause();
      resolve({ body: null, tooLarge: true });
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop();
      else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ body: size === 0 ? null : Buffer.concat(chunks, size), tooLarge: false });
    };
    const onAbort = () => {
      cleanup();
      reject(new Error('client aborted the request'));
    };
    if (Number(headers['content-length']) > limit) return stop();
    request.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort);
  });
}

/** Origin the client used. Behind our front the Host header names Prism, so the front forwards it. */
function originOf(arrival: Arrival, trustForwarded: boolean): string {
  const { headers, message } = arrival;
  const forwarded = trustForwarded ? headers['x-forwarded-host'] : undefined;
  if (typeof forwarded === 'string' && forwarded !== '') {
    return `${headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${forwarded}`;
  }
  const host = headers.host ?? `${message.socket.localAddress}:${message.socket.localPort}`;
  return `http://${host}`;
}

/** Turns an arrived request and its body into the engine's plain-data request. */
export function toEngineRequest(arrival: Arrival, read: BodyRead, trustForwarded = false): EngineRequest {
  const { message, path } = arrival;
  const url = message.url ?? '/';
  return {
    method: (message.method ?? 'GET').toUpperCase(),
    path,
    // The query is what follows the `?` that ended the path: nothing when the url has none.
    query: new URLSearchParams(url.slice(path.length + 1)),
    headers: arrival.headers,
    body: read.body,
    bodyTooLarge: read.tooLarge,
    origin: originOf(arrival, trustForwarded),
  };
}

/** Serialised bodies of one engine's keyed responses, as bytes; see createBodyCache. */
export type BodyCache = ReturnType<typeof createBodyCache<Buffer>>;

/** A cache for one adapter: event pages are serialised and encoded once. */
export function createNodeBodyCache(): BodyCache {
  return createBodyCache((text) => Buffer.from(text));
}

/**
 * Writes an engine response. `close` ends the connection: used when a body was left unread.
 * `cache` lets responses with a cache key reuse their serialised bytes.
 */
export function writeResponse(
  response: ServerResponse,
  answer: EngineResponse,
  extraHeaders: Record<string, string> = {},
  close = false,
  cache?: BodyCache,
): void {
  if (response.headersSent || response.destroyed) return;
  // The cache first: a keyed body it holds is never read (reading may be what builds it).
  const text = cache
    ? (cache(answer) ?? '')
    : answer.body === null || answer.body === undefined
      ? ''
      : (answer.json ?? JSON.stringify(answer.body));
  // A flat [name, value, ...] list: node takes it as it is, without walking an object's keys.
  const headers: (string | number)[] = [];
  for (const name in answer.headers) {
    if (!(name in extraHeaders)) headers.push(name, answer.headers[name] as string);
  }
  for (const name in extraHeaders) headers.push(name, extraHeaders[name] as string);
  // A recall's byte length is known from its pieces (EngineResponse.jsonBytes): counting it here
  // was a pass over the whole text, 4% of a recall served.
  const bytes =
    typeof text !== 'string'
      ? text.byteLength
      : text === answer.json && answer.jsonBytes !== undefined
        ? answer.jsonBytes
        : Buffer.byteLength(text);
  headers.push('content-length', bytes);
  if (close) {
    headers.push('connection', 'close');
    lingerOnClose(response);
  }
  response.writeHead(answer.status, headers);
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/** How long, and how many more bytes, a lingering close reads before it gives up on the client. */
const linger = { ms: 2_000, bytes: 16 * 1024 * 1024 } as const;

/**
 * Closes the connection of an answer given before its request's body was read (a 413) the way
 * nginx's lingering close does, so the client reads the answer. Closing a socket with unread bytes
 * makes the kernel send a reset, and a reset throws away what the client had received but not yet
 * read: on a fast machine a client still writing its 2 MB body lost its 413 that way. So instead of
 * node's close when the answer is written (`destroySoon`, called for `connection: close`), our
 * side is ended (the client sees the answer, then end of stream) and the rest of the body is read
 * and dropped until the client closes too, at most `linger.ms` and `linger.bytes` more.
 */
function lingerOnClose(response: ServerResponse): void {
  const { socket, req: request } = response;
  if (socket === null) return;
  socket.destroySoon = () => {
    socket.end();
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(done, linger.ms);
    socket.once('end', done).once('close', () => clearTimeout(timer));
    request.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > linger.bytes) done();
    });
    request.resume();
  };
}
