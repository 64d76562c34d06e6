import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, root, runCli, runCliToEnd, stopStrayClis } from '../server/cli-helpers.js';
import { outputRead } from '../support/output-read.js';

const bin = join(root, 'bin/contract-kit.js');

beforeAll(() => ensureBuilt(), 120_000);
afterEach(stopStrayClis);

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** Posts one JSON-RPC message to the HTTP endpoint as a Streamable HTTP client would. */
function post(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(initialize),
  });
}

describe('contract-kit mcp guards', () => {
  it('[MCP-STDIO-GARBAGE] lines that are not JSON-RPC and malformed calls leave the stdio server answering', async () => {
    const child = spawn(process.execPath, [bin, 'mcp'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const lines = [
      initialize,
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      'this is not json',
      '{"jsonrpc":"2.0","id":2,',
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'start_mock', arguments: 'oops' } },
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'tools/call',
        params: { name: 'call_operation', arguments: { operationId: 42 } },
      },
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'list_mocks', arguments: {} } },
    ];
    for (const line of lines)
      child.stdin.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
    const answers = new Map<number, Record<string, unknown>>();
    for (let waited = 0; !answers.has(5) && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const text of out.split('\n').filter(Boolean)) {
        const message = JSON.parse(text) as { id?: number };
        if (typeof message.id === 'number') answers.set(message.id, message);
      }
    }
    child.stdin.end();
    const [code] = await Promise.all([
      new Promise((resolve) => child.once('exit', resolve)),
      outputRead(child),
    ]);
    expect(answers.get(3)).toHaveProperty('error');
    expect(answers.get(4)).toMatchObject({ result: { isError: true } });
    expect(JSON.stringify(answers.get(4))).toMatch(/expected string, received number at operationId/);
    expect(answers.get(5)).toMatchObject({ result: { structuredContent: { mocks: [] } } });
    // Closing stdin ends the session, and the server with it, cleanly.
    expect(code).toBe(0);
  }, 60_000);

  it('[MCP-PEER-MISSING] without the SDK the command prints the one-line install hint and exits 2', async () => {
    const child = spawn(process.execPath, ['--import', join(root, 'test/mcp/hide-sdk.mjs'), bin, 'mcp'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    const [code] = await Promise.all([
      new Promise((resolve) => child.once('exit', resolve)),
      outputRead(child),
    ]);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toEqual([
      'contract-kit: contract-kit mcp needs the MCP SDK, an optional peer dependency: npm install --save-dev @modelcontextprotocol/sdk@1.32.2 zod@4.6.7',
    ]);
  }, 30_000);

  it('[MCP-USAGE] a bad flag is a usage error (exit 2) that names the fix', async () => {
    const cases: [string[], RegExp][] = [
      [['mcp', '--htp', '0'], /unknown option --htp; did you mean --http\?/],
      [['mcp', '--http', 'x'], /--http must be a port number/],
      [['mcp', '--token', 'abcdefghijklmnopq'], /--token applies to --http only/],
      [['mcp', '--http', '0', '--token', 'short'], /--token must be 16 to 256/],
      [['mcp', '--allow-origin', 'http://localhost:6274'], /--allow-origin applies to --http only/],
      [['mcp', '--http', '0', '--allow-origin', 'http://x/path'], /expected an origin such as/],
      [['mcp', '--root', '/no/such/folder'], /--root \/no\/such\/folder: not an existing folder/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await runCliToEnd(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr, args.join(' ')).toMatch(message);
    }
  }, 60_000);

  it('[MCP-HTTP-TOKEN] with a token, a request without it is 401 and one with it is served', async () => {
    const token = 'test-token-0123456789';
    const cli = runCli(['mcp', '--http', '0', '--token', token]);
    const url = (await cli.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
    expect((await post(url)).status).toBe(401);
    expect((await post(url, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    const served = await post(url, { authorization: `Bearer ${token}` });
    expect(served.status).toBe(200);
    expect(await served.text()).toMatch(/"serverInfo":\{"name":"contract-kit"/);
  }, 60_000);

  it('[MCP-HTTP-BEYOND-LOOPBACK] beyond loopback a token is generated and printed, and required', async () => {
    const cli = runCli(['mcp', '--http', '0', '--host', '0.0.0.0']);
    const url = (await cli.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
    const token = (await cli.waitFor(/send Authorization: Bearer (\S+)/))[1] as string;
    expect((await post(url)).status).toBe(401);
    expect((await post(url, { authorization: `Bearer ${token}` })).status).toBe(200);
  }, 60_000);

  it('[MCP-HTTP-HOST] on loopback, a Host header that does not name this machine is refused (DNS rebinding)', async () => {
    const cli = runCli(['mcp', '--http', '0']);
    const url = (await cli.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
    expect((await post(url)).status).toBe(200);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', headers: { host: 'attacker.example', 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(initialize));
    });
    expect(status).toBe(403);
    expect((await fetch(url.replace(/\/mcp$/, '/other'))).status).toBe(404);
  }, 60_000);
});
