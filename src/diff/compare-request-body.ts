import { compareSchema } from './compare-schema.js';
import { type OperationContext, reportOperation, schemaContext } from './operation-context.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';

const contentOf = (node: Node): Node => (isNode(node.content) ? node.content : {});

/**
 * Compares an operation's request bodies: added or removed, required changed, media types, and
 * each common media type's schema, as the request side.
 */
export function compareRequestBody(context: OperationContext, oldBody: unknown, newBody: unknown): void {
  const old = resolveRef(context.oldDocument, oldBody).node;
  const neu = resolveRef(context.newDocument, newBody).node;
  const place = 'request body';
  if (old === undefined && neu === undefined) return;
  if (old === undefined || neu === undefined) {
    const added = neu !== undefined;
    const need = neu?.required ? 'required' : 'optional';
    const rule = added ? `added-${need}-request-body` : 'request-body-removed';
    const direction = added ? (neu?.required ? 'stricter' : 'neither') : 'stricter';
    reportOperation(
      context,
      'request',
      rule,
      place,
      direction,
      added ? `${need} request body added` : 'request body removed',
    );
    return;
  }
  if (!old.required && neu.required)
    reportOperation(
      context,
      'request',
      'request-body-became-required',
      place,
      'stricter',
      'request body became required',
    );
  if (old.required && !neu.required)
    reportOperation(
      context,
      'request',
      'request-body-became-optional',
      place,
      'looser',
      'request body became optional',
    );
  const [before, after] = [contentOf(old), contentOf(neu)];
  for (const type of Object.keys(before)) {
    if (!(type in after)) {
      reportOperation(
        context,
        'request',
        'request-body-media-type-removed',
        `${place} ${type}`,
        'stricter',
        `media type ${type} removed`,
      );
      continue;
    }
    const [was, is] = [before[type], after[type]];
    if (isNode(was) && isNode(is))
      compareSchema(
        schemaContext(context, 'request', 'request-property', `${place} ${type}`),
        was.schema,
        is.schema,
        '',
      );
  }
  for (const type of Object.keys(after)) {
    if (!(type in before))
      reportOperation(
        context,
        'request',
        'request-body-media-type-added',
        `${place} ${type}`,
        'neither',
        `media type ${type} added`,
      );
  }
}
