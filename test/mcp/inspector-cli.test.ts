import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndependentReleasesServer } from '../independent/releases-server.js';
import { type Cli, ensureBuilt, root, runCli, stopStrayClis } from '../server/cli-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: tool results are loose JSON; each test knows its shape.
type Json = Record<string, any>;

const run = promisify(execFile);
const bin = join(root, 'bin/contract-kit.js');

/**
 * Runs the MCP Inspector's CLI through npx, offline: the package must already be installed. Its
 * cwd is test/, because the inspector finds its own manifest at `../package.json` of the cwd.
 */
async function inspect(target: string[], method: string[]): Promise<Json> {
  const { stdout } = await run('npx', ['--no-install', 'mcp-inspector-cli', '--cli', ...target, ...method], {
    cwd: join(root, 'test'),
    env: { ...process.env, npm_config_offline: 'true' },
    timeout: 120_000,
  });
  return JSON.parse(stdout) as Json;
}

const callTool = (name: string, args: Record<string, unknown> = {}) => [
  '--method',
  'tools/call',
  '--tool-name',
  name,
  ...Object.entries(args).flatMap(([key, value]) => [
    '--tool-arg',
    `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
  ]),
];

beforeAll(() => ensureBuilt(), 120_000);
// After all, not each: the HTTP server of the inner describe serves several tests.
afterAll(stopStrayClis);

describe('contract-kit mcp through the MCP Inspector CLI', () => {
  it('[MCP-INSPECTOR-STDIO] lists the tools of the stdio server, offline', async () => {
    const listed = await inspect(['node', bin, 'mcp'], ['--method', 'tools/list']);
    const names = (listed.tools as Json[]).map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['start_mock', 'call_operation', 'set_fault', 'run_conformance']),
    );
    const resources = await inspect(['node', bin, 'mcp'], ['--method', 'resources/list']);
    expect((resources.resources as Json[]).map((resource) => resource.uri)).toContain(
      'contract-kit://openapi/memory.yaml',
    );
  }, 120_000);

  describe('over Streamable HTTP', () => {
    let server: Cli;
    let url: string;
    beforeAll(async () => {
      server = runCli(['mcp', '--http', '0']);
      url = (await server.waitFor(/Streamable HTTP on (http:\/\/\S+\/mcp)/))[1] as string;
    }, 60_000);
    afterAll(() => server?.child.kill('SIGTERM'));

    const http = (method: string[]) => inspect([url, '--transport', 'http'], method);
    const tool = async (name: string, args: Record<string, unknown> = {}) =>
      ((await http(callTool(name, args))) as Json).structuredContent as Json;

    it('[MCP-INSPECTOR-FLOW] starts a memory mock, stores and recalls, forces a 429 and reads it from the journal', async () => {
      const { mock } = await tool('start_mock', { api: 'memory', mode: 'direct' });
      expect(mock.id).toBe('memory-1');
      const anchor = await tool('call_operation', {
        operationId: 'createAnchor',
        body: { name: 'inspector', type: 'agent' },
      });
      expect(anchor.status).toBe(201);
      const anchorId = anchor.body.anchor_id as string;
      const stored = await tool('call_operation', {
        operationId: 'createAtoms',
        body: { anchor_id: anchorId, content: 'the kettle whistles at noon' },
      });
      expect(stored.status).toBe(201);
      const recalled = await tool('call_operation', {
        operationId: 'recall',
        body: { anchor_id: anchorId, query: 'kettle' },
      });
      expect(recalled.body.items.map((item: Json) => item.content)).toEqual(['the kettle whistles at noon']);
      expect((await tool('set_fault', { operation: 'recall', status: 429 })).fault.status).toBe(429);
      const limited = await tool('call_operation', {
        operationId: 'recall',
        body: { anchor_id: anchorId, query: 'kettle' },
      });
      expect(limited.status).toBe(429);
      const journal = await tool('read_journal', { operation: 'recall', status: '4xx' });
      expect(journal.entries.map((entry: Json) => [entry.status, Boolean(entry.fault)])).toEqual([
        [429, true],
      ]);
    }, 180_000);

    it('[MCP-INSPECTOR-CONFORMANCE] a run against a broken server returns its failures as data', async () => {
      const broken = await startIndependentReleasesServer({ defects: new Set(['offset-ignored']) });
      try {
        const report = await tool('run_conformance', {
          api: 'releases',
          baseUrl: broken.url,
          only: ['REL-OFFSET', 'REL-LIMIT-CAP'],
        });
        expect(report.verdict).toBe('failed');
        expect(report.summary).toMatchObject({ passed: 1, failed: 1 });
        expect(report.failures).toEqual([
          expect.objectContaining({ id: 'REL-OFFSET', reproduce: expect.stringMatching(/^curl .*offset=/) }),
        ]);
      } finally {
        await broken.close();
      }
    }, 180_000);
  });
});
