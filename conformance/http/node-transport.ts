import { type ClientRequest, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { createAgentPool, type Way } from './agents.js';
import type { ProxyEnv } from './proxy.js';
import { readBody, toResponse } from './read-response.js';
import { type AbortedAt, faultOf, TransportFault } from './transport-fault.js';

export { type AbortedAt, type Fault, TransportFault } from './transport-fault.js';

/** TLS, proxy and connection reuse settings of the run's transport. */
export interface TransportOptions {
  /** PEM text of extra certificate authorities to trust (the `--ca` file's contents). */
  ca?: string | undefined;
  /** Accept any certificate (a staging gateway's); the documents' rules are still judged. */
  insecure?: boolean | undefined;
  /** Where `https_proxy`, `http_proxy` and `no_proxy` are read; the process's environment by default. */
  env?: ProxyEnv | undefined;
  /**
   * How long a kept-alive connection may have sat idle and still carry a request that may not be
   * sent twice (a POST). Default {@link postReuseIdleMs}.
   */
  postReuseIdleMs?: number | undefined;
}

/** The run's own HTTP client: a fetch whose abort destroys the socket, and a close for the end of a run. */
export interface Transport {
  fetch: (request: Request) => Promise<Response>;
  /** Destroys every socket, idle or busy: nothing of the run keeps the process alive. */
  close(): void;
}

/**
 * A POST goes out on a kept-alive connection only if that connection's last request was sent
 * this recently. A peer may close an idle connection at any moment, and a POST written to one it
 * has closed fails with nothing to tell whether the server applied it, so it may not be sent
 * again; a connection whose last exchange started a moment ago cannot have sat idle longer than
 * that (a burst of quick requests keeps one connection). After any pause, a slow answer or a
 * check's own work, a POST gets a new connection; against a distant deployment, where an
 * exchange takes longer than this, every POST does, unless the peer said how long it keeps an
 * idle connection (`Keep-Alive: timeout=N`, which Node's server sends): then N - 1 s. 5 ms leaves a
 * gateway that closes idle connections after 20 ms with no hint a margin of 15 ms to read the
 * request.
 */
export const postReuseIdleMs = 5;

/** Methods the suite may send twice when a kept-alive connection fails before any answer (RFC 9110 9.2.2). */
const idempotentMethods = new Set(['GET', 'HEAD']);

/**
 * Creates the run's transport on node:http and node:https with its own keep-alive agents, through
 * the proxy the environment names (`proxyFor`). An aborted signal destroys the request's socket (a
 * fetch abort may only end the promise, leaving a socket that keeps Node alive after the verdict);
 * `close` destroys the rest. A GET or HEAD that fails on a reused connection before a byte of its
 * answer came is sent once more on a new connection (the peer closed it while it sat idle); a POST
 * is never sent twice, and never on a connection idle longer than `postReuseIdleMs`.
 * @example const transport = createNodeTransport({ ca }); try { await transport.fetch(request); } finally { transport.close(); }
 */
export function createNodeTransport(options: TransportOptions = {}): Transport {
  const pool = createAgentPool(options);
  const reuseIdleMs = options.postReuseIdleMs ?? postReuseIdleMs;
  const open = new Set<ClientRequest>();

  function attempt(
    request: Request,
    body: Buffer | undefined,
    way: Way,
    idempotent: boolean,
    first = true,
  ): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    if (body) headers['content-length'] = String(body.length);
    const signal = request.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let status: number | undefined;
      let bytes = 0;
      let connected = false;
      let socket: Socket | undefined;
      let readBefore = 0;
      // A socket destroyed before the request was handed it: nothing of the request went out.
      let deadOnArrival = false;
      const https = url.protocol === 'https:';
      const make = https ? httpsRequest : httpRequest;
      const tls = https ? way.tls : {};
      const outgoing = make(url, { method: request.method, headers, agent: way.agent, ...tls });
      open.add(outgoing);
      outgoing.on('socket', (assigned) => {
        socket = assigned;
        readBefore = assigned.bytesRead;
        deadOnArrival = outgoing.reusedSocket && assigned.destroyed;
        pool.markUsed(assigned);
        // A kept-alive socket is connected already; a new one says so on 'connect'.
        if (!assigned.connecting) connected = true;
        else assigned.once('connect', () => (connected = true));
      });
      const onAbort = () => {
        const phase = !connected ? 'connecting' : status === undefined ? 'waiting' : 'body';
        const at: AbortedAt = { phase, status, bytes, proxy: way.proxy?.shown };
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
        const unanswered = status === undefined && (socket?.bytesRead ?? 0) === readBefore;
        const again = deadOnArrival || (idempotent && outgoing.reusedSocket && unanswered);
        if (first && again && !signal.aborted) {
          // The peer closed the kept-alive connection while it sat idle: every idle one is suspect.
          pool.dropIdle(way.agent, 0);
          resolve(attempt(request, body, way, idempotent, false));
          return;
        }
        reject(faultOf(error, url, connected, way.proxy));
      });
      outgoing.on('response', (message) => {
        status = message.statusCode;
        if (socket) pool.noteHint(socket, String(message.headers['keep-alive'] ?? ''));
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

  async function send(request: Request): Promise<Response> {
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    let way: Way;
    try {
      way = pool.wayOf(new URL(request.url));
    } catch (error) {
      throw new TransportFault('failed', (error as Error).message, false);
    }
    const repeatable = idempotentMethods.has(request.method);
    if (!repeatable) await pool.settle(way.agent, reuseIdleMs);
    return attempt(request, body, way, repeatable);
  }

  return {
    fetch: send,
    close() {
      for (const outgoing of open) outgoing.destroy();
      open.clear();
      pool.destroy();
    },
  };
}
