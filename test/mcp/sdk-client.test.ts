import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
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

describe('contract-kit mcp through the SDK client over stdio', () => {
  it('[MCP-TOOLS] lists every tool, each with an input and an output JSON Schema', async () => {
    const { tools } = await session.client.listTools();
    const names = tools.map((tool) => tool.name);
    for (const name of [
      'start_mock',
      'stop_mock',
      'list_mocks',
      'call_operation',
      'set_override',
      'list_overrides',
      'clear_overrides',
      'set_fault',
      'list_faults',
      'clear_faults',
      'reset_mock',
      'read_journal',
      'read_coverage',
      'read_violations',
      'run_conformance',
      'list_operations',
      'get_operation',
      'get_schema',
      'list_checks',
      'get_check',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const conformance = tools.find((tool) => tool.name === 'run_conformance');
    // The run's options come from the option table, by option name.
    expect(Object.keys(conformance?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['api', 'baseUrl', 'level', 'only', 'apiKey', 'maxRequests', 'headers']),
    );
  });

  it('[MCP-STORE-RECALL] starts a memory mock, stores through the operation tool and recalls it', async () => {
    const started = await session.call('start_mock', { api: 'memory', mode: 'direct', seed: 7 });
    expect(started.isError, textOf(started)).toBeFalsy();
    const mock = started.structured.mock as Json;
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const anchor = await session.call('call_operation', {
      operationId: 'createAnchor',
      body: { name: 'garden notes', type: 'agent' },
    });
    expect(anchor.structured.status, textOf(anchor)).toBe(201);
    const anchorId = (anchor.structured.body as Json).anchor_id;
    const stored = await session.call('call_operation', {
      operationId: 'createAtoms',
      mock: mock.id,
      body: { anchor_id: anchorId, content: 'the garden hose is green' },
    });
    expect(stored.structured.status).toBe(201);
    expect((stored.structured.body as Json).stored_count).toBe(1);
    const recalled = await session.call('call_operation', {
      operationId: 'recall',
      body: { anchor_id: anchorId, query: 'garden hose' },
    });
    expect(recalled.structured.status).toBe(200);
    const items = (recalled.structured.body as Json).items as Json[];
    expect(items.map((item) => item.content)).toEqual(['the garden hose is green']);
    // The credentials came from the fixture tenants; without them the mock answers 400.
    const anonymous = await session.call('call_operation', {
      operationId: 'recall',
      apiKey: '',
      body: { anchor_id: anchorId, query: 'garden hose' },
    });
    expect(anonymous.structured.status).toBe(400);
  });

  it('[MCP-FAULT-429] a fault forces a 429 with Retry-After, and the journal shows it with the fault', async () => {
    const fault = await session.call('set_fault', { operation: 'recall', status: 429 });
    expect(fault.isError, textOf(fault)).toBeFalsy();
    expect((fault.structured.fault as Json).id).toMatch(/^f\d+$/);
    const limited = await session.call('call_operation', {
      operationId: 'recall',
      body: { anchor_id: '00000000-0000-4000-8000-000000000000', query: 'x' },
    });
    expect(limited.structured.status).toBe(429);
    expect((limited.structured.body as Json).error).toBe('rate_limited');
    expect((limited.structured.headers as Json)['retry-after']).toMatch(/^\d+$/);
    const journal = await session.call('read_journal', { status: '429' });
    const entries = journal.structured.entries as Json[];
    expect(entries).toHaveLength(1);
    expect(entries[0]?.operationId).toBe('recall');
    expect(entries[0]?.fault).toMatch(/^f\d+/);
    // The fault was one-shot: the next recall is the engine's own answer (404: unknown anchor).
    const after = await session.call('call_operation', {
      operationId: 'recall',
      body: { anchor_id: '00000000-0000-4000-8000-000000000000', query: 'x' },
    });
    expect(after.structured.status).toBe(404);
  });

  it('[MCP-CONFORMANCE-BROKEN] a run against a broken server returns its failures as data, with progress', async () => {
    const broken = await startIndependentReleasesServer({ defects: new Set(['limit-not-capped']) });
    const correct = await startIndependentReleasesServer({});
    try {
      const only = ['REL-LIMIT-CAP', 'REL-SOURCES-DEFAULT-LIMIT'];
      const progress: { progress: number; total?: number; message?: string }[] = [];
      const result = (await session.client.callTool(
        { name: 'run_conformance', arguments: { api: 'releases', baseUrl: broken.url, only } },
        undefined,
        { timeout: 120_000, onprogress: (update) => progress.push(update) },
      )) as Json;
      const report = result.structuredContent as Json;
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      expect(report.verdict).toBe('failed');
      expect(report.exitCode).toBe(1);
      const failure = (report.failures as Json[]).find((f) => f.id === 'REL-LIMIT-CAP');
      expect(failure, JSON.stringify(report.failures)).toBeDefined();
      expect(failure?.expected).toEqual(expect.any(String));
      expect(failure?.received).toEqual(expect.any(String));
      expect(failure?.reproduce).toMatch(/^curl .*limit=/);
      expect(progress.map((update) => update.progress)).toEqual([1, 2]);
      expect(progress[0]?.total).toBe(2);
      // The same checks pass against a server without the defect: the failure is the server's.
      const clean = await session.call('run_conformance', { api: 'releases', baseUrl: correct.url, only });
      expect(clean.structured.verdict, textOf(clean)).toBe('passed');
      expect(clean.structured.failures).toEqual([]);
    } finally {
      await broken.close();
      await correct.close();
    }
  }, 120_000);

  it('[MCP-MALFORMED] malformed tool input is a tool error that says what to do, and the server goes on', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['start_mock', { api: 'billing' }, /api/],
      ['start_mock', { api: 'memory', port: 'x' }, /port/],
      ['start_mock', { api: 'memory', mode: 'direct', rateLimit: 'lots' }, /rateLimit must be N\/WINDOW/],
      [
        'call_operation',
        { operationId: 'nope' },
        /unknown operationId "nope"; documented: createCheckoutSession/,
      ],
      [
        'call_operation',
        { operationId: 'listEvents' },
        /no releases mock runs here: start one with start_mock/,
      ],
      ['call_operation', { operationId: 'recall', params: { bogus: 1 } }, /has no parameter "bogus"/],
      ['call_operation', { operationId: 'recall', baseUrl: 'ftp://x' }, /absolute http\(s\) URL/],
      ['stop_mock', { mock: 'memory-99' }, /no running mock "memory-99"; running: memory-1/],
      ['set_fault', { operation: 'noSuchOperation', status: 503 }, /400/],
      ['read_violations', {}, /only a mock in the prism mode counts violations/],
      ['run_conformance', { api: 'memory', baseUrl: 'http://127.0.0.1:9' }, /needs apiKey and workspace/],
      ['get_check', { id: 'NOPE' }, /no check "NOPE"; list_checks lists them/],
      ['get_schema', { api: 'memory', name: 'Nope' }, /has no schema "Nope"; it has Uuid/],
    ];
    for (const [name, args, message] of cases) {
      const result = await session.call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result), `${name} ${JSON.stringify(args)}`).toMatch(message);
    }
    await expect(session.client.callTool({ name: 'no_such_tool', arguments: {} })).resolves.toMatchObject({
      isError: true,
    });
    const list = await session.call('list_mocks');
    expect((list.structured.mocks as Json[]).map((mock) => mock.id)).toEqual(['memory-1']);
  });

  it('[MCP-LOOKUP] says what the documents say: an operation, a schema, a check and its quote, the resources', async () => {
    const operation = await session.call('get_operation', { operationId: 'listSourceEvents' });
    const op = operation.structured.operation as Json;
    expect(op).toMatchObject({
      method: 'GET',
      path: '/api/v1/sources/{id}/events',
      summary: 'List the events of one source',
    });
    expect(op.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    const schema = await session.call('get_schema', { api: 'memory', name: 'RecallRequest' });
    expect((schema.structured.schema as Json).required).toContain('anchor_id');
    const check = await session.call('get_check', { id: 'mem-recall-sorted' });
    expect(check.structured.check).toMatchObject({ id: 'MEM-RECALL-SORTED', level: 'documented' });
    expect((check.structured.check as Json).rule).toMatch(/relevance score/);
    const { resources } = await session.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining([
        'contract-kit://openapi/memory.yaml',
        'contract-kit://openapi/releases.yaml',
        'contract-kit://conformance/rules.json',
      ]),
    );
    const yaml = await session.client.readResource({ uri: 'contract-kit://openapi/releases.yaml' });
    expect((yaml.contents[0] as Json).text).toMatch(/operationId: listSourceEvents/);
    const rules = await session.client.readResource({ uri: 'contract-kit://conformance/rules.json' });
    const ids = (JSON.parse((rules.contents[0] as Json).text) as Json[]).map((rule) => rule.id);
    expect(ids).toEqual(expect.arrayContaining(['MEM-RECALL-SORTED', 'REL-LIMIT-CAP']));
  });

  it('[MCP-STOP] stop_mock stops the mock: its port no longer answers', async () => {
    const [mock] = (await session.call('list_mocks')).structured.mocks as Json[];
    const stopped = await session.call('stop_mock', { mock: mock?.id });
    expect((stopped.structured.stopped as Json).id).toBe(mock?.id);
    await expect(fetch(`${mock?.url}/v1/recall`, { method: 'POST' })).rejects.toThrow();
    expect((await session.call('list_mocks')).structured.mocks).toEqual([]);
  });
});
