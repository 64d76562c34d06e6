import type { Direction } from './change.js';
import { isOpenApi30, readSchema } from './read-schema.js';
import { type Node, resolveRef } from './resolve-ref.js';
import { report, type SchemaContext } from './schema-context.js';

/** Types already read, by schema node: a variant referenced from many places is read once. */
const typeCache = new WeakMap<Node, string[] | undefined>();

/**
 * The types a schema admits: its `type`, else what its anyOf/oneOf variants admit together (when
 * each states it) or what an allOf part states; undefined when nothing limits it.
 */
export function typesOf(document: Node, schema: Node, depth = 0): string[] | undefined {
  if (typeCache.has(schema)) return typeCache.get(schema);
  const read = readSchema(schema, isOpenApi30(document));
  let types: string[] | undefined;
  if (typeof read.type === 'string') types = [read.type];
  else if (Array.isArray(read.type)) types = read.type.map(String);
  else if (depth <= 8) types = composedTypes(document, read, depth);
  typeCache.set(schema, types);
  return types;
}

function composedTypes(document: Node, schema: Node, depth: number): string[] | undefined {
  const read = (value: unknown) => {
    const node = resolveRef(document, value).node;
    return node && typesOf(document, node, depth + 1);
  };
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const variants = schema[keyword];
    if (!Array.isArray(variants) || variants.length === 0) continue;
    const each = variants.map(read);
    if (each.every((types) => types !== undefined)) return [...new Set(each.flat() as string[])];
  }
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return parts.map(read).find((types) => types !== undefined);
}

/**
 * Whether values of `type` are all admitted by `types`. `integer` is a part of `number`; a
 * parameter travels as text, so there `string` admits every other scalar type.
 */
function covered(type: string, types: string[], wire: boolean): boolean {
  if (types.includes(type)) return true;
  if (type === 'integer' && types.includes('number')) return true;
  return wire && types.includes('string') && ['number', 'integer', 'boolean'].includes(type);
}

/** Whether two type lists admit the same types, in any order. */
function sameTypes(before: string[] | undefined, after: string[] | undefined): boolean {
  if (before === undefined || after === undefined) return before === after;
  return before.length === after.length && before.every((type) => after.includes(type));
}

const said = (types: string[] | undefined) => (types === undefined ? 'any' : types.join('|'));

/** oasdiff's words for a type that now admits more, less or other values. */
function typeKind(before: string[], after: string[], direction: Direction): string {
  if (before.length > 1 || after.length > 1) {
    if (direction === 'looser') return 'list-of-types-widened';
    if (direction === 'stricter') return 'list-of-types-narrowed';
    return 'type-changed';
  }
  if (direction === 'looser') return 'type-generalized';
  return direction === 'stricter' ? 'type-specialized' : 'type-changed';
}

/**
 * Compares the types two schemas admit: `null` alone added or removed is `became-nullable` /
 * `became-not-nullable`; otherwise the type was generalized (admits more), specialized (less) or
 * changed (other values).
 */
export function compareType(context: SchemaContext, path: string, old: Node, neu: Node) {
  const before = typesOf(context.oldDocument, old);
  const after = typesOf(context.newDocument, neu);
  if (sameTypes(before, after)) return;
  const key = (types: string[] | undefined) => JSON.stringify(types?.toSorted());
  const strip = (types: string[] | undefined) => types?.filter((type) => type !== 'null');
  if (before && after && key(strip(before)) === key(strip(after))) {
    const nullable = after.includes('null');
    const kind = nullable ? 'became-nullable' : 'became-not-nullable';
    return report(
      context,
      kind,
      path,
      nullable ? 'looser' : 'stricter',
      `${nullable ? 'now' : 'no longer'} admits null`,
    );
  }
  const wire = context.subject.startsWith('request-parameter') || context.subject === 'request-header';
  const lost = before === undefined || before.some((type) => !covered(type, after ?? before, wire));
  const gained = after === undefined || after.some((type) => !covered(type, before ?? after, wire));
  const stricter = after !== undefined && (before === undefined || lost);
  const looser = before !== undefined && (after === undefined || gained);
  const direction: Direction =
    stricter && looser ? 'both' : stricter ? 'stricter' : looser ? 'looser' : 'neither';
  const message = `type changed from ${said(before)} to ${said(after)}`;
  if (context.looselyTyped)
    return report(
      context,
      'type-compatible',
      path,
      'neither',
      `${message}, in a media type that carries every value as text`,
    );
  let kind = before && after ? typeKind(strip(before) ?? [], strip(after) ?? [], direction) : 'type-changed';
  // oasdiff names a parameter's own type made narrower a change (only a property's is `specialized`).
  if (kind === 'type-specialized' && path === '' && context.subject === 'request-parameter')
    kind = 'type-changed';
  // On the wire a parameter's text admits more, but a generated client that passed a number no longer compiles.
  if (wire && kind === 'type-generalized' && !(before?.includes('integer') && after?.includes('number')))
    return report(context, 'type-changed', path, 'types', message);
  report(context, kind, path, direction, message);
}

/**
 * A query or cookie parameter sent as an exploded form (the default) that became an array: one
 * value is still a valid one-element array, so when the items admit every old value the type was
 * generalized, and the old schema is compared with the items'; otherwise the type changed.
 * Returns whether it handled the pair.
 */
export function compareFormArray(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  compare: (context: SchemaContext, old: unknown, neu: unknown, path: string) => void,
): boolean {
  if (!context.explodedForm || path !== '' || neu.type !== 'array' || old.type === undefined) return false;
  const before = typesOf(context.oldDocument, old);
  if (before === undefined || before.includes('array')) return false;
  const items = resolveRef(context.newDocument, neu.items).node;
  const itemTypes = items && typesOf(context.newDocument, items);
  const message = `type changed from ${said(before)} to an array of ${said(itemTypes)}`;
  // Items that constrain more than their type (a pattern, an enum) may refuse an old value.
  const plain = Object.keys(items ?? {}).every((key) => ['type', 'description', 'title'].includes(key));
  if (plain && (itemTypes === undefined || before.every((type) => covered(type, itemTypes, true)))) {
    report(context, 'type-generalized', path, 'looser', `${message}: one value is still a one-element array`);
    compare(context, { ...old, type: undefined }, { ...items, type: undefined }, path);
  } else report(context, 'type-changed', path, 'both', message);
  return true;
}
