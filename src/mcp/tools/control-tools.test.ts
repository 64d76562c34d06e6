import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { checkFaultSpec, faultFields, networkFaults } from '../../engine/http/controls/faults.js';
import { overrideFields } from '../../engine/http/controls/override-fields.js';
import { readNetworkFault } from '../../server/http/network-fault.js';
import { createMockRegistry } from '../mock-registry.js';
import { targetShape } from '../target.js';
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

function inputOf(tool: string): z.ZodObject {
  const shape = inputShapes().get(tool);
  expect(shape).toBeDefined();
  return z.object(shape ?? {});
}

/** Whether the engine takes a fault with this one field set (beside a status, when it needs one). */
function engineTakes(field: string, value: unknown): boolean {
  const base = field === 'status' || field === 'network' ? {} : { status: 503 };
  try {
    checkFaultSpec({ ...base, [field]: value }, null);
    return true;
  } catch {
    return false;
  }
}

describe('set_fault input', () => {
  it("[MCP-FAULT-NETWORK] accepts exactly the engine's network faults", () => {
    const network = inputOf('set_fault').shape.network as z.ZodOptional<z.ZodEnum>;
    expect([...network.unwrap().options].sort()).toEqual([...networkFaults].sort());
    for (const value of networkFaults) expect(network.safeParse(value).success).toBe(true);
    expect(network.safeParse('drop').success).toBe(false);
    // The JSON Schema a client reads says the same.
    const schema = z.toJSONSchema(network.unwrap()) as { enum?: unknown[] };
    expect(schema.enum).toEqual([...networkFaults]);
    // And so do the engine's check and the server's reader of the inner leg's header.
    for (const value of [...networkFaults, 'drop', 'RESET', '']) {
      const known = (networkFaults as readonly string[]).includes(value);
      expect(engineTakes('network', value)).toBe(known);
      expect(readNetworkFault(value)).toBe(known ? value : undefined);
    }
  });

  it("[MCP-FAULT-FIELDS] has exactly the engine's fault fields, besides the target", () => {
    const fields = Object.keys(inputOf('set_fault').shape).filter((name) => !(name in targetShape));
    expect(fields.sort()).toEqual(Object.keys(faultFields).sort());
  });

  // Values at and beyond each bound: the tool's schema and the engine agree on every one.
  const probes: [keyof typeof faultFields, unknown[]][] = [
    ['status', [399, 400, 503, 599, 600, 503.5, '503']],
    ['latencyMs', [-1, 0, 10, faultFields.latencyMs.max, faultFields.latencyMs.max + 1, 1.5]],
    ['probability', [-0.1, 0, 0.5, 1, 1.1, '1']],
    ['times', [0, 1, 2, 1_000_000, 1_000_001, 1.5, 'always', 'never']],
    ['network', ['reset', 'hang', 'truncate', 'drop']],
    ['when', [{ query: { a: 'b' } }, { headers: { a: 'b' } }, { query: { a: 1 } }, { other: {} }, 'x']],
  ];
  it.each(probes)('[MCP-FAULT-AGREE] %s: the schema takes what the engine takes', (field, values) => {
    const schema = inputOf('set_fault').shape[field] as z.ZodType;
    for (const value of values) {
      expect([value, schema.safeParse(value).success]).toEqual([value, engineTakes(field, value)]);
    }
  });
});

describe('set_override input', () => {
  it("[MCP-OVERRIDE-FIELDS] has exactly the control route's override fields, besides the target", () => {
    const input = inputOf('set_override');
    const fields = Object.keys(input.shape).filter((name) => !(name in targetShape));
    expect(fields.sort()).toEqual(Object.keys(overrideFields).sort());
    // Required where the route requires them.
    expect(input.safeParse({ response: { status: 200 } }).success).toBe(false);
    expect(input.safeParse({ operation: 'recall', response: { status: 200 } }).success).toBe(true);
    expect(
      input.safeParse({ operation: 'recall', response: { status: 200 }, unchecked: 'yes' }).success,
    ).toBe(false);
  });
});
