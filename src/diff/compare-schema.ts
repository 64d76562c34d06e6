import { compareApplicators } from './compare-applicators.js';
import { compareComposition, wrappedVariant } from './compare-composition.js';
import { compareProperties } from './compare-properties.js';
import { compareFormArray, compareType } from './compare-type.js';
import { compareValues } from './compare-values.js';
import { isOpenApi30, readSchema } from './read-schema.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';
import { childPath, report, type SchemaContext } from './schema-context.js';
import { compareKeywords } from './schema-keywords.js';
import { spend } from './work-budget.js';

/** A boolean schema as an object: `true` admits anything, `false` nothing. */
const asNode = (value: unknown, node: Node | undefined): Node => node ?? (value === false ? { not: {} } : {});

/** The keywords written beside a `$ref` (a description), which make the pair a different one. */
function siblings(value: unknown): string {
  if (!isNode(value) || typeof value.$ref !== 'string') return '';
  const { $ref: _, ...rest } = value;
  return Object.keys(rest).length === 0 ? '' : JSON.stringify(rest);
}

function compareAdditional(context: SchemaContext, path: string, old: Node, neu: Node) {
  const closed = (schema: Node) => schema.additionalProperties === false;
  if (closed(old) && !closed(neu))
    report(context, 'additional-properties-allowed', path, 'looser', 'other properties now allowed');
  if (!closed(old) && closed(neu))
    report(context, 'additional-properties-forbidden', path, 'stricter', 'other properties now forbidden');
  if (isNode(old.additionalProperties) && isNode(neu.additionalProperties))
    compareSchema(context, old.additionalProperties, neu.additionalProperties, childPath(path, '*'));
}

function compareResolved(context: SchemaContext, path: string, old: Node, neu: Node) {
  if (compareFormArray(context, path, old, neu, compareSchema)) return;
  compareType(context, path, old, neu);
  compareValues(context, path, old, neu);
  compareKeywords(context, path, old, neu);
  compareProperties(context, path, old, neu, compareSchema);
  compareAdditional(context, path, old, neu);
  if (old.items !== undefined || neu.items !== undefined)
    compareSchema(context, old.items, neu.items, childPath(path, '[]'));
  compareComposition(context, path, old, neu, compareSchema);
  compareApplicators(context, path, old, neu, compareSchema);
}

/**
 * Compares two schemas of the same place and reports every change through the context: type
 * (and nullable), enum, const and x-extensible-enum, bounds, pattern, format, properties with
 * readOnly/writeOnly, additionalProperties, items, oneOf/anyOf/allOf matched by content, the other
 * JSON Schema 2020-12 applicators, and annotations. `$ref`s are followed in each document; a pair
 * of referenced schemas is compared once per place, which ends cycles and bounds fan-out, and a
 * pair whose walk found nothing is not walked again at other places; every comparison spends the
 * diff's work budget (whose emit must spend a change for each change it records).
 * @throws {WorkLimitError} past the budget
 * @example compareSchema(context, oldBody.schema, newBody.schema, '')
 */
export function compareSchema(context: SchemaContext, oldSchema: unknown, newSchema: unknown, path: string) {
  spend(context.budget, 'comparisons');
  const before = resolveRef(context.oldDocument, oldSchema);
  const after = resolveRef(context.newDocument, newSchema);
  if (before.refs.length === 0 && after.refs.length === 0)
    return compareNodes(context, path, oldSchema, newSchema, before.node, after.node);
  const pair = `${before.refs.join('>')}${siblings(oldSchema)}|${after.refs.join('>')}${siblings(newSchema)}`;
  if (context.compared.has(pair)) {
    context.budget.cut++;
    return;
  }
  context.compared.add(pair);
  // What decides the changes below a pair besides the pair: the side, the ids' subject, the media type and form.
  const key = `${context.side}|${context.subject}|${context.looselyTyped}|${context.explodedForm}|${path === ''}|${pair}`;
  if (context.budget.clean.has(key)) return;
  const [changes, cut] = [context.budget.left.changes, context.budget.cut];
  compareNodes(context, path, oldSchema, newSchema, before.node, after.node);
  if (context.budget.left.changes === changes && context.budget.cut === cut) context.budget.clean.add(key);
}

function compareNodes(
  context: SchemaContext,
  path: string,
  oldSchema: unknown,
  newSchema: unknown,
  before: Node | undefined,
  after: Node | undefined,
) {
  const old = readSchema(asNode(oldSchema, before), isOpenApi30(context.oldDocument));
  const neu = readSchema(asNode(newSchema, after), isOpenApi30(context.newDocument));
  const variant = wrappedVariant(context, oldSchema, old, neu);
  if (variant === undefined) return compareResolved(context, path, old, neu);
  report(context, 'wrapped-in-one-of', path, 'types', 'wrapped in a oneOf whose variants include it');
  compareSchema(context, oldSchema, variant, path);
}
