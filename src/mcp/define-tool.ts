import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod/v4';
import { guarded } from './tool-result.js';

/** What a tool's handler gets besides its arguments: the request's progress token, its signal, notifications. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** One tool: its names, its input and output as zod shapes, and whether it changes anything. */
export interface ToolSpec<I extends z.ZodRawShape, O extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** Reads only (lookups, lists, the journal): clients may call it without asking. */
  readOnly?: boolean;
  /** Removes or replaces state (stop, reset, clear). */
  destructive?: boolean;
}

/**
 * Registers a tool whose input and output are declared JSON Schemas (the SDK derives them from the
 * zod shapes and validates both) and whose handler can never crash the server: whatever it throws
 * becomes a tool error (`isError: true`) with a message that says what to do.
 * @example defineTool(server, { name: 'list_mocks', title, description, input: {}, output }, async () => structured({ mocks }))
 */
export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(
  server: McpServer,
  spec: ToolSpec<I, O>,
  run: (args: z.infer<z.ZodObject<I>>, extra: ToolExtra) => Promise<CallToolResult>,
): void {
  const safe = guarded(run);
  server.registerTool(
    spec.name,
    {
      title: spec.title,
      description: spec.description,
      inputSchema: spec.input,
      outputSchema: spec.output,
      annotations: {
        title: spec.title,
        readOnlyHint: spec.readOnly === true,
        destructiveHint: spec.destructive === true,
        openWorldHint: false,
      },
    },
    // The SDK has already checked the arguments against `input`; its callback type is generic over the shape.
    ((args: z.infer<z.ZodObject<I>>, extra: ToolExtra) => safe(args, extra)) as never,
  );
}
