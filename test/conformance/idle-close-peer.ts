import { Worker } from 'node:worker_threads';

/** What the peer saw: requests by their `x-test-id`, and the connections it accepted. */
export interface PeerTally {
  seen: Record<string, number>;
  connections: number;
}

/** A server on its own thread, so it closes idle connections while the test's thread is busy. */
export interface ClosingPeer {
  url: string;
  tally(): Promise<PeerTally>;
  close(): Promise<void>;
}

// Runs in the worker: node:http with its own idle timer (20 ms by default, no Keep-Alive hint). With
// `dropSecond`, the second request of a connection is read and counted, then the connection
// dropped without an answer: a server that applied a request and failed before answering.
const source = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const seen = {};
let connections = 0;
const server = createServer({ keepAliveTimeout: 0 }, (request, reply) => {
  const socket = request.socket;
  clearTimeout(socket.idle);
  socket.count = (socket.count ?? 0) + 1;
  request.resume();
  request.on('end', () => {
    const id = String(request.headers['x-test-id']);
    seen[id] = (seen[id] ?? 0) + 1;
    if (workerData.dropSecond && socket.count === 2) return socket.destroy();
    reply.writeHead(200, { 'content-type': 'application/json' });
    reply.end(JSON.stringify({ id }));
    reply.on('finish', () => { socket.idle = setTimeout(() => socket.destroy(), workerData.idleMs); });
  });
});
server.on('connection', () => connections++);
parentPort.on('message', (message) => {
  if (message === 'tally') parentPort.postMessage({ seen, connections });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/**
 * Starts the peer on 127.0.0.1 in a worker thread.
 * @example const peer = await startClosingPeer(); ... (await peer.tally()).seen['a']
 */
export async function startClosingPeer(
  options: { dropSecond?: boolean; idleMs?: number } = {},
): Promise<ClosingPeer> {
  const workerData = { dropSecond: options.dropSecond === true, idleMs: options.idleMs ?? 20 };
  const worker = new Worker(source, { eval: true, workerData });
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

/** Blocks this thread for `ms`: the peer's idle close happens, and this side has not read it yet. */
export function blockFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
