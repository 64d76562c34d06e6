import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from './create-server.js';
import { type McpHttpOptions, serveMcpHttp } from './http-server.js';
import { createMockRegistry } from './mock-registry.js';
import type { PathRoot } from './path-root.js';

/** Resolves on the first SIGINT or SIGTERM, or when `also` does. */
function stopSignal(also?: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
    also?.then(resolve);
  });
}

/**
 * Serves MCP over stdin/stdout until the client closes stdin or a signal arrives, then stops every
 * mock it started. Nothing but protocol messages goes to stdout: mocks log to stderr. Every path
 * a tool takes must lie inside `root`.
 */
export async function runMcpStdio(root: PathRoot): Promise<number> {
  const registry = createMockRegistry(root);
  const server = createMcpServer(registry);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    // The transport does not report the end of stdin: the client closing it ends the session.
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await stopSignal(closed);
  await registry.closeAll();
  await server.close();
  return 0;
}

/**
 * Serves MCP over Streamable HTTP (see {@link serveMcpHttp}) until a signal arrives; `onListening`
 * gets the endpoint's URL. Every path a tool takes must lie inside `root`.
 */
export async function runMcpHttp(
  options: McpHttpOptions,
  root: PathRoot,
  onListening: (url: string) => void,
): Promise<number> {
  const registry = createMockRegistry(root);
  const server = await serveMcpHttp(registry, options);
  onListening(server.url);
  await stopSignal();
  await server.close();
  await registry.closeAll();
  return 0;
}
