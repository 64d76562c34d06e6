import { compareSchema } from './compare-schema.js';
import { type OperationContext, reportOperation, schemaContext } from './operation-context.js';
import { type Node, resolveRef } from './resolve-ref.js';

/** A parameter's identity: where it goes and its name (header names ignore case). */
function keyOf(parameter: Node): string {
  const where = String(parameter.in);
  const name = String(parameter.name);
  return `${where} ${where === 'header' ? name.toLowerCase() : name}`;
}

/**
 * The parameters of an operation by identity: the path item's, overridden by the operation's own.
 * @example parametersOf(doc, pathItem, operation).get('query limit')
 */
export function parametersOf(document: Node, pathItem: Node, operation: Node): Map<string, Node> {
  const byKey = new Map<string, Node>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const { node } = resolveRef(document, entry);
      if (node) byKey.set(keyOf(node), node);
    }
  }
  return byKey;
}

/**
 * Compares an operation's parameters: removed, added (required or optional), required changed,
 * and each common parameter's schema, as the request side.
 */
export function compareParameters(
  context: OperationContext,
  before: Map<string, Node>,
  after: Map<string, Node>,
): void {
  for (const [key, old] of before) {
    const place = `${old.in} parameter ${old.name}`;
    const neu = after.get(key);
    if (neu === undefined) {
      reportOperation(context, 'request', 'request-parameter-removed', place, 'stricter', `${place} removed`);
      continue;
    }
    if (!old.required && neu.required) {
      reportOperation(
        context,
        'request',
        'request-parameter-became-required',
        place,
        'stricter',
        `${place} became required`,
      );
    }
    if (old.required && !neu.required) {
      reportOperation(
        context,
        'request',
        'request-parameter-became-optional',
        place,
        'looser',
        `${place} became optional`,
      );
    }
    compareSchema(schemaContext(context, 'request', 'request-parameter', place), old.schema, neu.schema, '');
  }
  for (const [key, neu] of after) {
    if (before.has(key)) continue;
    const place = `${neu.in} parameter ${neu.name}`;
    const need = neu.required ? 'required' : 'optional';
    reportOperation(
      context,
      'request',
      `new-${need}-request-parameter`,
      place,
      neu.required ? 'stricter' : 'neither',
      `${need} ${place} added`,
    );
  }
}
