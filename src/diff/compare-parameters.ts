import { compareLifecycle, removalRule, sunsetOf } from './compare-lifecycle.js';
import { compareSchema } from './compare-schema.js';
import { type OperationContext, reportOperation, schemaContext } from './operation-context.js';
import { type Node, resolveRef } from './resolve-ref.js';

/**
 * A parameter's identity: where it goes and its name (header names ignore case); a path
 * parameter's is its place in the path, since `/books/{bookId}` and `/books/{id}` are the same URL.
 */
function keyOf(parameter: Node, path: string): string {
  const where = String(parameter.in);
  const name = String(parameter.name);
  if (where === 'path') {
    const names = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    if (names.includes(name)) return `path #${names.indexOf(name)}`;
  }
  return `${where} ${where === 'header' ? name.toLowerCase() : name}`;
}

/**
 * The parameters of an operation by identity: the path item's, overridden by the operation's own.
 * @example parametersOf(doc, '/v1/items/{id}', pathItem, operation).get('query limit')
 */
export function parametersOf(
  document: Node,
  path: string,
  pathItem: Node,
  operation: Node,
): Map<string, Node> {
  const byKey = new Map<string, Node>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const { node } = resolveRef(document, entry);
      if (node) byKey.set(keyOf(node, path), node);
    }
  }
  return byKey;
}

const placeOf = (parameter: Node) => `${parameter.in} parameter ${parameter.name}`;

function compareRemoved(context: OperationContext, old: Node) {
  const place = placeOf(old);
  const removal = removalRule(old, Date.now());
  let rule =
    removal === 'without-deprecation' ? 'request-parameter-removed' : `request-parameter-removed-${removal}`;
  // A deprecation whose sunset cannot be read: oasdiff reports the date, not the removal.
  if (old.deprecated && sunsetOf(old) === 'invalid') rule = 'request-parameter-sunset-parse';
  // A deprecation does not soften a removal: a client that still sends the parameter is refused.
  reportOperation(context, 'request', rule, place, 'stricter', `${place} removed`);
}

function compareCommon(context: OperationContext, old: Node, neu: Node) {
  const place = placeOf(neu);
  if (old.in === 'path' && old.name !== neu.name) {
    const message = `path parameter {${old.name}} renamed to {${neu.name}}; the URL on the wire is unchanged`;
    reportOperation(context, 'request', 'request-path-parameter-renamed', place, 'types', message);
  }
  if (!old.required && neu.required)
    reportOperation(
      context,
      'request',
      'request-parameter-became-required',
      place,
      'stricter',
      `${place} became required`,
    );
  if (old.required && !neu.required)
    reportOperation(
      context,
      'request',
      'request-parameter-became-optional',
      place,
      'looser',
      `${place} became optional`,
    );
  compareLifecycle('parameter', old, neu, (rule, message, breaks) =>
    context.emit({ rule, operation: context.operation, location: place, message, breaks }),
  );
  const subject = old.in === 'header' ? 'request-header' : 'request-parameter';
  const explodedForm =
    (neu.in === 'query' || neu.in === 'cookie') && (neu.style ?? 'form') === 'form' && neu.explode !== false;
  compareSchema(
    { ...schemaContext(context, 'request', subject, place), explodedForm },
    old.schema,
    neu.schema,
    '',
  );
}

/**
 * Compares an operation's parameters: removed (by its deprecation), added (required or optional,
 * a new path parameter), a path parameter renamed, required changed, the sunset of a deprecated
 * one, and each common parameter's schema, as the request side.
 */
export function compareParameters(
  context: OperationContext,
  before: Map<string, Node>,
  after: Map<string, Node>,
): void {
  for (const [key, old] of before) {
    const neu = after.get(key);
    if (neu === undefined) compareRemoved(context, old);
    else compareCommon(context, old, neu);
  }
  for (const [key, neu] of after) {
    if (before.has(key)) continue;
    const place = placeOf(neu);
    const required = neu.required === true || neu.in === 'path';
    const rule =
      neu.in === 'path'
        ? 'new-request-path-parameter'
        : `new-${required ? 'required' : 'optional'}-request-parameter`;
    const need = required ? 'required' : 'optional';
    reportOperation(
      context,
      'request',
      rule,
      place,
      required ? 'stricter' : 'neither',
      `${need} ${place} added`,
    );
  }
}
