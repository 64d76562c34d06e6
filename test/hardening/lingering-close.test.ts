/**
 * Hardening 5b: a client that writes its whole request before it reads (Python's http.client,
 * many simple clients) still reads the 413 of a body over the limit. The mock answers before it has
 * read the body; had it then closed the socket with the rest of the body unread, the kernel would
 * reset the connection, and a reset throws away the answer the client had not read yet. Direct and
 * through the Prism front (which answers such a body itself), over raw sockets on loopback.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { authHeaders } from './support/memory-fixture.js';

const mib = 1_048_576;

/** What a write-then-read client got: the answer's text, or the error that took its place. */
interface WriteThenRead {
  text: string;
  error: string | null;
}

/**
 * Sends `POST /v1/atoms` with a body of `bytes` bytes and does not read a byte until all of it is
 * written (the socket is paused meanwhile), then reads to the end.
 */
function writeThenRead(url: string, bytes: number): Promise<WriteThenRead> {
  const { hostname, port } = new URL(url);
  const headers = Object.entries({ ...authHeaders(), 'content-length': String(bytes) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const finish = () => resolve({ text: Buffer.concat(chunks).toString('utf8'), error });
    socket.pause();
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', finish);
    socket.write(`POST /v1/atoms HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${headers}\r\n`);
    // The body as one write: its callback comes once the kernel took the last byte.
    socket.write(Buffer.alloc(bytes, 0x20), () => {
      socket.end();
      socket.resume();
    });
  });
}

for (const mode of ['direct', 'Prism-validated'] as const) {
  describe(`[H5b] a 413 reaches a client that reads only after writing, ${mode}`, () => {
    let mock: RunningMock;
    beforeAll(async () => {
      mock = await startMock({ api: 'memory', port: 0, direct: mode === 'direct', log: () => {} });
    }, 60_000);
    afterAll(async () => {
      await mock?.close();
    });

    it.each([
      ['just over 1 MiB', mib + 4096],
      ['2 MiB', 2 * mib],
      ['8 MiB', 8 * mib],
    ])('[H5b-1] a body of %s: the 413 in the error shape, no reset', async (_title, bytes) => {
      const seen = await writeThenRead(mock.url, bytes);
      expect(seen.error, `the client saw ${seen.error} and ${seen.text.length} bytes`).toBeNull();
      const [head = '', body = ''] = seen.text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toMatchObject({ error: 'payload_too_large' });
    });

    it('[H5b-2] a client that never stops sending is cut off after the linger', async () => {
      const { hostname, port } = new URL(mock.url);
      const socket = connect(Number(port), hostname);
      const closed = new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('error', () => {});
        socket.on('close', () => resolve(Date.now() - started));
      });
      socket.write(`POST /v1/atoms HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const frame = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      const pump = setInterval(() => {
        if (!socket.destroyed) socket.write(frame);
      }, 5);
      try {
        // Bounded: the mock's linger (2 s) plus generous slack on a busy machine.
        expect(await closed).toBeLessThan(20_000);
      } finally {
        clearInterval(pump);
        socket.destroy();
      }
    }, 30_000);
  });
}
