/** Small HTTP helpers for the server tests: JSON calls, and raw sockets for what fetch cannot do. */
import { connect } from 'node:net';

/** Headers of the default memory tenant. */
export const memoryHeaders = {
  authorization: 'Bearer ck_test_key',
  'x-workspace-id': 'ws_main',
  'content-type': 'application/json',
} as const;

/** A parsed JSON answer. */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are read as loose JSON.
  body: any;
}

/** Sends a request (an object body as JSON) and parses the answer as JSON when there is one. */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<JsonAnswer> {
  const body =
    init.body === undefined || typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.headers ?? {},
    body: body as string | undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/** What came back on a raw socket. */
export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Writes `head` (request line and headers, without the blank line) and `body` on a raw socket and
 * does NOT finish the request: resolves as soon as a complete answer arrived. So a test can prove
 * the server answered without reading (or waiting for) a body it was promised.
 */
export function rawExchange(url: string, head: string, body: Buffer | string = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within 10s; got: ${received.toString().slice(0, 300)}`));
    }, 10_000);
    socket.on('error', () => {}); // the server may reset a connection it stopped reading
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      // Skip interim answers such as 100 Continue.
      const start = text.search(/HTTP\/1\.1 [2-5]\d\d/);
      const end = text.indexOf('\r\n\r\n', start);
      if (start === -1 || end === -1) return;
      const headText = text.slice(start, end);
      const length = Number(/content-length: (\d+)/i.exec(headText)?.[1] ?? 0);
      if (text.length - end - 4 < length) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: Number(headText.slice(9, 12)),
        head: headText,
        body: text.slice(end + 4, end + 4 + length),
      });
    });
    socket.write(`${head}\r\nHost: ${hostname}:${port}\r\n\r\n`);
    if (body.length > 0) socket.write(body);
  });
}
