import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import { integerBounds } from '../../options/mock-options.js';
import { defineTool } from '../define-tool.js';
import type { MockRegistry } from '../mock-registry.js';
import { structured } from '../tool-result.js';

const api = z.enum(['memory', 'releases']);

/** A whole number within the bounds `contract-kit mock` holds the setting to. */
function bounded(setting: keyof typeof integerBounds) {
  const [min, max] = integerBounds[setting];
  return z.number().int().min(min).max(max);
}

/** A started mock in the tools' answers. */
export const mockInfoSchema = z.object({
  id: z.string().describe('pass as mock to the other tools'),
  api,
  url: z.string(),
  mode: z.enum(['direct', 'prism']),
  startedAt: z.string(),
  log: z.array(z.string()).describe('the last lines the mock logged: violations, engine errors'),
});

const startInput = {
  api,
  mode: z
    .enum(['direct', 'prism'])
    .optional()
    .describe(
      'prism (default, as the CLI): Prism validates every exchange; direct: the engine alone, faster',
    ),
  port: bounded('port').optional().describe('default 0: a free loopback port'),
  seed: bounded('seed').optional().describe('memory: deterministic ids and scores'),
  fixtures: z.string().optional().describe('memory: a prepared-state JSON file to start from'),
  examples: z.boolean().optional().describe("start with exactly the objects the documents' examples name"),
  rateLimit: z.string().optional().describe('memory: requests per key+workspace, e.g. "5/1s", or "off"'),
  latencyMs: bounded('latencyMs').optional().describe('added to every response'),
  tenants: z.string().optional().describe('memory: a tenants fixture file'),
  releasesData: z.string().optional().describe('releases: a dataset file'),
  state: z.string().optional().describe('keep the state in this file across restarts'),
};

/**
 * Registers `start_mock`, `stop_mock` and `list_mocks`: real mocks on loopback ports, with the
 * options of `contract-kit mock` (see `contract-kit mock --help`).
 */
export function registerMockTools(server: McpServer, registry: MockRegistry): void {
  defineTool(
    server,
    {
      name: 'start_mock',
      title: 'Start a mock',
      description:
        'Starts a stateful mock of the memory or releases API on a loopback port and returns its id and URL. Default tenants: API key ck_test_key, workspaces ws_main and ws_other.',
      input: startInput,
      output: { mock: mockInfoSchema },
    },
    async (args) => {
      const mock = await registry.start(args);
      return structured({ mock }, `${mock.id} listens on ${mock.url} (${mock.mode})`);
    },
  );
  defineTool(
    server,
    {
      name: 'stop_mock',
      title: 'Stop a mock',
      description: 'Stops a mock this server started (its state is gone unless it was started with state).',
      input: { mock: z.string().describe('the id start_mock returned') },
      output: { stopped: mockInfoSchema },
      destructive: true,
    },
    async ({ mock }) => structured({ stopped: await registry.stop(mock) }),
  );
  defineTool(
    server,
    {
      name: 'list_mocks',
      title: 'List running mocks',
      description: 'Lists the mocks this server started and that still run.',
      input: {},
      output: { mocks: z.array(mockInfoSchema) },
      readOnly: true,
    },
    async () => structured({ mocks: registry.list() }),
  );
}
