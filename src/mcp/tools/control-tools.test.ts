import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { networkFaults } from '../../engine/http/controls/faults.js';
import { createMockRegistry } from '../mock-registry.js';
import { registerRuleTools } from './control-tools.js';

/** The input shapes the rule tools register, caught by a stand-in for the SDK's server. */
function inputShapes(): Map<string, z.ZodRawShape> {
  const shapes = new Map<string, z.ZodRawShape>();
  const server = {
    registerTool: (name: string, config: { inputSchema: z.ZodRawShape }) => {
      shapes.set(name, config.inputSchema);
    },
  } as unknown as McpServer;
  registerRuleTools(server, createMockRegistry());
  return shapes;
}

describe('set_fault input', () => {
  it("[MCP-FAULT-NETWORK] accepts exactly the engine's network faults", () => {
    const shape = inputShapes().get('set_fault');
    expect(shape).toBeDefined();
    const network = z.object(shape ?? {}).shape.network as z.ZodOptional<z.ZodEnum>;
    expect([...network.unwrap().options].sort()).toEqual([...networkFaults].sort());
    for (const value of networkFaults) expect(network.safeParse(value).success).toBe(true);
    expect(network.safeParse('drop').success).toBe(false);
    // The JSON Schema a client reads says the same.
    const schema = z.toJSONSchema(network.unwrap()) as { enum?: unknown[] };
    expect(schema.enum).toEqual([...networkFaults]);
  });
});
