import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import { guarded, resultOf, type ToolAnswer } from './tool-result.js';

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
 * zod shapes) and whose handler can never crash the server: whatever it throws becomes a tool
 * error (`isError: true`) with a message that says what to do. Every answer is parsed by its
 * output shape before it is sent: a field the schema does not declare is dropped (the declared
 * schema forbids it, and a client that validates, as the SDK's does, would refuse the whole
 * answer with -32602), and an answer that still does not fit is a tool error, never a protocol one.
 * @example defineTool(server, { name: 'list_mocks', title, description, input: {}, output }, async () => structured({ mocks }))
 */
export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(
  server: McpServer,
  spec: ToolSpec<I, O>,
  run: (args: z.infer<z.ZodObject<I>>, extra: ToolExtra) => Promise<ToolAnswer>,
): void {
  const shape = z.object(spec.output);
  const safe = guarded(async (args: z.infer<z.ZodObject<I>>, extra: ToolExtra) => {
    const answer = await run(args, extra);
    const fitted = shape.safeParse(answer.data);
    if (!fitted.success) {
      throw new Error(
        `the ${spec.name} answer does not fit its output schema: ${z.prettifyError(fitted.error)}`,
      );
    }
    return resultOf({ ...answer, data: fitted.data });
  });
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
