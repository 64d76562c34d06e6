import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpServer } from '../../src/mcp/create-server.js';
import { createMockRegistry } from '../../src/mcp/mock-registry.js';
import { root } from '../server/cli-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: tool results are loose JSON; each test knows its shape.
type Json = Record<string, any>;

const doc = readFileSync(join(root, 'docs/mcp.md'), 'utf8');
const registry = createMockRegistry();
const client = new Client({ name: 'docs-test', version: '1.0.0' });

beforeAll(async () => {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(registry).connect(serverSide);
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  await registry.closeAll();
});

/** The backticked names in the first cell of the rows of the table under `heading`. */
function tableNames(heading: string): string[] {
  const section = doc.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
    );
}

describe('docs/mcp.md', () => {
  it('[MCP-DOCS-TOOLS] the tools table names every tool the server has, and no other', async () => {
    const { tools } = await client.listTools();
    expect(tableNames('Tools').sort()).toEqual(tools.map((tool) => tool.name).sort());
  });

  it('[MCP-DOCS-RESOURCES] the resources table names every resource the server has, and no other', async () => {
    const { resources } = await client.listResources();
    expect(tableNames('Resources').sort()).toEqual(resources.map((resource) => resource.uri).sort());
  });

  it('[MCP-DOCS-CONFIG] every client configuration is JSON that runs contract-kit mcp', () => {
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((match) =>
      JSON.parse(match[1] as string),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const commands = blocks.flatMap((block) =>
      Object.values(
        (block.servers ?? block.mcpServers) as Record<string, { command?: string; args?: string[] }>,
      ),
    );
    const stdio = commands.filter((entry) => entry.command === 'npx');
    expect(stdio.length).toBeGreaterThanOrEqual(2);
    for (const entry of stdio) {
      const args = entry.args ?? [];
      const at = args.indexOf('mcp');
      expect(args.slice(at - 1, at + 1)).toEqual(['contract-kit', 'mcp']);
      // Only --root may follow: a client outside any project names the project's folder.
      expect(args.slice(at + 1).filter((_, i) => i % 2 === 0)).toEqual(
        args.length > at + 1 ? ['--root'] : [],
      );
    }
  });

  it('[MCP-DOCS-SESSION] the session shown works: a 429 fault reads back from the journal with the label shown', async () => {
    const call = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })).structuredContent as Json;
    const { mock } = await call('start_mock', { api: 'memory', mode: 'direct' });
    const anchor = await call('call_operation', {
      operationId: 'createAnchor',
      body: { name: 'notes', type: 'agent' },
    });
    expect(anchor.status).toBe(201);
    await call('set_fault', { operation: 'recall', status: 429, mock: mock.id });
    const limited = await call('call_operation', {
      operationId: 'recall',
      body: { anchor_id: anchor.body.anchor_id, query: 'kettle' },
    });
    expect(limited.status).toBe(429);
    const { entries } = await call('read_journal', { status: '429' });
    expect(doc).toContain(`entries[0].fault: "${entries[0].fault}"`);
  });
});
