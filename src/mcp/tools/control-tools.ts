import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/v4';
import { faultFields } from '../../engine/http/controls/faults.js';
import { overrideFields } from '../../engine/http/controls/override-fields.js';
import { controlCall } from '../control-call.js';
import { defineTool } from '../define-tool.js';
import type { MockRegistry } from '../mock-registry.js';
import { ruleShape } from '../rule-schemas.js';
import { resolveTarget, targetShape } from '../target.js';
import { structured } from '../tool-result.js';

const rule = z.record(z.string(), z.unknown());
const clearInput = {
  id: z.string().optional().describe('one rule (e.g. "f1"); without it, all'),
  ...targetShape,
};

/**
 * Registers the overrides and faults tools (`set_`, `list_`, `clear_`): each is one call of the
 * target mock's control surface, so they act on any running kit mock.
 */
export function registerRuleTools(server: McpServer, registry: MockRegistry): void {
  defineTool(
    server,
    {
      name: 'set_override',
      title: 'Override an answer',
      description:
        "Makes the mock answer an operation's next matching requests with this response (checked against the document unless unchecked).",
      input: { ...ruleShape(overrideFields), ...targetShape },
      output: { override: rule },
    },
    async ({ mock, baseUrl, controlToken, ...spec }) => {
      const target = resolveTarget(registry, { mock, baseUrl, controlToken });
      return structured({ override: await controlCall(target, 'POST', '/__control/overrides', spec) });
    },
  );
  defineTool(
    server,
    {
      name: 'set_fault',
      title: 'Inject a fault',
      description:
        'Makes matching requests fail: a status (e.g. 429 with its documented body and Retry-After, 503), added latency, or a network fault. Without operation it hits every operation.',
      input: { ...ruleShape(faultFields), ...targetShape },
      output: { fault: rule },
    },
    async ({ mock, baseUrl, controlToken, ...spec }) => {
      const target = resolveTarget(registry, { mock, baseUrl, controlToken });
      return structured({ fault: await controlCall(target, 'POST', '/__control/faults', spec) });
    },
  );
  for (const kind of ['overrides', 'faults'] as const) {
    defineTool(
      server,
      {
        name: `list_${kind}`,
        title: `List ${kind}`,
        description: `The ${kind} the mock holds, with what remains of each.`,
        input: targetShape,
        output: { [kind]: z.array(rule) } as Record<typeof kind, z.ZodArray<typeof rule>>,
        readOnly: true,
      },
      async (args) =>
        structured(await controlCall(resolveTarget(registry, args), 'GET', `/__control/${kind}`)),
    );
    defineTool(
      server,
      {
        name: `clear_${kind}`,
        title: `Clear ${kind}`,
        description: `Removes one of the mock's ${kind} by id, or all of them.`,
        input: clearInput,
        output: { removed: z.number().int() },
        destructive: true,
      },
      async ({ id, ...target }) => {
        const query = id === undefined ? '' : `?id=${encodeURIComponent(id)}`;
        return structured(
          await controlCall(resolveTarget(registry, target), 'DELETE', `/__control/${kind}${query}`),
        );
      },
    );
  }
}
