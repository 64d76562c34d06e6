import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, runCli } from '../server/cli-helpers.js';
import { connectStdio, type McpSession } from './mcp-client.js';

const only = ['REL-OFFSET', 'REL-LIMIT-CAP', 'REL-ORDER'];
const runs = 30;
/** Calls in flight at once: the server's notifications and answers interleave, as under load. */
const concurrent = 6;

/** Runs `run_conformance` `runs` times, `concurrent` at a time; returns each run's progress. */
async function progressOfRuns(client: Client, mock: string): Promise<number[][]> {
  const seen: number[][] = [];
  for (let wave = 0; wave < runs / concurrent; wave++) {
    const batch = Array.from({ length: concurrent }, async () => {
      const progress: number[] = [];
      const result = await client.callTool(
        { name: 'run_conformance', arguments: { api: 'releases', mock, only } },
        undefined,
        { timeout: 120_000, onprogress: (update) => progress.push(update.progress) },
      );
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      expect((result.structuredContent as { verdict: string }).verdict).toBe('passed');
      return progress;
    });
    seen.push(...(await Promise.all(batch)));
  }
  return seen;
}

const every = Array.from({ length: runs }, () => [1, 2, 3]);

describe('[MCP-PROGRESS] no progress notification is lost: the answer comes after the last one', () => {
  let session: McpSession;
  let http: Cli;

  beforeAll(async () => {
    session = await connectStdio();
    http = runCli(['mcp', '--http', '0']);
  }, 180_000);

  afterAll(async () => {
    await session?.close();
    http?.child.kill('SIGTERM');
    await http?.exited;
  });

  it(`[MCP-PROGRESS-STDIO] ${runs} runs over stdio, ${concurrent} at a time: every run reports 1, 2, 3`, async () => {
    const started = await session.call('start_mock', { api: 'releases', mode: 'direct' });
    const mock = (started.structured.mock as { id: string }).id;
    expect(await progressOfRuns(session.client, mock)).toEqual(every);
  }, 300_000);

  it(`[MCP-PROGRESS-HTTP] ${runs} runs over Streamable HTTP, ${concurrent} at a time: every run reports 1, 2, 3`, async () => {
    const url = (await http.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
    const client = new Client({ name: 'progress-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const started = await client.callTool({
        name: 'start_mock',
        arguments: { api: 'releases', mode: 'direct' },
      });
      const mock = (started.structuredContent as { mock: { id: string } }).mock.id;
      expect(await progressOfRuns(client, mock)).toEqual(every);
    } finally {
      await client.close();
    }
  }, 300_000);
});
