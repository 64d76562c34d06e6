import { createServer, type Server, type Socket } from 'node:net';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import { freePort } from '../support/free-port.js';
import { connectStdio, type McpSession, textOf } from './mcp-client.js';

// biome-ignore lint/suspicious/noExplicitAny: tool results are loose JSON; each test knows its shape.
type Json = Record<string, any>;

let session: McpSession;
let tools: Tool[];
const validators = new Map<string, ValidateFunction>();
/** The tools that gave at least one answer, each checked against its declared schema. */
const answered = new Set<string>();

beforeAll(async () => {
  session = await connectStdio();
  ({ tools } = await session.client.listTools());
  // An independent validator: the declared JSON Schema as a client reads it, not the server's zod.
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const tool of tools) if (tool.outputSchema) validators.set(tool.name, ajv.compile(tool.outputSchema));
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/**
 * Calls a tool through the SDK client (which refuses an answer that breaks the schema with
 * -32602) and validates its structured answer against the declared outputSchema once more.
 */
async function answer(name: string, args: Record<string, unknown> = {}): Promise<Json> {
  const result = (await session.client.callTool({ name, arguments: args }, undefined, {
    timeout: 120_000,
  })) as CallToolResult;
  expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
  const validate = validators.get(name);
  expect(validate, `${name} declares an output schema`).toBeDefined();
  const valid = validate?.(result.structuredContent);
  expect(valid, `${name}: ${JSON.stringify(validate?.errors)}`).toBe(true);
  answered.add(name);
  return result.structuredContent as Json;
}

/** A server that accepts connections and never answers. */
async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('[MCP-SCHEMA] every answer fits its declared output schema, through the SDK client', () => {
  it('[MCP-SCHEMA-LOOKUPS] the lookups', async () => {
    await answer('list_operations');
    await answer('get_operation', { operationId: 'recall' });
    await answer('get_schema', { api: 'memory' });
    await answer('get_schema', { api: 'memory', name: 'RecallRequest' });
    await answer('list_checks', { api: 'releases' });
    await answer('get_check', { id: 'MEM-RECALL-SORTED' });
  });

  it('[MCP-SCHEMA-MOCKS] the mock, operation, rule and state tools', async () => {
    const { mock } = await answer('start_mock', { api: 'memory', mode: 'direct', seed: 3 });
    const prism = (await answer('start_mock', { api: 'releases', mode: 'prism' })).mock;
    await answer('list_mocks');
    const anchor = await answer('call_operation', {
      operationId: 'createAnchor',
      body: { name: 'notes', type: 'agent' },
    });
    await answer('call_operation', { operationId: 'listSources', params: { limit: 1 }, mock: prism.id });
    const override = { operation: 'recall', response: { status: 200, body: { items: [] } }, unchecked: true };
    await answer('set_override', { ...override, mock: mock.id });
    await answer('list_overrides', { mock: mock.id });
    await answer('clear_overrides', { mock: mock.id });
    await answer('set_fault', { operation: 'recall', status: 429, mock: mock.id });
    await answer('call_operation', {
      operationId: 'recall',
      body: { anchor_id: anchor.body.anchor_id, query: 'x' },
    });
    await answer('list_faults', { mock: mock.id });
    await answer('clear_faults', { mock: mock.id });
    expect((await answer('read_journal', { mock: mock.id })).total).toBeGreaterThan(0);
    await answer('read_coverage', { mock: mock.id });
    await answer('read_violations', { mock: prism.id });
    await answer('reset_mock', { mock: mock.id });
    await answer('stop_mock', { mock: prism.id });
  }, 120_000);

  it('[MCP-SCHEMA-VERDICTS] run_conformance for every verdict: passed, failed, and each kind of unjudgeable with its next step', async () => {
    const [memory] = ((await answer('list_mocks')).mocks as Json[]).filter((m) => m.api === 'memory');
    const passed = await answer('run_conformance', {
      api: 'memory',
      mock: memory?.id,
      only: ['MEM-AUTH-NO-KEY', 'MEM-ANCHOR-UUID'],
    });
    expect(passed.verdict).toBe('passed');
    const broken = await startIndependentReleasesServer({ defects: new Set(['limit-not-capped']) });
    const silent = await startSilentServer();
    try {
      const failed = await answer('run_conformance', {
        api: 'releases',
        baseUrl: broken.url,
        only: ['REL-LIMIT-CAP'],
      });
      expect(failed.verdict).toBe('failed');
      expect(failed.failures[0].received).toEqual(expect.any(String));
      const cases: [string, Record<string, unknown>, string][] = [
        ['unreachable', { api: 'releases', baseUrl: `http://127.0.0.1:${await freePort()}` }, 'unreachable'],
        ['silent', { api: 'releases', baseUrl: silent.url, timeoutMs: 300 }, 'no-answer'],
        ['wrong workspace', { api: 'memory', mock: memory?.id, workspace: 'ws_denied' }, 'workspace-denied'],
      ];
      for (const [kind, args, problem] of cases) {
        const report = await answer('run_conformance', args);
        expect(report.verdict, kind).toBe('unjudgeable');
        expect(report.exitCode, kind).toBe(3);
        expect(report.unjudgeable.problem, kind).toBe(problem);
        expect(report.unjudgeable.nextStep, kind).toMatch(/\w/);
      }
    } finally {
      await broken.close();
      await silent.close();
    }
    await answer('stop_mock', { mock: memory?.id });
  }, 120_000);

  it('[MCP-SCHEMA-ALL] every tool the server lists has answered, and each answer fit', () => {
    expect([...answered].sort()).toEqual(tools.map((tool) => tool.name).sort());
  });
});
