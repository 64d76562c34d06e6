import type { Direction } from './change.js';
import { sunsetOf } from './compare-lifecycle.js';
import type { Node } from './resolve-ref.js';
import { report, type SchemaContext } from './schema-context.js';

/** Bounds: an upper one that goes down, or a lower one that goes up, admits less. */
const bounds = [
  ['maxLength', 'max-length', 'upper'],
  ['maximum', 'max', 'upper'],
  ['exclusiveMaximum', 'exclusive-max', 'upper'],
  ['maxItems', 'max-items', 'upper'],
  ['maxProperties', 'max-properties', 'upper'],
  ['maxContains', 'max-contains', 'upper'],
  ['minLength', 'min-length', 'lower'],
  ['minimum', 'min', 'lower'],
  ['exclusiveMinimum', 'exclusive-min', 'lower'],
  ['minItems', 'min-items', 'lower'],
  ['minProperties', 'min-properties', 'lower'],
  ['minContains', 'min-contains', 'lower'],
] as const;

/** Keywords whose presence restricts and whose any change may go either way. */
const restrictions = [
  ['format', 'format'],
  ['multipleOf', 'multiple-of'],
  ['contentMediaType', 'content-media-type'],
  ['contentEncoding', 'content-encoding'],
] as const;

const annotations = [
  ['description', 'description'],
  ['title', 'title'],
  ['default', 'default-value'],
] as const;

const show = (value: unknown) => JSON.stringify(value);
/** Whether two keyword values are the same; only objects need their text compared. */
const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && show(a) === show(b));

function compareBound(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  bound: (typeof bounds)[number],
) {
  const [keyword, name, kind] = bound;
  // minContains and maxContains count the items `contains` matches: without it they say nothing,
  // and `contains` added or removed is reported as such, with the counts it comes with.
  const counted = !keyword.endsWith('Contains') || (old.contains !== undefined && neu.contains !== undefined);
  const [before, after] = counted ? [old[keyword], neu[keyword]] : [undefined, undefined];
  if (typeof before !== 'number' && typeof after !== 'number') return;
  if (before === after) return;
  if (typeof before !== 'number')
    return report(context, `${name}-set`, path, 'stricter', `${keyword} ${show(after)} set`);
  if (typeof after !== 'number') {
    // oasdiff says `unset` for the bounds whose removal it rates on a response.
    const removed = name === 'max-length' || name === 'min-items' ? 'unset' : 'removed';
    return report(context, `${name}-${removed}`, path, 'looser', `${keyword} ${show(before)} removed`);
  }
  const up = after > before;
  const direction: Direction = up === (kind === 'lower') ? 'stricter' : 'looser';
  const change = up ? 'increased' : 'decreased';
  report(context, `${name}-${change}`, path, direction, `${keyword} ${change} from ${before} to ${after}`);
}

function compareRestriction(
  context: SchemaContext,
  path: string,
  old: Node,
  neu: Node,
  keyword: string,
  name: string,
) {
  const [before, after] = [old[keyword], neu[keyword]];
  if (same(before, after)) return;
  if (before === undefined)
    return report(context, `${name}-added`, path, 'stricter', `${keyword} ${show(after)} added`);
  if (after === undefined)
    return report(context, `${name}-removed`, path, 'looser', `${keyword} ${show(before)} removed`);
  report(
    context,
    `${name}-changed`,
    path,
    'both',
    `${keyword} changed from ${show(before)} to ${show(after)}`,
  );
}

/** A pattern that every string matches says nothing: `''`, `.*`, `^.*$`. */
const matchesAll = (pattern: unknown) => typeof pattern === 'string' && /^\^?(\.\*)?\$?$/.test(pattern);

/**
 * Patterns: one added restricts, one removed (or made to match anything) frees. Generated types
 * do not carry patterns, so on a response a pattern binds only the deployment: one added or
 * changed breaks deployments, one removed breaks nobody (oasdiff rates all three INFO there).
 */
function comparePattern(context: SchemaContext, path: string, old: Node, neu: Node) {
  const [before, after] = [old.pattern, neu.pattern];
  if (same(before, after)) return;
  const response = context.side === 'response';
  const [had, has] = [before !== undefined && !matchesAll(before), after !== undefined && !matchesAll(after)];
  if (!had && !has) return;
  if (!has) {
    const kind = after === undefined ? 'pattern-removed' : 'pattern-generalized';
    return report(
      context,
      kind,
      path,
      response ? 'neither' : 'looser',
      `pattern ${show(before)} ${after === undefined ? 'removed' : `now ${show(after)}, which matches anything`}`,
    );
  }
  if (!had) return report(context, 'pattern-added', path, 'stricter', `pattern ${show(after)} added`);
  report(
    context,
    'pattern-changed',
    path,
    response ? 'stricter' : 'both',
    `pattern changed from ${show(before)} to ${show(after)}`,
  );
}

/**
 * Compares the keywords of one schema level that need no recursion: numeric, length and
 * `contains` bounds, pattern, format, multipleOf, content media type and encoding, uniqueItems,
 * and the annotations (description, title, default), compatible but for a parameter's default.
 */
export function compareKeywords(context: SchemaContext, path: string, old: Node, neu: Node): void {
  for (const bound of bounds) compareBound(context, path, old, neu, bound);
  comparePattern(context, path, old, neu);
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
    if (same(old[keyword], neu[keyword])) continue;
    // A parameter's default is what a client that leaves it out gets: oasdiff rates its change an error.
    const behaves = keyword === 'default' && context.subject === 'request-parameter' && path === '';
    report(context, `${name}-changed`, path, behaves ? 'both' : 'neither', `${keyword} changed`);
  }
  if (!old.deprecated && neu.deprecated) compareDeprecation(context, path, neu);
}

/** A schema newly deprecated; with an `x-sunset` that is not a date, clients cannot plan for it. */
function compareDeprecation(context: SchemaContext, path: string, neu: Node) {
  if (sunsetOf(neu) !== 'invalid') return report(context, 'deprecated', path, 'neither', 'marked deprecated');
  const rule = `${context.side}-property-deprecated-sunset-invalid`;
  const message = `deprecated with x-sunset ${show(neu['x-sunset'])}, which is not a date: clients cannot tell until when it works`;
  const location = path === '' ? context.location : `${context.location}: ${path}`;
  context.emit({ rule, operation: context.operation, location, message, breaks: ['clients'] });
}
