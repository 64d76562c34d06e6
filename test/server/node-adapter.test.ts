/**
 * The node:http adapter over real HTTP on loopback: the engine served directly (`--direct`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineRequest, EngineResponse } from '../../src/engine/http/pipeline/types.js';
import { createNodeHandler } from '../../src/server/http/node-adapter.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders, rawExchange } from './http-helpers.js';

let mock: RunningMock;
let stub: Server;
let stubUrl = '';
const seen: EngineRequest[] = [];

beforeAll(async () => {
  mock = await startMock({ api: 'memory', port: 0, direct: true, rateLimit: false });
  // A stub engine that records what the adapter made of each request.
  const engine = {
    handle: async (request: EngineRequest) => {
      seen.push(request);
      return { status: 200, headers: { 'content-type': 'application/json' }, body: { ok: true } };
    },
  };
  stub = createServer(createNodeHandler(engine));
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await mock?.close();
  stub?.closeAllConnections();
  await new Promise((resolve) => stub?.close(resolve));
});

describe('[SRV-ADAPTER] node:http adapter', () => {
  it('[SRV-ADAPTER-1] answers JSON from the engine', async () => {
    const answer = await call(`${mock.url}/v1/anchors`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { name: 'a', type: 'agent' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.anchor_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('[SRV-ADAPTER-11] a recall of text beyond ASCII declares the length of the bytes it sends', async () => {
    const anchor = await call(`${mock.url}/v1/anchors`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { name: 'bytes', type: 'agent' },
    });
    const contents = ['the café report ☕', 'a 📈 report in Zürich', 'plain report'];
    for (const content of contents)
      await call(`${mock.url}/v1/atoms`, {
        method: 'POST',
        headers: memoryHeaders,
        body: { anchor_id: anchor.body.anchor_id, content },
      });
    // Over a keep-alive connection, a wrong content-length would cut this answer or run into the next.
    const response = await fetch(`${mock.url}/v1/recall`, {
      method: 'POST',
      headers: memoryHeaders,
      body: JSON.stringify({ anchor_id: anchor.body.anchor_id, query: 'report' }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const body = JSON.parse(bytes.toString('utf8')) as { items: { content: string }[] };
    expect(body.items.map((item) => item.content).sort()).toEqual([...contents].sort());
  });

  it('[SRV-ADAPTER-2] an unknown path is a 404 in the error shape', async () => {
    const answer = await call(`${mock.url}/no/such/path`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('[SRV-ADAPTER-3] direct mode adds CORS headers for a local page and answers its preflights with 204', async () => {
    const origin = 'http://localhost:5173';
    const answer = await call(`${mock.url}/no/such/path`, { headers: { origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-expose-headers')).toContain('retry-after');
    // A browser test must be able to read the mock's own markers too.
    for (const marker of ['x-contract-kit-override', 'x-contract-kit-fault', 'x-contract-kit-validation']) {
      expect(answer.headers.get('access-control-expose-headers')).toContain(marker);
    }
    const preflight = await fetch(`${mock.url}/v1/anchors`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['authorization', 'x-api-key', 'x-workspace-id', 'content-type', 'prefer'])
      expect(allowed).toContain(name);
  });

  it('[SRV-ADAPTER-4] a declared oversized body is refused with 413 before a byte of it is sent', async () => {
    const head = `POST /v1/anchors HTTP/1.1\r\nAuthorization: Bearer ck_test_key\r\nX-Workspace-Id: ws_main\r\nContent-Type: application/json\r\nContent-Length: 50000000`;
    const answer = await rawExchange(mock.url, head);
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/connection: close/i);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'payload_too_large',
      message: expect.stringContaining('1048576'),
    });
  });

  it('[SRV-ADAPTER-5] a chunked body over the limit is answered 413 while the client is still sending', async () => {
    const chunk = Buffer.alloc(1_100_000, 0x61);
    const head =
      'POST /v1/anchors HTTP/1.1\r\nAuthorization: Bearer ck_test_key\r\nX-Workspace-Id: ws_main\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked';
    // One chunk just over the limit and no terminating chunk: a server that buffered to the end would never answer.
    const answer = await rawExchange(
      mock.url,
      head,
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toBe('payload_too_large');
  });

  it('[SRV-ADAPTER-6] malformed JSON is a 400 in the error shape', async () => {
    const answer = await call(`${mock.url}/v1/anchors`, {
      method: 'POST',
      headers: memoryHeaders,
      body: '{"name":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: expect.stringContaining('not valid JSON') });
  });

  it('[SRV-ADAPTER-7] a client that aborts mid-body breaks nothing', async () => {
    const { hostname, port } = new URL(mock.url);
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /v1/anchors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    const answer = await call(`${mock.url}/no/such/path`);
    expect(answer.status).toBe(404);
  });

  it('[SRV-ADAPTER-8] headers are lower-cased and repeats joined; path, query and origin are split out', async () => {
    seen.length = 0;
    const head = 'GET /a/b?x=1&x=2&y=%20z HTTP/1.1\r\nX-Workspace-Id: ws_main\r\nX-Tag: one\r\nX-Tag: two';
    await rawExchange(stubUrl, head);
    const request = seen[0];
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/a/b');
    expect(request?.query.getAll('x')).toEqual(['1', '2']);
    expect(request?.query.get('y')).toBe(' z');
    expect(request?.headers['x-workspace-id']).toBe('ws_main');
    expect(request?.headers['x-tag']).toBe('one, two');
    expect(request?.origin).toBe(stubUrl);
    expect(request?.body).toBeNull();
  });

  it('[SRV-ADAPTER-9] port 0 gives the real URL', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('[SRV-ADAPTER-10] an answer that cannot be written is a 500 in the error shape, and the next one is written', async () => {
    const errors: unknown[] = [];
    let answers = 0;
    const json = { 'content-type': 'application/json' };
    // The first body JSON cannot serialise, the second has a header node refuses, then a good one.
    const planned: EngineResponse[] = [
      { status: 200, headers: json, body: { count: 10n } },
      { status: 200, headers: { ...json, 'x-bad': 'a\nb' }, body: {} },
      { status: 200, headers: json, body: { ok: true } },
    ];
    const engine = { handle: async () => planned[answers++] as EngineResponse };
    const server = createServer(createNodeHandler(engine, { onError: (error) => errors.push(error) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      for (let i = 0; i < 2; i++) {
        const failed = await call(url);
        expect(failed.status).toBe(500);
        expect(failed.body).toEqual({
          error: 'internal_error',
          message: expect.stringContaining('could not answer'),
        });
      }
      expect(errors).toHaveLength(2);
      expect(await call(url)).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
