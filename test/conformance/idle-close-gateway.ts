import { Worker } from 'node:worker_threads';

/** What the gateway saw: every request it took, and how its connections ended. */
export interface GatewayTally {
  /** Requests it read, in all. */
  requests: number;
  /** Requests that came on a connection that had answered one before (a kept-alive socket reused). */
  reused: number;
  /** Connections the gateway closed because they sat idle past `idleMs` after an answer. */
  idleCloses: number;
}

/** A running gateway; `close` ends it and every connection it holds. */
export interface IdleClosingGateway {
  url: string;
  tally(): Promise<GatewayTally>;
  close(): Promise<void>;
}

// Runs in the worker. Node's own server would say `Keep-Alive: timeout=N`: its timeout is off
// (keepAliveTimeout 0 sends no hint) and the idle timer is kept here. Forwards to the upstream on
// a kept-alive agent, without the hop-by-hop headers of either side.
const source = `
const { createServer, request: forward, Agent } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { upstream, idleMs } = workerData;
const tally = { requests: 0, reused: 0, idleCloses: 0 };
const agent = new Agent({ keepAlive: true });
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);
const kept = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
async function readAll(message) {
  const chunks = [];
  for await (const chunk of message) chunks.push(chunk);
  return Buffer.concat(chunks);
}
const server = createServer({ keepAliveTimeout: 0 }, async (request, reply) => {
  const socket = request.socket;
  clearTimeout(socket.idle);
  clearImmediate(socket.idle);
  tally.requests++;
  if (socket.answered) tally.reused++;
  const body = await readAll(request);
  const out = forward(new URL(request.url, upstream), { method: request.method, headers: kept(request.headers), agent }, async (answer) => {
    const bytes = await readAll(answer);
    reply.writeHead(answer.statusCode, { ...kept(answer.headers), 'content-length': String(bytes.length) });
    reply.end(bytes);
  });
  out.on('error', () => reply.destroy());
  out.end(body);
  reply.on('finish', () => {
    socket.answered = true;
    if (socket.destroyed) return;
    socket.idle = setTimeout(() => {
      // As nginx does, read what has arrived before the timers: a request already here is served.
      socket.idle = setImmediate(() => { tally.idleCloses++; socket.destroy(); });
    }, idleMs);
  });
});
parentPort.on('message', (message) => {
  if (message === 'tally') parentPort.postMessage({ ...tally });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/**
 * A gateway on 127.0.0.1 in front of `upstream` that closes a kept-alive connection once it has
 * sat idle for `idleMs` after an answer (20 ms by default), as a load balancer with a short idle
 * timeout does, and sends no `Keep-Alive` hint, so a client cannot know. It runs on a thread of
 * its own, as a gateway runs apart from its clients: its timer fires while the suite is busy. When
 * it fires, what has arrived is read first (as nginx handles events before timers), so a request
 * already in its socket is served, not dropped because the timer came first.
 * @example const gateway = await startIdleClosingGateway(memory.url); (await gateway.tally()).requests
 */
export async function startIdleClosingGateway(upstream: string, idleMs = 20): Promise<IdleClosingGateway> {
  const worker = new Worker(source, { eval: true, workerData: { upstream, idleMs } });
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    tally: () =>
      new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage('tally');
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
