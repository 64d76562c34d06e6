import type { Node } from './resolve-ref.js';
import { report, type SchemaContext } from './schema-context.js';

const show = (value: unknown) => JSON.stringify(value);

/** The values listed under a keyword (`enum`, `x-extensible-enum`), or undefined. */
const listOf = (schema: Node, keyword: string) =>
  Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : undefined;

function compareEnum(context: SchemaContext, path: string, old: Node, neu: Node) {
  const [before, after] = [listOf(old, 'enum'), listOf(neu, 'enum')];
  if (before === undefined && after === undefined) return;
  if (before === undefined)
    return report(context, 'became-enum', path, 'stricter', `limited to ${show(after)}`);
  if (after === undefined)
    return report(context, 'enum-removed', path, 'looser', `no longer limited to ${show(before)}`);
  const [had, has] = [new Set(before.map(show)), new Set(after.map(show))];
  for (const value of had)
    if (!has.has(value))
      report(context, 'enum-value-removed', path, 'stricter', `enum value ${value} removed`);
  for (const value of has)
    if (!had.has(value)) report(context, 'enum-value-added', path, 'looser', `enum value ${value} added`);
}

function compareConst(context: SchemaContext, path: string, old: Node, neu: Node) {
  const [had, has] = ['const' in old, 'const' in neu];
  if (!had && !has) return;
  if (!had)
    return report(context, 'const-added', path, 'stricter', `limited to the value ${show(neu.const)}`);
  if (!has)
    return report(context, 'const-removed', path, 'looser', `no longer limited to ${show(old.const)}`);
  if (show(old.const) !== show(neu.const))
    report(
      context,
      'const-changed',
      path,
      'both',
      `const changed from ${show(old.const)} to ${show(neu.const)}`,
    );
}

/**
 * `x-extensible-enum` lists the values known today and lets the list grow: a value removed is
 * one a client may send that is no longer accepted; a value added is compatible.
 */
function compareExtensibleEnum(context: SchemaContext, path: string, old: Node, neu: Node) {
  const before = listOf(old, 'x-extensible-enum') ?? [];
  const has = new Set((listOf(neu, 'x-extensible-enum') ?? []).map(show));
  if (context.side !== 'request' || before.length === 0) return;
  for (const value of before.map(show))
    if (!has.has(value))
      report(
        context,
        'x-extensible-enum-value-removed',
        path,
        'stricter',
        `x-extensible-enum value ${value} removed`,
      );
}

/** Compares the values a schema lists: `enum`, `const` and `x-extensible-enum`. */
export function compareValues(context: SchemaContext, path: string, old: Node, neu: Node): void {
  compareEnum(context, path, old, neu);
  compareConst(context, path, old, neu);
  compareExtensibleEnum(context, path, old, neu);
}
