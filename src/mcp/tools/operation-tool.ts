import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import { defineTool } from '../define-tool.js';
import { send } from '../http-exchange.js';
import type { MockRegistry } from '../mock-registry.js';
import { defaultCredentials, operationRequest } from '../operation-request.js';
import { allOperations, findOperation } from '../operations.js';
import { resolveTarget, targetShape } from '../target.js';
import { structured, ToolInputError, targetWords } from '../tool-result.js';

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const input = {
  operationId: z
    .string()
    .describe('a documented operationId (see list_operations), e.g. createAnchor, recall, listEvents'),
  params: z
    .record(z.string(), z.union([scalar, z.array(scalar)]))
    .optional()
    .describe('path, query and header parameters by their documented name, e.g. {"id": 1, "limit": 5}'),
  body: z.unknown().optional().describe('the JSON request body (see get_operation for its schema)'),
  headers: z.record(z.string(), z.string()).optional().describe('other headers; they win over the defaults'),
  apiKey: z
    .string()
    .optional()
    .describe(`memory: sent as x-api-key (default ${defaultCredentials.apiKey}); "" sends none`),
  workspace: z
    .string()
    .optional()
    .describe(`memory: sent as X-Workspace-Id (default ${defaultCredentials.workspace}); "" sends none`),
  mock: targetShape.mock,
  baseUrl: targetShape.baseUrl,
};

const output = {
  operationId: z.string(),
  request: z.object({ method: z.string(), url: z.string(), headers: z.record(z.string(), z.string()) }),
  status: z.number().int(),
  headers: z.record(z.string(), z.string()).describe(`the answer's headers; ${targetWords}`),
  body: z.unknown().describe(`the answer's JSON body, or its text when it is not JSON; ${targetWords}`),
  durationMs: z.number(),
};

/**
 * Registers `call_operation`: one documented operation over real HTTP, to a started mock or any
 * base URL, with the fixture credentials unless the call names others.
 */
export function registerOperationTool(server: McpServer, registry: MockRegistry): void {
  defineTool(
    server,
    {
      name: 'call_operation',
      title: 'Call a documented operation',
      description:
        'Sends one request of a documented operation by operationId (parameters placed as the document declares them, credentials defaulting to the fixture tenants) and returns status, headers and body.',
      input,
      output,
    },
    async (args) => {
      const operation = findOperation(args.operationId);
      if (!operation) {
        const ids = allOperations().map((op) => op.operationId);
        throw new ToolInputError(`unknown operationId "${args.operationId}"; documented: ${ids.join(', ')}`);
      }
      const target = resolveTarget(registry, args, operation.api);
      const request = operationRequest(operation, target.url, args);
      const started = performance.now();
      const answer = await send(request);
      const durationMs = Math.round(performance.now() - started);
      return structured(
        {
          operationId: operation.operationId,
          request: { method: request.method, url: request.url, headers: request.headers ?? {} },
          ...answer,
          durationMs,
        },
        `${request.method} ${request.url} -> ${answer.status}`,
      );
    },
  );
}
