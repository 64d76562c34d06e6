/**
 * Hardening 5: the documented body limits. A body of exactly 1 MiB is served and one byte more is
 * a 413 `payload_too_large`; nesting of exactly 32 levels is served and 33 is a 400 `bad_request`;
 * both in the `{error, message}` shape, in process, over HTTP in direct mode (declared and chunked
 * bodies), and through the Prism-validated front, which answers refused bodies itself.
 * @see ../../openapi/memory.yaml x-inferred-decisions ("at most 1 MiB (413), nested at most 32 levels")
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import {
  authHeaders,
  createHardenedMemoryEngine,
  engineRequest,
  seedMemory,
  stateOf,
} from './support/memory-fixture.js';
import { createRawClient } from './support/raw-http.js';

const mib = 1_048_576;

/** A valid createAtoms body of exactly `bytes` bytes: the padding sits in metadata, which is open. */
function atomsBodyOfSize(anchorId: string, bytes: number): Buffer {
  const head = { anchor_id: anchorId, content: 'sized body', metadata: { pad: '' } };
  const base = Buffer.byteLength(JSON.stringify(head));
  return Buffer.from(JSON.stringify({ ...head, metadata: { pad: 'x'.repeat(bytes - base) } }));
}

/** A valid createAtoms body whose metadata nests arrays so the whole body is `levels` deep. */
function atomsBodyOfDepth(anchorId: string, levels: number): string {
  // The body object is level 1 and metadata level 2; the arrays supply the rest. Built as text:
  // JSON.stringify itself would overflow the stack on the deepest case.
  const arrays = levels - 2;
  const nested = `${'['.repeat(arrays)}"leaf"${']'.repeat(arrays)}`;
  return `{"anchor_id":"${anchorId}","content":"deep body","metadata":{"deep":${nested}}}`;
}

type Case = [
  title: string,
  body: (anchorId: string) => Buffer | string,
  status: number,
  error: string | null,
];

const cases: Case[] = [
  ['exactly 1 MiB is served', (id) => atomsBodyOfSize(id, mib), 201, null],
  ['1 MiB and one byte is a 413', (id) => atomsBodyOfSize(id, mib + 1), 413, 'payload_too_large'],
  ['8 MiB is a 413', (id) => atomsBodyOfSize(id, 8 * mib), 413, 'payload_too_large'],
  ['nesting of exactly 32 levels is served', (id) => atomsBodyOfDepth(id, 32), 201, null],
  ['nesting of 33 levels is a 400', (id) => atomsBodyOfDepth(id, 33), 400, 'bad_request'],
  ['nesting of 100,000 levels is a 400', (id) => atomsBodyOfDepth(id, 100_000), 400, 'bad_request'],
  [
    'brackets inside strings do not count as nesting',
    (id) => JSON.stringify({ anchor_id: id, content: '['.repeat(5_000) }),
    201,
    null,
  ],
];

function expectRefusal(status: number, body: unknown, wantStatus: number, wantError: string | null): void {
  expect(status).toBe(wantStatus);
  if (wantError === null) return;
  expect(body).toEqual({ error: wantError, message: expect.any(String) });
}

describe('[H5] body limits in process', () => {
  let engine: Engine;
  let anchorId: string;
  beforeAll(async () => {
    ({ engine } = createHardenedMemoryEngine());
    ({ anchorId } = await seedMemory(engine));
  });

  it.each(cases)('[H5.1] %s', async (_title, body, status, error) => {
    const before = stateOf(engine);
    const raw = body(anchorId);
    const response = await engine.handle(
      engineRequest('POST', '/v1/atoms', typeof raw === 'string' ? raw : new Uint8Array(raw)),
    );
    expectRefusal(response.status, response.body, status, error);
    if (error !== null) expect(stateOf(engine)).toBe(before);
  });

  it('[H5.2] the 413 message names the documented limit', async () => {
    const response = await engine.handle(
      engineRequest('POST', '/v1/atoms', new Uint8Array(atomsBodyOfSize(anchorId, mib + 1))),
    );
    expect((response.body as { message: string }).message).toContain(String(mib));
  });
});

/** Sends a body as chunks without Content-Length, so the server only learns its size by reading. */
function sendChunked(url: string, path: string, body: Buffer): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path,
        headers: { ...authHeaders(), 'transfer-encoding': 'chunked' },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => {
            resolve({
              status: incoming.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
            });
          });
      },
    );
    // The server may answer and close before the last chunk: that is the point, not a failure.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    for (let i = 0; i < body.length; i += 64 * 1024) outgoing.write(body.subarray(i, i + 64 * 1024));
    outgoing.end();
  });
}

for (const mode of ['direct', 'Prism-validated'] as const) {
  describe(`[H5] body limits over HTTP, ${mode}`, () => {
    let mock: RunningMock;
    let anchorId: string;
    beforeAll(async () => {
      mock = await startMock({
        api: 'memory',
        port: 0,
        direct: mode === 'direct',
        rateLimit: false,
        seed: 3,
        log: () => {},
      });
      ({ anchorId } = await seedMemory(mock.engine));
    }, 60_000);
    afterAll(async () => {
      await mock?.close();
    });

    it.each(cases)('[H5.3] %s', async (_title, body, status, error) => {
      const client = createRawClient(mock.url);
      const before = stateOf(mock.engine.engine);
      try {
        const response = await client.send({
          method: 'POST',
          path: '/v1/atoms',
          headers: authHeaders(),
          body: body(anchorId),
        });
        expectRefusal(response.status, response.body, status, error);
        if (error !== null) expect(stateOf(mock.engine.engine)).toBe(before);
        if (status === 413) expect(response.headers.connection).toBe('close');
      } finally {
        client.close();
      }
    });

    it('[H5.4] a chunked body (no Content-Length) over 1 MiB is a 413 too', async () => {
      const response = await sendChunked(mock.url, '/v1/atoms', atomsBodyOfSize(anchorId, 3 * mib));
      expectRefusal(response.status, response.body, 413, 'payload_too_large');
    });
  });
}
