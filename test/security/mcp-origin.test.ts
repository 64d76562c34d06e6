import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, ensureBuilt, runCli } from '../server/cli-helpers.js';

let server: Cli;
let url: string;
let port: number;

beforeAll(async () => {
  ensureBuilt();
  server = runCli(['mcp', '--http', '0', '--allow-origin', 'http://localhost:6274']);
  url = (await server.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
  port = Number(new URL(url).port);
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

let id = 0;

/** Posts one JSON-RPC request as a browser page would (with its Origin), over real HTTP on loopback. */
async function post(
  method: string,
  params: Record<string, unknown>,
  origin?: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(origin === undefined ? {} : { origin }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const initialize = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'page', version: '1' },
};

/** The mocks the server runs, asked as a client application (no Origin). */
async function mockIds(): Promise<string[]> {
  const answer = await post('tools/call', { name: 'list_mocks', arguments: {} });
  expect(answer.status, answer.text).toBe(200);
  const ids = [...answer.text.matchAll(/"id":\s*"((?:memory|releases)-\d+)"/g)].map((m) => m[1] as string);
  return [...new Set(ids)];
}

describe('contract-kit mcp --http and the Origin header', () => {
  it('[SEC-MCP-ORIGIN-FOREIGN] a foreign Origin gets 403 without CORS headers, and its tool call never runs', async () => {
    const foreign = [
      'http://evil.example',
      'null',
      `http://localhost.evil.example:${port}`,
      'http://127.0.0.1:1',
    ];
    for (const origin of foreign) {
      const hello = await post('initialize', initialize, origin);
      expect(hello.status, origin).toBe(403);
      expect(hello.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(hello.text, origin).toMatch(/this Origin may not use the MCP server/);
      const start = await post(
        'tools/call',
        { name: 'start_mock', arguments: { api: 'releases', mode: 'direct' } },
        origin,
      );
      expect(start.status, origin).toBe(403);
    }
    expect(await mockIds()).toEqual([]);
  }, 60_000);

  it("[SEC-MCP-ORIGIN-OWN] no Origin, the server's own (localhost, 127.0.0.1, [::1] on its port) and an allowed one are served", async () => {
    const own = [
      undefined,
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      'http://localhost:6274',
    ];
    for (const origin of own) {
      const hello = await post('initialize', initialize, origin);
      expect(hello.status, String(origin)).toBe(200);
      expect(hello.text).toMatch(/"serverInfo":\{"name":"contract-kit"/);
    }
  }, 60_000);

  it('[SEC-MCP-PATH-HTTP] over HTTP as over stdio, a path outside the root is refused', async () => {
    const answer = await post('tools/call', {
      name: 'start_mock',
      arguments: { api: 'memory', mode: 'direct', tenants: '../../etc/passwd' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/"isError":true/);
    expect(answer.text).toMatch(/is outside the root/);
    expect(answer.text).not.toMatch(/root:x:0/);
    expect(await mockIds()).toEqual([]);
  }, 60_000);
});
