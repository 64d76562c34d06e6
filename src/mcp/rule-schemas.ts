import * as z from 'zod/v4';
import { type FieldRule, maxTimes } from '../engine/http/controls/rule-input.js';

/** A rule field's JSON form: what the control surface takes, in zod (a `when` is data here, never a predicate). */
function zodOf(rule: FieldRule): z.ZodType {
  switch (rule.kind) {
    case 'number': {
      const number = z.number().min(rule.min).max(rule.max);
      return rule.integer ? number.int() : number;
    }
    case 'enum':
      return z.enum(rule.values);
    case 'boolean':
      return z.boolean();
    case 'times':
      return z.union([z.number().int().min(1).max(maxTimes), z.literal('always')]);
    case 'when':
      // Strict, as the engine's check: a misspelt key is refused, not dropped.
      return z.strictObject({
        query: z.record(z.string(), z.string()).optional(),
        headers: z.record(z.string(), z.string()).optional(),
        body: z.record(z.string(), z.unknown()).optional(),
      });
    case 'operation':
      return z.string();
    case 'response':
      // The status's range and the body are the document's to judge (response-check.ts).
      return z.strictObject({
        status: z.number().int(),
        body: z.unknown().optional(),
        headers: z.record(z.string(), z.string()).optional(),
      });
    case 'json':
      return z.unknown();
  }
}

/**
 * The zod shape of a rule's fields (`faultFields`, `overrideFields`), each described by its `doc`:
 * a tool's input is derived from the same table as the engine's checks, never written again.
 * @example input: { ...ruleShape(faultFields), ...targetShape }
 */
export function ruleShape<F extends Record<string, FieldRule>>(fields: F): Record<keyof F, z.ZodType> {
  const shape = {} as Record<keyof F, z.ZodType>;
  for (const [name, rule] of Object.entries(fields) as [keyof F, FieldRule][]) {
    const schema = zodOf(rule);
    shape[name] = (rule.required ? schema : schema.optional()).describe(rule.doc);
  }
  return shape;
}
