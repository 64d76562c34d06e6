import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * A mistake the caller can fix (an unknown mock, a bad base URL, an unreachable target): the tool
 * answers `isError: true` with this message, which says what to do. Anything else thrown by a
 * tool is reported the same way, prefixed as unexpected, and the server goes on.
 */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

/**
 * A tool's successful answer: the structured content its `outputSchema` describes, and the same
 * data as JSON text for clients that read only `content`.
 * @example return structured({ mocks: registry.list() })
 */
export function structured(data: Record<string, unknown>, summary?: string): CallToolResult {
  const json = JSON.stringify(data, null, 2);
  return {
    content: [{ type: 'text', text: summary === undefined ? json : `${summary}\n${json}` }],
    structuredContent: data,
  };
}

/** A tool error: `isError: true` and the message, never a thrown error on the protocol. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * Wraps a tool's handler so that nothing it throws reaches the transport: a
 * {@link ToolInputError} becomes its message, anything else a tool error that names it as
 * unexpected.
 * @example server.registerTool('list_mocks', config, guarded(async () => structured({ mocks: [] })))
 */
export function guarded<A extends unknown[]>(
  handler: (...args: A) => Promise<CallToolResult>,
): (...args: A) => Promise<CallToolResult> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof ToolInputError) return toolError(error.message);
      const message = error instanceof Error ? error.message : String(error);
      return toolError(`unexpected error: ${message}`);
    }
  };
}
