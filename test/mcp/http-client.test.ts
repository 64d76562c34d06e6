import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, ensureBuilt, runCli } from '../server/cli-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: tool results are loose JSON; each test knows its shape.
type Json = Record<string, any>;

let server: Cli;
let url: string;

async function connect(): Promise<Client> {
  const client = new Client({ name: 'contract-kit-http-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

beforeAll(async () => {
  ensureBuilt();
  server = runCli(['mcp', '--http', '0']);
  url = (await server.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  expect(await server?.exited).toBe(0);
});

describe('contract-kit mcp --http through the SDK client', () => {
  it('[MCP-HTTP-SHARED] a mock started by one client is there for the next, and a conformance run streams its progress', async () => {
    const first = await connect();
    const started = (
      await first.callTool({ name: 'start_mock', arguments: { api: 'releases', mode: 'direct' } })
    ).structuredContent as Json;
    await first.close();
    const second = await connect();
    try {
      const listed = (await second.callTool({ name: 'list_mocks', arguments: {} })).structuredContent as Json;
      expect(listed.mocks.map((mock: Json) => mock.id)).toEqual([started.mock.id]);
      const progress: number[] = [];
      const result = await second.callTool(
        {
          name: 'run_conformance',
          arguments: { api: 'releases', only: ['REL-OFFSET', 'REL-LIMIT-CAP', 'REL-ORDER'] },
        },
        undefined,
        { timeout: 120_000, onprogress: (update) => progress.push(update.progress) },
      );
      const report = result.structuredContent as Json;
      expect(report).toMatchObject({ verdict: 'passed', level: 'kit', baseUrl: started.mock.url });
      expect(report.summary).toMatchObject({ passed: 3, failed: 0 });
      expect(progress).toEqual([1, 2, 3]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
