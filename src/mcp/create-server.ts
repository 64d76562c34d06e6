import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { packageVersion } from '../server/package-root.js';
import type { MockRegistry } from './mock-registry.js';
import type { ProgressBarrier } from './progress.js';
import { registerResources } from './resources.js';
import { registerConformanceTool } from './tools/conformance-tool.js';
import { registerRuleTools } from './tools/control-tools.js';
import { registerLookupTools } from './tools/lookup-tools.js';
import { registerMockTools } from './tools/mock-tools.js';
import { registerOperationTool } from './tools/operation-tool.js';
import { registerStateTools } from './tools/state-tools.js';

const instructions = `contract-kit: stateful mocks of the Hosted Memory Service and the Dependency Release Tracking API, and a conformance suite that judges any deployment by their OpenAPI documents.
Start a mock with start_mock (mode "direct" is fastest), call documented operations with call_operation (memory credentials default to the fixture tenants: API key ck_test_key, workspace ws_main), shape answers with set_override and set_fault, and read what happened with read_journal. run_conformance judges a URL or a started mock and returns each failure with expected, received and a curl line. list_operations, get_schema and get_check say what the documents say.`;

/**
 * Creates one MCP server (one client session) over a registry of mocks that several sessions may
 * share: every tool and resource of `contract-kit mcp`. `barrier` is how a long call makes sure
 * its progress reached the client before its answer: `ping` (default) where the client's
 * answers come back to this server, `written` over stateless HTTP, where they do not.
 * @example const server = createMcpServer(createMockRegistry()); await server.connect(new StdioServerTransport());
 */
export function createMcpServer(registry: MockRegistry, barrier: ProgressBarrier = 'ping'): McpServer {
  const server = new McpServer(
    { name: 'contract-kit', title: 'contract-kit mocks and conformance', version: packageVersion() },
    { instructions, capabilities: { logging: {} } },
  );
  registerMockTools(server, registry);
  registerOperationTool(server, registry);
  registerRuleTools(server, registry);
  registerStateTools(server, registry);
  registerConformanceTool(server, registry, barrier);
  registerLookupTools(server);
  registerResources(server);
  return server;
}
