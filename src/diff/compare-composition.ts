import type { Direction } from './change.js';
import type { CompareSubschema } from './compare-applicators.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';
import { childPath, report, type SchemaContext } from './schema-context.js';

/** Keywords that describe and never constrain: an allOf part made only of them changes nothing. */
const annotationKeywords = new Set([
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  'externalDocs',
]);

/** What identifies a variant across versions: its `$ref`, else its whole text. */
function identity(value: unknown): string {
  if (isNode(value) && typeof value.$ref === 'string') return `ref ${value.$ref}`;
  return `inline ${JSON.stringify(value)}`;
}

/** How alike two variants look when neither is the other: same type, shared property names. */
function likeness(context: SchemaContext, old: unknown, neu: unknown): number {
  const a = resolveRef(context.oldDocument, old).node ?? {};
  const b = resolveRef(context.newDocument, neu).node ?? {};
  const names = (node: Node) => new Set(Object.keys(isNode(node.properties) ? node.properties : {}));
  const [had, has] = [names(a), names(b)];
  const shared = [...had].filter((name) => has.has(name)).length;
  return (a.type === b.type ? 1 : 0) + shared / Math.max(1, had.size, has.size);
}

/**
 * Pairs the variants of two versions of a composition by content, not position: the same `$ref`
 * or the same inline schema first; then, when as many are left on each side, in their order (a
 * variant edited in place); otherwise each left over with the one most like it. Unpaired
 * variants were removed or added.
 * @example matchVariants(ctx, [a, b], [b, c, a]) // pairs a-a and b-b; c added
 */
export function matchVariants(context: SchemaContext, before: unknown[], after: unknown[]) {
  const pairs: [number, number][] = [];
  const free = new Set(after.keys());
  const left: number[] = [];
  const identities = after.map(identity);
  for (const [index, variant] of before.entries()) {
    const written = identity(variant);
    const match = [...free].find((other) => identities[other] === written);
    if (match === undefined) left.push(index);
    else {
      pairs.push([index, match]);
      free.delete(match);
    }
  }
  const rest = [...free];
  if (rest.length === left.length) {
    for (const [at, index] of left.entries()) pairs.push([index, rest[at] as number]);
    return { pairs, removed: [], added: [] };
  }
  const removed: number[] = [];
  for (const index of left) {
    const scored = [...free].map((other) => [other, likeness(context, before[index], after[other])] as const);
    const best = scored.filter(([, score]) => score >= 1).sort((x, y) => y[1] - x[1])[0];
    if (best === undefined) removed.push(index);
    else {
      pairs.push([index, best[0]]);
      free.delete(best[0]);
    }
  }
  return { pairs, removed, added: [...free] };
}

function isAnnotationOnly(document: Node, value: unknown): boolean {
  const node = resolveRef(document, value).node;
  return (
    node !== undefined &&
    Object.keys(node).every((key) => annotationKeywords.has(key) || key.startsWith('x-'))
  );
}

/**
 * oneOf/anyOf: a variant more admits more; allOf: a part more admits less, unless it only
 * annotates. Variants are matched by content (matchVariants), and each pair compared.
 */
export function compareComposition(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  compare: CompareSubschema,
): void {
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const before = Array.isArray(old[keyword]) ? (old[keyword] as unknown[]) : [];
    const after = Array.isArray(neu[keyword]) ? (neu[keyword] as unknown[]) : [];
    if (before.length === 0 && after.length === 0) continue;
    const name = keyword.toLowerCase().replace('of', '-of');
    const { pairs, removed, added } = matchVariants(context, before, after);
    const widens = keyword !== 'allOf';
    const emit = (value: unknown, document: Node, isAdded: boolean, index: number) => {
      const annotation = !widens && isAnnotationOnly(document, value);
      const direction: Direction = annotation ? 'neither' : isAdded === widens ? 'looser' : 'stricter';
      const inline = `the inline schema at ${keyword}[${index}] of the ${isAdded ? 'new' : 'old'} document`;
      const what = isNode(value) && typeof value.$ref === 'string' ? value.$ref : inline;
      const kind = `${name}-${isAdded ? 'added' : 'removed'}${annotation ? '-annotation-only' : ''}`;
      report(context, kind, path, direction, `${keyword} ${isAdded ? 'gained' : 'lost'} ${what}`);
    };
    for (const index of removed) emit(before[index], context.oldDocument, false, index);
    for (const index of added) emit(after[index], context.newDocument, true, index);
    for (const [from, to] of pairs)
      compare(context, before[from], after[to], childPath(path, `${keyword}[${to}]`));
  }
}

/**
 * A schema wrapped in a `oneOf` whose variants include it: the same values still pass, but the
 * generated type becomes a union. Returns the variant to compare the old schema with, or
 * undefined when the new schema is no such wrapping.
 */
export function wrappedVariant(context: SchemaContext, oldSchema: unknown, old: Node, neu: Node): unknown {
  if (old.oneOf !== undefined || !Array.isArray(neu.oneOf) || neu.properties !== undefined) return undefined;
  if (old.properties === undefined && typeof oldSchema !== 'object') return undefined;
  const same = neu.oneOf.find((variant) => identity(variant) === identity(oldSchema));
  if (same !== undefined) return same;
  const match = matchVariants(context, [oldSchema], neu.oneOf).pairs[0];
  return match && neu.oneOf.length > 1 ? neu.oneOf[match[1]] : undefined;
}
