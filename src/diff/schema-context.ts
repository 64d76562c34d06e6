import { breaksFor, type Change, type Direction } from './change.js';
import type { Node } from './resolve-ref.js';
import type { WorkBudget } from './work-budget.js';

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
  /**
   * The pairs of referenced schemas already compared at this place: a pair met again (through a
   * cycle, or a schema referenced from many properties) is not walked again, so the work is one
   * walk per pair, and its changes are reported once, where it was first met.
   */
  compared: Set<string>;
  /**
   * A media type that carries every value as text (XML, a form, plain text): a type changed
   * there is not enforced on the wire, and the typed client does not parse it into its types.
   */
  looselyTyped?: boolean;
  /** A query or cookie parameter sent as an exploded form: an array of one value is one value. */
  explodedForm?: boolean;
  /** The work left for the whole diff, shared by every place. */
  budget: WorkBudget;
  emit(change: Change): void;
}

/** The rule-id subject of a place below a parameter's or a header's own schema (oasdiff's names). */
function subjectAt(context: SchemaContext, path: string, kind: string): string {
  // A header parameter's own schema has the ids of any parameter's; only its properties differ.
  if (path === '')
    return context.subject.replace(/-property$/, '-body').replace(/^request-header$/, 'request-parameter');
  // A parameter's items are the parameter's own values; only its properties are `-property-`.
  if (context.subject === 'request-parameter')
    return /^(\[\])+$/.test(path) ? 'request-parameter' : 'request-parameter-property';
  if (context.subject === 'request-header')
    return ['became-enum', 'became-required'].includes(kind)
      ? 'request-header-property'
      : 'request-parameter-property';
  return context.subject;
}

/**
 * Records one change of a schema: its rule id (`${subject}-${kind}`, `-body-` for a body's own
 * schema, `-property-` below a parameter's own schema), where, what, and the audiences that its
 * direction breaks on the context's side.
 * @example report(ctx, 'enum-value-removed', 'status', 'stricter', 'enum value "open" removed')
 */
export function report(
  context: SchemaContext,
  kind: string,
  path: string,
  direction: Direction,
  message: string,
) {
  reportRule(context, `${subjectAt(context, path, kind)}-${kind}`, path, direction, message);
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
    message: `${message}${whyFor(context.side, direction)}`,
    breaks: breaksFor(context.side, direction),
  });
}

/** Why a change of this direction on this side breaks whom, said after the change itself. */
function whyFor(side: 'request' | 'response', direction: Direction): string {
  if (direction === 'neither') return '';
  if (direction === 'types')
    return ': code that uses the generated types by the old shape or name may no longer compile';
  if (side === 'request')
    return direction === 'looser' ? '' : ': a request a client sends today may now be refused';
  if (direction === 'stricter') return ': a deployment that answers as before may now fail conformance';
  const clients = ': clients may now receive what their types and code do not expect';
  return direction === 'both' ? `${clients}, and a deployment that answers as before may fail` : clients;
}

/** A property's path below its parent: `a.b`, `a[]`. */
export function childPath(parent: string, child: string): string {
  if (child === '[]') return `${parent}[]`;
  return parent === '' ? child : `${parent}.${child}`;
}
