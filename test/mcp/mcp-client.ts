/** Connects the MCP SDK's own client to the built `contract-kit mcp`, as an MCP client application would. */
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ensureBuilt, root } from '../server/cli-helpers.js';

/** A connected client, its server's stderr, and a way to call a tool. */
export interface McpSession {
  client: Client;
  stderr(): string;
  /** Calls a tool; `structured` is its structuredContent (empty for an error). */
  call(
    name: string,
    args?: Record<string, unknown>,
  ): Promise<CallToolResult & { structured: Record<string, unknown> }>;
  /** The server process's pid. */
  pid(): number | null;
  close(): Promise<void>;
}

/**
 * Starts `node bin/contract-kit.js mcp ...args` in `cwd` (default the project; building dist/
 * first when stale) and connects to it over stdio.
 */
export async function connectStdio(options: { args?: string[]; cwd?: string } = {}): Promise<McpSession> {
  ensureBuilt();
  let err = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, 'bin/contract-kit.js'), 'mcp', ...(options.args ?? [])],
    cwd: options.cwd ?? root,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk) => (err += chunk));
  const client = new Client({ name: 'contract-kit-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => err,
    pid: () => transport.pid,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args }, undefined, {
        timeout: 120_000,
      })) as CallToolResult;
      return { ...result, structured: (result.structuredContent ?? {}) as Record<string, unknown> };
    },
    close: () => client.close(),
  };
}

/** The text of a tool result's first content item. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}
