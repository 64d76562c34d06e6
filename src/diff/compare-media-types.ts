import type { Direction } from './change.js';
import { compareSchema } from './compare-schema.js';
import { type OperationContext, reportOperation, schemaContext } from './operation-context.js';
import { isNode, type Node } from './resolve-ref.js';

/**
 * What one side calls its media types' changes: the rule ids (oasdiff's) of a media type added or
 * removed with the way each moved what the side admits, and the subject of the rule ids of each
 * common media type's schema.
 */
export interface MediaTypeRules {
  side: 'request' | 'response';
  added: { rule: string; direction: Direction };
  removed: { rule: string; direction: Direction };
  /** The first words of the schema's rule ids: `request-property`, `response-property`. */
  subject: string;
}

const contentOf = (node: Node): Node => (isNode(node.content) ? node.content : {});

/**
 * Compares the media types of a request body or a response: removed, then each common one's
 * schema, then added, each at `${place} ${type}`, under the side's rules.
 * @example compareMediaTypes(context, requestBodyMediaTypes, 'request body', oldBody, newBody)
 */
export function compareMediaTypes(
  context: OperationContext,
  rules: MediaTypeRules,
  place: string,
  old: Node,
  neu: Node,
): void {
  const [before, after] = [contentOf(old), contentOf(neu)];
  for (const type of Object.keys(before)) {
    const location = `${place} ${type}`;
    if (!(type in after)) {
      const { rule, direction } = rules.removed;
      reportOperation(context, rules.side, rule, location, direction, `media type ${type} removed`);
      continue;
    }
    const [was, is] = [before[type], after[type]];
    if (!isNode(was) || !isNode(is)) continue;
    const looselyTyped = !/json|\*\/\*/i.test(type);
    compareSchema(
      { ...schemaContext(context, rules.side, rules.subject, location), looselyTyped },
      was.schema,
      is.schema,
      '',
    );
  }
  for (const type of Object.keys(after)) {
    if (type in before) continue;
    const { rule, direction } = rules.added;
    reportOperation(context, rules.side, rule, `${place} ${type}`, direction, `media type ${type} added`);
  }
}
