import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request as forward } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';

/** A running forward proxy and what it was asked. */
export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`, with no credentials. */
  url: string;
  /** `GET http://host/path` for a request in absolute form, `CONNECT host:port` for a tunnel. */
  seen: string[];
  close(): Promise<void>;
}

/** Where the proxy sends each name it resolves: `host` (any port) to a port on 127.0.0.1. */
export type Names = Record<string, number>;

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te']);

/**
 * A forward proxy on 127.0.0.1, as a corporate one: requests in absolute form are forwarded,
 * CONNECT opens a tunnel; only the names in `names` resolve (anything else answers 502), so a
 * deployment under such a name is reachable through the proxy alone. With `credentials`
 * (`user:pass`) a request without the matching `Proxy-Authorization` is answered 407.
 * @example const proxy = await startForwardProxy({ 'memory.deployment.test': memoryPort });
 */
export async function startForwardProxy(names: Names, credentials?: string): Promise<ForwardProxy> {
  const seen: string[] = [];
  const agent = new Agent({ keepAlive: true });
  const expected = credentials ? `Basic ${Buffer.from(credentials).toString('base64')}` : undefined;
  const allowed = (header: string | undefined) => expected === undefined || header === expected;
  const sockets = new Set<Socket>();
  const server = createServer((request, reply) => {
    seen.push(`${request.method} ${request.url}`);
    if (!allowed(request.headers['proxy-authorization'])) {
      reply.writeHead(407, { 'proxy-authenticate': 'Basic realm="ck"' }).end();
      return;
    }
    const target = new URL(request.url ?? '/');
    const port = names[target.hostname];
    if (port === undefined) {
      reply
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`proxy: ${target.hostname} does not resolve`);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)),
    );
    const path = `${target.pathname}${target.search}`;
    const out = forward(
      { host: '127.0.0.1', port, method: request.method, path, headers, agent },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    out.on('error', () => reply.destroy());
    request.pipe(out);
  });
  server.on('connect', (request, client: Socket, head: Buffer) => {
    seen.push(`CONNECT ${request.url}`);
    if (!allowed(request.headers['proxy-authorization'])) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="ck"\r\n\r\n',
      );
      return;
    }
    const port = names[(request.url ?? '').replace(/:\d+$/, '')];
    if (port === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    sockets.add(upstream);
  });
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TLS front for one name, made at test time, and the certificate file that trusts it. */
export interface TlsFront {
  port: number;
  /** PEM file of its self-signed certificate, for `--ca`. */
  caFile: string;
  close(): void;
}

/**
 * Terminates TLS for `name` (a self-signed certificate made with openssl) and passes the bytes to
 * `upstreamPort` on 127.0.0.1: an https deployment under a name only the proxy resolves.
 * @example const front = await startTlsFront('memory.deployment.test', memoryPort);
 */
export async function startTlsFront(name: string, upstreamPort: number): Promise<TlsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'ck-proxy-tls-'));
  const at = (file: string) => join(dir, file);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${name}`],
      ...['-addext', `subjectAltName=DNS:${name}`, '-keyout', at('key.pem'), '-out', at('cert.pem')],
    ],
    { stdio: 'pipe' },
  );
  const sockets = new Set<Socket>();
  const server = createTlsServer(
    { key: readFileSync(at('key.pem')), cert: readFileSync(at('cert.pem')) },
    (secure) => {
      const upstream = connect(upstreamPort, '127.0.0.1');
      secure.pipe(upstream).pipe(secure);
      secure.on('error', () => upstream.destroy());
      upstream.on('error', () => secure.destroy());
      sockets.add(upstream);
      sockets.add(secure);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    caFile: at('cert.pem'),
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sets proxy variables for one test and gives back the ones it replaced. */
export function withProxyEnv(values: Record<string, string | undefined>): () => void {
  const names = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'];
  const before = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
  return () => {
    for (const name of names) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  };
}
