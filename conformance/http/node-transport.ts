import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * What went wrong on the wire, as a failure report names it: `refused`, `dns` and `no-route` made no
 * connection; the others happened on one.
 */
export type Fault = 'timeout' | 'reset' | 'truncated' | 'refused' | 'dns' | 'no-route' | 'tls' | 'failed';

/**
 * A request that got no complete response. `fault` is the kind the report names; `connected` says
 * whether the server accepted the connection; the message says what was seen (status and bytes so
 * far, the socket error).
 */
export class TransportFault extends Error {
  override readonly name = 'TransportFault';
  constructor(
    readonly fault: Fault,
    message: string,
    readonly connected = true,
  ) {
    super(message);
  }
}

/** Where a request stood when its deadline came: attached to the abort reason for the recorder's words. */
export interface AbortedAt {
  /** `connecting`: no connection yet; `waiting`: connected, nothing came; `body`: a status came, the body stopped. */
  phase: 'connecting' | 'waiting' | 'body';
  status?: number | undefined;
  bytes: number;
}

/** TLS settings of the run's transport. */
export interface TransportOptions {
  /** PEM text of extra certificate authorities to trust (the `--ca` file's contents). */
  ca?: string | undefined;
  /** Accept any certificate (a staging gateway's); the documents' rules are still judged. */
  insecure?: boolean | undefined;
}

/** The run's own HTTP client: a fetch whose abort destroys the socket, and a close for the end of a run. */
export interface Transport {
  fetch: (request: Request) => Promise<Response>;
  /** Destroys every socket, idle or busy: nothing of the run keeps the process alive. */
  close(): void;
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

function faultOf(error: NodeJS.ErrnoException, url: URL, connected: boolean): TransportFault {
  const code = error.code ?? '';
  const at = `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
  if (code === 'ECONNREFUSED') {
    return new TransportFault('refused', `connection refused: nothing listens at ${at}, ${code}`, false);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return new TransportFault('dns', `the host name ${url.hostname} does not resolve, ${code}`, false);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    return new TransportFault('no-route', `no route to ${at}, ${code}`, false);
  }
  if (
    /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL|EPROTO/.test(code) ||
    /certificate/i.test(error.message)
  ) {
    return new TransportFault('tls', `TLS handshake failed: ${code || error.message}`);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(error.message)) {
    const what = connected
      ? 'accepted the connection, then closed it without an answer'
      : 'the connection was reset before it was made';
    return new TransportFault('reset', `${what}, ${code || error.message}`, connected);
  }
  return new TransportFault('failed', `connection failed: ${code || error.message}`, connected);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const name = (encoding ?? '').trim().toLowerCase();
  try {
    if (name === 'gzip' || name === 'x-gzip') return gunzipSync(body);
    if (name === 'deflate') return inflateSync(body);
    if (name === 'br') return brotliDecompressSync(body);
  } catch (error) {
    throw new TransportFault(
      'truncated',
      `a ${name} body that does not decompress: ${(error as Error).message}`,
    );
  }
  return body;
}

function toResponse(message: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index] as string, raw[index + 1] as string);
    } catch {
      // A header value fetch would refuse is left out rather than failing the exchange.
    }
  }
  const status = message.statusCode ?? 0;
  if (status < 200 || status > 599) throw new TransportFault('failed', `an invalid status code ${status}`);
  const decoded = decode(body, message.headers['content-encoding']);
  return new Response(nullBodyStatuses.has(status) ? null : new Uint8Array(decoded), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
}

/** Reads the whole body; rejects when it ends before it is complete. */
function readBody(message: IncomingMessage, onBytes: (bytes: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    message.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      bytes += chunk.length;
      onBytes(bytes);
    });
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', () => undefined);
    message.on('close', () => {
      if (message.complete) return;
      const length = message.headers['content-length'];
      const of = length === undefined ? 'of a chunked body' : `of the ${length} its Content-Length declares`;
      reject(
        new TransportFault(
          'truncated',
          `answered ${message.statusCode}, then stopped after ${bytes} bytes ${of}: the connection closed`,
        ),
      );
    });
  });
}

/**
 * Creates the run's transport on node:http and node:https with its own agents. An aborted signal
 * destroys the request's socket (a fetch abort may only end the promise, leaving a socket that keeps
 * Node alive after the verdict); `close` destroys the rest.
 * @example const transport = createNodeTransport({ ca }); try { await transport.fetch(request); } finally { transport.close(); }
 */
export function createNodeTransport(options: TransportOptions = {}): Transport {
  const http = new HttpAgent({ keepAlive: true });
  const https = new HttpsAgent({
    keepAlive: true,
    ...(options.ca ? { ca: options.ca } : {}),
    rejectUnauthorized: options.insecure !== true,
  });
  const open = new Set<ClientRequest>();

  async function send(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    if (body) headers['content-length'] = String(body.length);
    const isHttps = url.protocol === 'https:';
    const signal = request.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let status: number | undefined;
      let bytes = 0;
      let connected = false;
      const make = isHttps ? httpsRequest : httpRequest;
      const outgoing = make(url, { method: request.method, headers, agent: isHttps ? https : http });
      open.add(outgoing);
      outgoing.on('socket', (socket) => {
        // A kept-alive socket is connected already; a new one says so on 'connect'.
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      const onAbort = () => {
        const phase = !connected ? 'connecting' : status === undefined ? 'waiting' : 'body';
        const at: AbortedAt = { phase, status, bytes };
        reject(Object.assign(signal.reason as Error, { abortedAt: at }));
        outgoing.destroy();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        signal.removeEventListener('abort', onAbort);
        open.delete(outgoing);
      };
      outgoing.on('error', (error) => {
        done();
        reject(faultOf(error, url, connected));
      });
      outgoing.on('response', (message) => {
        status = message.statusCode;
        readBody(message, (count) => {
          bytes = count;
        })
          .then((buffer) => resolve(toResponse(message, buffer)))
          .catch(reject)
          .finally(done);
      });
      outgoing.end(body);
    });
  }

  return {
    fetch: send,
    close() {
      for (const outgoing of open) outgoing.destroy();
      open.clear();
      http.destroy();
      https.destroy();
    },
  };
}
