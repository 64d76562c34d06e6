import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import { checksFor } from '../../../conformance/checks/index.js';
import type { CheckInfo } from '../../../conformance/vocabulary.js';
import { defineTool } from '../define-tool.js';
import { allOperations, documents, findOperation } from '../operations.js';
import { structured, ToolInputError } from '../tool-result.js';

const api = z.enum(['memory', 'releases']);

const checkSchema = z.object({
  id: z.string(),
  title: z.string(),
  api,
  level: z.enum(['documented', 'kit']),
  advisory: z.boolean(),
  source: z.string().describe('where the rule comes from'),
  rule: z.string().describe('the rule, quoted from its source'),
  why: z.string().describe('why the rule sits at its level'),
  requires: z.array(z.string()).describe('options without which the check is skipped'),
});

/** A check's metadata as data (its code left out). */
export function checkInfo(check: CheckInfo): z.infer<typeof checkSchema> {
  const { id, title, api, level, advisory, source, rule, why, requires } = check;
  return { id, title, api, level, advisory, source, rule, why, requires: [...requires] };
}

const allChecks = () => [...checksFor('memory'), ...checksFor('releases')];

/**
 * Registers the lookups of what the documents say: `list_operations`, `get_operation`,
 * `get_schema`, `list_checks` and `get_check` (a conformance check's rule and its quote).
 */
export function registerLookupTools(server: McpServer): void {
  defineTool(
    server,
    {
      name: 'list_operations',
      title: 'List documented operations',
      description:
        'The operations of openapi/memory.yaml and openapi/releases.yaml: id, method, path, summary.',
      input: { api: api.optional() },
      output: {
        operations: z.array(
          z.object({
            api,
            operationId: z.string(),
            method: z.string(),
            path: z.string(),
            summary: z.string().optional(),
          }),
        ),
      },
      readOnly: true,
    },
    async (args) => {
      const operations = allOperations()
        .filter((op) => args.api === undefined || op.api === args.api)
        .map(({ api, operationId, method, path, summary }) => ({
          api,
          operationId,
          method,
          path,
          ...(summary ? { summary } : {}),
        }));
      return structured({ operations });
    },
  );
  defineTool(
    server,
    {
      name: 'get_operation',
      title: 'Describe an operation',
      description:
        'One operation as its document declares it: parameters with schemas, request body schema, response statuses.',
      input: { operationId: z.string().describe('an operationId, or "METHOD /path"') },
      output: { operation: z.record(z.string(), z.unknown()) },
      readOnly: true,
    },
    async ({ operationId }) => {
      const operation = findOperation(operationId);
      if (!operation)
        throw new ToolInputError(`unknown operation "${operationId}"; list_operations lists them`);
      return structured({ operation: { ...operation } });
    },
  );
  defineTool(
    server,
    {
      name: 'get_schema',
      title: 'Read a schema',
      description: 'A named schema of components.schemas, dereferenced; without name, the names there are.',
      input: { api, name: z.string().optional() },
      output: {
        api,
        names: z.array(z.string()),
        name: z.string().optional(),
        schema: z.unknown().optional(),
      },
      readOnly: true,
    },
    async (args) => {
      const schemas = (documents[args.api].components?.schemas ?? {}) as Record<string, unknown>;
      const names = Object.keys(schemas);
      if (args.name === undefined) return structured({ api: args.api, names });
      const schema = schemas[args.name];
      if (schema === undefined) {
        throw new ToolInputError(
          `the ${args.api} document has no schema "${args.name}"; it has ${names.join(', ')}`,
        );
      }
      return structured({ api: args.api, names, name: args.name, schema });
    },
  );
  defineTool(
    server,
    {
      name: 'list_checks',
      title: 'List conformance checks',
      description: "The conformance suite's checks: id, title, level, and the rule each verifies.",
      input: { api: api.optional(), level: z.enum(['documented', 'kit']).optional() },
      output: { checks: z.array(checkSchema) },
      readOnly: true,
    },
    async (args) => {
      const checks = allChecks()
        .filter(
          (check) =>
            (args.api === undefined || check.api === args.api) &&
            (args.level === undefined || check.level === args.level),
        )
        .map(checkInfo);
      return structured({ checks });
    },
  );
  defineTool(
    server,
    {
      name: 'get_check',
      title: "Read a check's rule",
      description:
        'One conformance check: the rule quoted from its source, its level and why, what it requires.',
      input: { id: z.string().describe('a check id such as MEM-RECALL-SORTED (any case)') },
      output: { check: checkSchema },
      readOnly: true,
    },
    async ({ id }) => {
      const check = allChecks().find((candidate) => candidate.id === id.trim().toUpperCase());
      if (!check) throw new ToolInputError(`no check "${id}"; list_checks lists them`);
      return structured({ check: checkInfo(check) });
    },
  );
}
