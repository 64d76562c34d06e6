import { createServer, type IncomingMessage } from 'node:http';
import { releasesEngine } from './engines.js';
import { listen } from './serve-engine.js';

/** A releases server that turns slow, and what it saw: the tests of a cancelled run read it. */
export interface SlowServer {
  url: string;
  /** How many requests have arrived so far. */
  count(): number;
  /** Resolves when request number `holdFrom` arrives, the first one held. */
  held: Promise<void>;
  /**
   * Resolves when the client closes the connection of a request before its answer was written:
   * the run aborted it rather than waiting for it.
   */
  abandoned: Promise<void>;
  close(): Promise<void>;
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks) : null;
  return new Request(new URL(message.url ?? '/', origin), { method: message.method, headers, body });
}

/**
 * Serves the kit's releases engine on 127.0.0.1, port 0, answering the first `holdFrom - 1`
 * requests at once and every later one only after `holdMs`, so a run is sure to have a request in
 * flight when it is cancelled. A held request whose client goes away is not answered, and its
 * timer is cleared, so the server keeps nothing alive but its listening socket. With
 * `rateLimited`, the later ones are answered at once instead, with a 429 whose Retry-After is
 * `holdMs`: the run waits it out between requests.
 * @example const server = await startSlowServer({ holdFrom: 4, holdMs: 1_500 });
 */
export async function startSlowServer(options: {
  holdFrom: number;
  holdMs: number;
  rateLimited?: boolean;
}): Promise<SlowServer> {
  const engine = releasesEngine();
  let count = 0;
  let onHeld = () => {};
  let onAbandoned = () => {};
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const abandoned = new Promise<void>((resolve) => (onAbandoned = resolve));
  let origin = '';
  const server = createServer(async (message, reply) => {
    const number = ++count;
    let gone = false;
    reply.on('close', () => {
      gone = !reply.writableFinished;
      if (gone) onAbandoned();
    });
    const request = await toRequest(message, origin);
    if (number === options.holdFrom) onHeld();
    if (number >= options.holdFrom && options.rateLimited) {
      const retryAfter = String(Math.ceil(options.holdMs / 1_000));
      reply.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
      reply.end('{"detail":"slow down"}');
      return;
    }
    if (number >= options.holdFrom) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.holdMs);
        reply.on('close', () => clearTimeout(timer));
      });
      if (gone) return;
    }
    const response = await engine.fetch(request);
    const body = Buffer.from(await response.arrayBuffer());
    reply.writeHead(response.status, Object.fromEntries(response.headers));
    reply.end(body);
  });
  const served = await listen(server);
  origin = served.url;
  return { url: served.url, count: () => count, held, abandoned, close: served.close };
}
