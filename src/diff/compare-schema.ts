import type { Direction } from './change.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';
import { childPath, report, reportRule, type SchemaContext } from './schema-context.js';
import { compareKeywords } from './schema-keywords.js';

const show = (value: unknown) => JSON.stringify(value);

/**
 * The types a schema admits: its `type`, else what its anyOf/oneOf variants admit together (when
 * each states it) or what an allOf part states; undefined when nothing limits it.
 */
function typesOf(document: Node, schema: Node, depth = 0): string[] | undefined {
  // OpenAPI 3.0 says null with `nullable: true` beside the type.
  if (typeof schema.type === 'string')
    return schema.nullable === true ? [schema.type, 'null'] : [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (depth > 8) return undefined;
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

/** `integer` is a part of `number`: narrowing number to integer admits less. */
const covered = (type: string, types: string[]) =>
  types.includes(type) || (type === 'integer' && types.includes('number'));

function compareType(context: SchemaContext, path: string, old: Node, neu: Node) {
  const before = typesOf(context.oldDocument, old);
  const after = typesOf(context.newDocument, neu);
  if (show(before?.toSorted()) === show(after?.toSorted())) return;
  const lost = before === undefined ? true : before.some((type) => !covered(type, after ?? before));
  const gained = after === undefined ? true : after.some((type) => !covered(type, before ?? after));
  const stricter = after !== undefined && (before === undefined || lost);
  const looser = before !== undefined && (after === undefined || gained);
  const direction: Direction =
    stricter && looser ? 'both' : stricter ? 'stricter' : looser ? 'looser' : 'neither';
  const said = (types: string[] | undefined) => (types === undefined ? 'any' : types.join('|'));
  report(context, 'type-changed', path, direction, `type changed from ${said(before)} to ${said(after)}`);
}

function valuesOf(schema: Node): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return 'const' in schema ? [schema.const] : undefined;
}

function compareEnum(context: SchemaContext, path: string, old: Node, neu: Node) {
  const before = valuesOf(old);
  const after = valuesOf(neu);
  if (before === undefined && after === undefined) return;
  if (before === undefined)
    return report(context, 'became-enum', path, 'stricter', `limited to ${show(after)}`);
  if (after === undefined)
    return report(context, 'enum-removed', path, 'looser', `no longer limited to ${show(before)}`);
  const keys = (values: unknown[]) => new Set(values.map(show));
  const [had, has] = [keys(before), keys(after)];
  for (const value of had)
    if (!has.has(value))
      report(context, 'enum-value-removed', path, 'stricter', `enum value ${value} removed`);
  for (const value of has)
    if (!had.has(value)) report(context, 'enum-value-added', path, 'looser', `enum value ${value} added`);
}

function requiredOf(schema: Node): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
}

/** Rule ids that oasdiff spells its own way for properties added or removed. */
function propertyRule(context: SchemaContext, required: boolean, added: boolean): string {
  const side = context.side;
  const need = required ? 'required' : 'optional';
  if (context.subject !== `${side}-property`)
    return `${context.subject}-${need}-property-${added ? 'added' : 'removed'}`;
  if (side === 'request') return added ? `new-${need}-request-property` : 'request-property-removed';
  return `response-${need}-property-${added ? 'added' : 'removed'}`;
}

function compareProperties(context: SchemaContext, path: string, old: Node, neu: Node) {
  const before = isNode(old.properties) ? old.properties : {};
  const after = isNode(neu.properties) ? neu.properties : {};
  const [wasRequired, isRequired] = [requiredOf(old), requiredOf(neu)];
  const emit = (rule: string, name: string, direction: Direction, message: string) =>
    reportRule(context, rule, childPath(path, name), direction, message);
  for (const name of Object.keys(before)) {
    if (name in after) continue;
    // A request property that is gone breaks a client that sends it; a response property a client reads.
    const direction: Direction = context.side === 'request' ? 'stricter' : 'looser';
    emit(
      propertyRule(context, wasRequired.has(name), false),
      name,
      direction,
      `property \`${name}\` removed`,
    );
  }
  for (const name of Object.keys(after)) {
    if (name in before) continue;
    const required = isRequired.has(name);
    const what = `${required ? 'required' : 'optional'} property \`${name}\` added`;
    emit(propertyRule(context, required, true), name, required ? 'stricter' : 'neither', what);
  }
  for (const name of Object.keys(after)) {
    if (!(name in before)) continue;
    const at = childPath(path, name);
    if (!wasRequired.has(name) && isRequired.has(name))
      report(context, 'became-required', at, 'stricter', `\`${name}\` became required`);
    if (wasRequired.has(name) && !isRequired.has(name))
      report(context, 'became-optional', at, 'looser', `\`${name}\` became optional`);
    compareSchema(context, before[name], after[name], at);
  }
}

function compareAdditional(context: SchemaContext, path: string, old: Node, neu: Node) {
  const closed = (schema: Node) => schema.additionalProperties === false;
  if (closed(old) && !closed(neu))
    report(context, 'additional-properties-allowed', path, 'looser', 'other properties now allowed');
  if (!closed(old) && closed(neu))
    report(context, 'additional-properties-forbidden', path, 'stricter', 'other properties now forbidden');
  if (isNode(old.additionalProperties) && isNode(neu.additionalProperties)) {
    compareSchema(context, old.additionalProperties, neu.additionalProperties, childPath(path, '*'));
  }
}

/** oneOf/anyOf: a variant more admits more; allOf: a part more admits less. Compared by position. */
function compareComposition(context: SchemaContext, path: string, old: Node, neu: Node) {
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const before = Array.isArray(old[keyword]) ? (old[keyword] as unknown[]) : [];
    const after = Array.isArray(neu[keyword]) ? (neu[keyword] as unknown[]) : [];
    const widens = keyword !== 'allOf';
    const name = keyword.toLowerCase().replace('of', '-of');
    if (after.length > before.length) {
      report(
        context,
        `${name}-added`,
        path,
        widens ? 'looser' : 'stricter',
        `${after.length - before.length} ${keyword} schema(s) added`,
      );
    }
    if (after.length < before.length) {
      report(
        context,
        `${name}-removed`,
        path,
        widens ? 'stricter' : 'looser',
        `${before.length - after.length} ${keyword} schema(s) removed`,
      );
    }
    for (let index = 0; index < Math.min(before.length, after.length); index++) {
      compareSchema(context, before[index], after[index], childPath(path, `${keyword}[${index}]`));
    }
  }
}

/**
 * Compares two schemas of the same place and reports every change through the context: type,
 * enum and const, properties and required, additionalProperties, items, oneOf/anyOf/allOf, bounds,
 * pattern, format and annotations. `$ref`s are followed in each document; a cycle stops the walk.
 * @example compareSchema(context, oldBody.schema, newBody.schema, '')
 */
export function compareSchema(
  context: SchemaContext,
  oldSchema: unknown,
  newSchema: unknown,
  path: string,
): void {
  const before = resolveRef(context.oldDocument, oldSchema);
  const after = resolveRef(context.newDocument, newSchema);
  const old = before.node ?? (oldSchema === false ? { not: {} } : {});
  const neu = after.node ?? (newSchema === false ? { not: {} } : {});
  // The written nodes, not the targets, name the pair: a $ref with a changed sibling (description)
  // is compared once more, and the same pair met again below itself ends the walk.
  const pair = `${show(oldSchema)}|${show(newSchema)}`;
  const referenced = before.refs.length > 0 || after.refs.length > 0;
  if (referenced && context.comparing.has(pair)) return;
  if (referenced) context.comparing.add(pair);
  compareType(context, path, old, neu);
  compareEnum(context, path, old, neu);
  compareKeywords(context, path, old, neu);
  compareProperties(context, path, old, neu);
  compareAdditional(context, path, old, neu);
  if (old.items !== undefined || neu.items !== undefined)
    compareSchema(context, old.items, neu.items, childPath(path, '[]'));
  compareComposition(context, path, old, neu);
  if (referenced) context.comparing.delete(pair);
}
