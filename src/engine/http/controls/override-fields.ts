import type { OverrideOptions } from './overrides.js';
import type { FieldRule } from './rule-input.js';

/**
 * The fields of `POST /__control/overrides`, defined once: the route's checks and the MCP tool
 * `set_override`'s input schema are derived from this table, and the compiler holds it to msw's
 * {@link OverrideOptions} (plus the operation and the response), so a field cannot be added to one
 * and not the other. `times` and `when` are checked where the override is added (overrides.ts).
 */
export const overrideFields = {
  operation: { kind: 'operation', required: true, doc: 'An operationId or "METHOD /path".' },
  response: {
    kind: 'response',
    required: true,
    doc: 'The answer: {status, body?, headers?}, checked against the document unless unchecked.',
  },
  times: {
    kind: 'times',
    doc: 'How many matching requests it answers: default 1 (one-shot), or "always" until removed.',
  },
  when: { kind: 'when', doc: 'Only requests whose query, headers or body fields have these values.' },
  unchecked: {
    kind: 'boolean',
    doc: 'Set when the response breaks the contract on purpose; it is then not checked.',
  },
} as const satisfies { [K in keyof Required<OverrideOptions> | 'operation' | 'response']: FieldRule };
