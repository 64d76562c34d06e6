import { breaksFor, type Change, type Direction } from './change.js';
import type { Node } from './resolve-ref.js';

/** What a schema comparison knows about where it is: the documents, the side, the place. */
export interface SchemaContext {
  oldDocument: Node;
  newDocument: Node;
  /** A request's schema admits what clients send; a response's what deployments answer. */
  side: 'request' | 'response';
  /** The first words of the rule ids: `request-property`, `request-parameter`, `response-header`... */
  subject: string;
  operation: string | undefined;
  /** Where the schema sits: `request body application/json`, `query parameter limit`. */
  location: string;
  /** The pairs of references being compared on the current path, to stop at a cycle. */
  comparing: Set<string>;
  emit(change: Change): void;
}

/**
 * Records one change of a schema: its rule id (`${subject}-${kind}`, `-body-` for a body's own
 * schema), where, what, and the audiences
 * that its direction breaks on the context's side.
 * @example report(ctx, 'enum-value-removed', 'status', 'stricter', 'enum value "open" removed')
 */
export function report(
  context: SchemaContext,
  kind: string,
  path: string,
  direction: Direction,
  message: string,
) {
  // A body's own schema (no property path) is `request-body-...`/`response-body-...` in oasdiff's ids.
  const subject = path === '' ? context.subject.replace(/-property$/, '-body') : context.subject;
  reportRule(context, `${subject}-${kind}`, path, direction, message);
}

/**
 * Records one change under a rule id given whole (oasdiff spells some of its own way:
 * `new-required-request-property`).
 * @example reportRule(ctx, 'new-required-request-property', 'owner', 'stricter', 'required property added')
 */
export function reportRule(
  context: SchemaContext,
  rule: string,
  path: string,
  direction: Direction,
  message: string,
) {
  context.emit({
    rule,
    operation: context.operation,
    location: path === '' ? context.location : `${context.location}: ${path}`,
    message,
    breaks: breaksFor(context.side, direction),
  });
}

/** A property's path below its parent: `a.b`, `a[]`. */
export function childPath(parent: string, child: string): string {
  if (child === '[]') return `${parent}[]`;
  return parent === '' ? child : `${parent}.${child}`;
}
