import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prismProblem } from '../../src/server/prism/prism-support.js';
import { connectStdio, type McpSession, textOf } from './mcp-client.js';

// biome-ignore lint/suspicious/noExplicitAny: tool results are loose JSON; each test knows its shape.
type Json = Record<string, any>;

let session: McpSession;

beforeAll(async () => {
  session = await connectStdio();
}, 60_000);

afterAll(async () => {
  await session?.close();
});

describe.skipIf(prismProblem() !== undefined)('contract-kit mcp with Prism in front', () => {
  it('[MCP-PRISM] a prism-mode mock validates every exchange; an unchecked override shows as an expected violation', async () => {
    const started = await session.call('start_mock', { api: 'releases', mode: 'prism' });
    expect(started.isError, textOf(started)).toBeFalsy();
    expect((started.structured.mock as Json).mode).toBe('prism');
    const sources = await session.call('call_operation', {
      operationId: 'listSources',
      params: { limit: 2 },
    });
    expect(sources.structured.status).toBe(200);
    expect((sources.structured.body as Json).sources).toHaveLength(2);
    const clean = await session.call('read_violations');
    expect(clean.isError, textOf(clean)).toBeFalsy();
    expect(clean.structured.count).toBe(0);
    const override = await session.call('set_override', {
      operation: 'listSources',
      response: { status: 200, body: { sources: 'not a list' } },
      unchecked: true,
    });
    expect(override.isError, textOf(override)).toBeFalsy();
    const broken = await session.call('call_operation', { operationId: 'listSources' });
    expect((broken.structured.body as Json).sources).toBe('not a list');
    expect((broken.structured.headers as Json)['x-contract-kit-override']).toBeDefined();
    const after = await session.call('read_violations');
    // Prism saw the broken answer; an unchecked override's violations are expected, not counted.
    expect(after.structured.count).toBe(0);
    expect(after.structured.expected).toBeGreaterThan(0);
  }, 120_000);
});
