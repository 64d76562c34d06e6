import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import { controlCall } from '../control-call.js';
import { defineTool } from '../define-tool.js';
import type { MockRegistry } from '../mock-registry.js';
import { resolveTarget, targetShape } from '../target.js';
import { structured, targetWords } from '../tool-result.js';

const entry = z.looseObject({
  seq: z.number(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.string(),
  operationId: z.string().nullable(),
  status: z.number().describe('0 when a fault reset the connection or left it hanging'),
  durationMs: z.number(),
  request: z
    .object({ headers: z.record(z.string(), z.string()), body: z.unknown() })
    .describe(`what the client sent; ${targetWords}`),
  response: z
    .object({ headers: z.record(z.string(), z.string()), body: z.unknown() })
    .describe(`what the mock answered; ${targetWords}`),
  override: z.string().nullable(),
  fault: z.string().nullable(),
});

/**
 * Registers `reset_mock`, `read_journal`, `read_coverage` and `read_violations`: the mock's state
 * and what it saw, read through its control surface.
 */
export function registerStateTools(server: McpServer, registry: MockRegistry): void {
  defineTool(
    server,
    {
      name: 'reset_mock',
      title: 'Reset a mock',
      description: 'Back to the fixtures: nothing stored, counters, overrides, faults and journal cleared.',
      input: targetShape,
      output: { reset: z.record(z.string(), z.unknown()) },
      destructive: true,
    },
    async (args) =>
      structured({ reset: await controlCall(resolveTarget(registry, args), 'POST', '/__control/reset') }),
  );
  defineTool(
    server,
    {
      name: 'read_journal',
      title: 'Read the request journal',
      description:
        'The exchanges the mock answered, oldest first: request and response headers (credentials redacted) and bodies, the override or fault that applied.',
      input: {
        operation: z.string().optional().describe('only this operationId or "METHOD /path template"'),
        status: z.string().optional().describe('only this status (429) or class (4xx)'),
        last: z.number().int().min(1).optional().describe('only the last N entries that match'),
        ...targetShape,
      },
      output: { entries: z.array(entry), total: z.number().int() },
      readOnly: true,
    },
    async ({ operation, status, last, ...target }) => {
      const query = new URLSearchParams();
      if (operation !== undefined) query.set('operation', operation);
      if (status !== undefined) query.set('status', status);
      const search = query.size > 0 ? `?${query}` : '';
      const read = await controlCall(resolveTarget(registry, target), 'GET', `/__control/journal${search}`);
      const entries = (read.entries ?? []) as z.infer<typeof entry>[];
      return structured({
        entries: last === undefined ? entries : entries.slice(-last),
        total: entries.length,
      });
    },
  );
  defineTool(
    server,
    {
      name: 'read_coverage',
      title: 'Read usage coverage',
      description:
        'Per documented operation, the statuses and parameter values the mock has served since its last reset.',
      input: targetShape,
      output: { coverage: z.record(z.string(), z.unknown()) },
      readOnly: true,
    },
    async (args) =>
      structured({
        coverage: await controlCall(resolveTarget(registry, args), 'GET', '/__control/coverage'),
      }),
  );
  defineTool(
    server,
    {
      name: 'read_violations',
      title: "Read Prism's violations",
      description: 'The response contract violations Prism reported (prism mode only): {count, violations}.',
      input: targetShape,
      output: {
        count: z.number().int(),
        violations: z.array(z.unknown()),
        expected: z
          .number()
          .int()
          .optional()
          .describe('violations a fault or an unchecked override caused (not counted)'),
        prismRestarts: z.number().int().optional(),
      },
      readOnly: true,
    },
    async (args) => {
      const read = await controlCall(resolveTarget(registry, args), 'GET', '/__control/violations');
      return structured({
        ...read,
        count: Number(read.count ?? 0),
        violations: (read.violations ?? []) as unknown[],
      });
    },
  );
}
