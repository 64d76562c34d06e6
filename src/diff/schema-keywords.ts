import type { Direction } from './change.js';
import type { Node } from './resolve-ref.js';
import { report, type SchemaContext } from './schema-context.js';

/** Bounds: an upper one that goes down, or a lower one that goes up, admits less. */
const bounds = [
  ['maxLength', 'max-length', 'upper'],
  ['maximum', 'max', 'upper'],
  ['exclusiveMaximum', 'exclusive-max', 'upper'],
  ['maxItems', 'max-items', 'upper'],
  ['maxProperties', 'max-properties', 'upper'],
  ['minLength', 'min-length', 'lower'],
  ['minimum', 'min', 'lower'],
  ['exclusiveMinimum', 'exclusive-min', 'lower'],
  ['minItems', 'min-items', 'lower'],
  ['minProperties', 'min-properties', 'lower'],
] as const;

/** Keywords whose presence restricts and whose any change may go either way. */
const restrictions = [
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['multipleOf', 'multiple-of'],
] as const;

const annotations = [
  ['description', 'description'],
  ['title', 'title'],
  ['default', 'default-value'],
] as const;

const show = (value: unknown) => JSON.stringify(value);

function compareBound(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  bound: (typeof bounds)[number],
) {
  const [keyword, name, kind] = bound;
  const before = old[keyword];
  const after = neu[keyword];
  if (typeof before !== 'number' && typeof after !== 'number') return;
  if (before === after) return;
  if (typeof before !== 'number') {
    report(context, `${name}-set`, path, 'stricter', `${keyword} ${show(after)} set`);
  } else if (typeof after !== 'number') {
    report(context, `${name}-removed`, path, 'looser', `${keyword} ${show(before)} removed`);
  } else {
    const up = after > before;
    const direction: Direction = up === (kind === 'lower') ? 'stricter' : 'looser';
    const change = up ? 'increased' : 'decreased';
    report(context, `${name}-${change}`, path, direction, `${keyword} ${change} from ${before} to ${after}`);
  }
}

function compareRestriction(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  keyword: string,
  name: string,
) {
  const before = old[keyword];
  const after = neu[keyword];
  if (show(before) === show(after)) return;
  if (before === undefined)
    report(context, `${name}-added`, path, 'stricter', `${keyword} ${show(after)} added`);
  else if (after === undefined)
    report(context, `${name}-removed`, path, 'looser', `${keyword} ${show(before)} removed`);
  else
    report(
      context,
      `${name}-changed`,
      path,
      'both',
      `${keyword} changed from ${show(before)} to ${show(after)}`,
    );
}

/**
 * Compares the keywords of one schema level that need no recursion: numeric and length bounds,
 * pattern, format, multipleOf, uniqueItems, and the annotations (description, title, default),
 * which are compatible but for a parameter's default.
 */
export function compareKeywords(context: SchemaContext, path: string, old: Node, neu: Node): void {
  for (const bound of bounds) compareBound(context, path, old, neu, bound);
  for (const [keyword, name] of restrictions) compareRestriction(context, path, old, neu, keyword, name);
  if (Boolean(old.uniqueItems) !== Boolean(neu.uniqueItems)) {
    const on = Boolean(neu.uniqueItems);
    report(
      context,
      on ? 'unique-items-set' : 'unique-items-removed',
      path,
      on ? 'stricter' : 'looser',
      `uniqueItems ${on ? 'set' : 'removed'}`,
    );
  }
  for (const [keyword, name] of annotations) {
    if (show(old[keyword]) === show(neu[keyword])) continue;
    // A parameter's default is what a client that leaves it out gets: oasdiff rates its change an error.
    const behaves = keyword === 'default' && context.subject === 'request-parameter';
    report(context, `${name}-changed`, path, behaves ? 'both' : 'neither', `${keyword} changed`);
  }
  if (!old.deprecated && neu.deprecated) report(context, 'deprecated', path, 'neither', 'marked deprecated');
}
