import type { Direction } from './change.js';
import { isNode, type Node } from './resolve-ref.js';
import { childPath, report, type SchemaContext } from './schema-context.js';

/** Compares two subschemas of one place; given by compare-schema.ts, which imports this file. */
export type CompareSubschema = (context: SchemaContext, old: unknown, neu: unknown, path: string) => void;

/** Keywords that hold one subschema which constrains the instance when present. */
const singles = [
  ['contains', 'contains'],
  ['propertyNames', 'property-names'],
  ['unevaluatedProperties', 'unevaluated-properties'],
  ['unevaluatedItems', 'unevaluated-items'],
  ['if', 'if'],
  ['contentSchema', 'content-schema'],
] as const;

function compareSingle(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  keyword: string,
  name: string,
  compare: CompareSubschema,
) {
  const [had, has] = [old[keyword] !== undefined, neu[keyword] !== undefined];
  if (!had && !has) return;
  if (!had || !has) {
    const [change, direction, node] = had
      ? (['removed', 'looser', old] as const)
      : (['added', 'stricter', neu] as const);
    report(context, `${name}-${change}`, path, direction, `${keyword} ${change}`);
    // An `if` comes with its branches; oasdiff names each.
    if (keyword === 'if')
      for (const branch of ['then', 'else'])
        if (node[branch] !== undefined)
          report(context, `${branch}-${change}`, path, direction, `${branch} ${change}`);
    return;
  }
  // `unevaluatedProperties: false` and a schema are both constraints; a boolean flipped is one changed.
  if (typeof old[keyword] === 'boolean' || typeof neu[keyword] === 'boolean') {
    if (old[keyword] === neu[keyword]) return;
    const direction: Direction =
      neu[keyword] === false ? 'stricter' : old[keyword] === false ? 'looser' : 'both';
    return report(context, `${name}-changed`, path, direction, `${keyword} changed`);
  }
  compare(context, old[keyword], neu[keyword], childPath(path, keyword));
  if (keyword === 'if') {
    for (const branch of ['then', 'else'])
      compare(context, old[branch], neu[branch], childPath(path, branch));
  }
}

/** Keywords that map names to a constraint: one more entry restricts, one fewer frees. */
function compareMap(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  keyword: string,
  name: string,
  compare: CompareSubschema,
) {
  const before = isNode(old[keyword]) ? old[keyword] : {};
  const after = isNode(neu[keyword]) ? neu[keyword] : {};
  for (const key of Object.keys(before)) {
    if (!(key in after))
      report(context, `${name}-removed`, path, 'looser', `${keyword} for ${JSON.stringify(key)} removed`);
    else if (keyword === 'dependentRequired') {
      const [was, is] = [JSON.stringify(before[key]), JSON.stringify(after[key])];
      if (was !== is)
        report(
          context,
          `${name}-changed`,
          path,
          'both',
          `${keyword} for ${JSON.stringify(key)} changed from ${was} to ${is}`,
        );
    } else compare(context, before[key], after[key], childPath(path, `${keyword}[${key}]`));
  }
  for (const key of Object.keys(after))
    if (!(key in before))
      report(context, `${name}-added`, path, 'stricter', `${keyword} for ${JSON.stringify(key)} added`);
}

/** prefixItems: oasdiff counts a tuple item added as freeing (a longer tuple) and one removed as restricting. */
function comparePrefixItems(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  compare: CompareSubschema,
) {
  const before = Array.isArray(old.prefixItems) ? old.prefixItems : [];
  const after = Array.isArray(neu.prefixItems) ? neu.prefixItems : [];
  if (after.length > before.length)
    report(
      context,
      'prefix-items-added',
      path,
      'looser',
      `${after.length - before.length} prefixItems added`,
    );
  if (after.length < before.length)
    report(
      context,
      'prefix-items-removed',
      path,
      'stricter',
      `${before.length - after.length} prefixItems removed`,
    );
  for (let index = 0; index < Math.min(before.length, after.length); index++)
    compare(context, before[index], after[index], childPath(path, `prefixItems[${index}]`));
}

/** `not`: a schema whose instances are refused; any change to it may go either way. */
function compareNot(context: SchemaContext, path: string, old: Node, neu: Node) {
  const [was, is] = [JSON.stringify(old.not), JSON.stringify(neu.not)];
  if (was === is) return;
  if (was === undefined) return report(context, 'not-added', path, 'stricter', 'not added');
  if (is === undefined) return report(context, 'not-removed', path, 'looser', 'not removed');
  report(context, 'not-changed', path, 'both', 'not changed');
}

/**
 * Compares JSON Schema 2020-12's applicators beyond properties, items and the compositions:
 * contains, propertyNames, unevaluatedProperties/Items, if/then/else, contentSchema,
 * dependentRequired, dependentSchemas, patternProperties, prefixItems and not.
 */
export function compareApplicators(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  compare: CompareSubschema,
): void {
  for (const [keyword, name] of singles) compareSingle(context, path, old, neu, keyword, name, compare);
  compareMap(context, path, old, neu, 'dependentRequired', 'dependent-required', compare);
  compareMap(context, path, old, neu, 'dependentSchemas', 'dependent-schema', compare);
  compareMap(context, path, old, neu, 'patternProperties', 'pattern-property', compare);
  comparePrefixItems(context, path, old, neu, compare);
  compareNot(context, path, old, neu);
}
