import type { Change, Direction } from './change.js';
import type { Node } from './resolve-ref.js';
import { reportRule, type SchemaContext } from './schema-context.js';
import type { WorkBudget } from './work-budget.js';

/** One operation as both documents describe it, and where its changes go. */
export interface OperationContext {
  oldDocument: Node;
  newDocument: Node;
  /** `METHOD /path` as the new document spells the path. */
  operation: string;
  /** The work left for the whole diff. */
  budget: WorkBudget;
  emit(change: Change): void;
}

/** A schema context for one place of an operation (a parameter, a body's media type, a header). */
export function schemaContext(
  context: OperationContext,
  side: 'request' | 'response',
  subject: string,
  location: string,
): SchemaContext {
  return { ...context, side, subject, location, compared: new Set() };
}

/**
 * Records a change of an operation's shape (not inside a schema): a parameter, a body, a status.
 * @example reportOperation(ctx, 'request', 'new-required-request-parameter', 'query parameter q', 'stricter', '...')
 */
export function reportOperation(
  context: OperationContext,
  side: 'request' | 'response',
  rule: string,
  location: string,
  direction: Direction,
  message: string,
): void {
  reportRule(schemaContext(context, side, '', location), rule, '', direction, message);
}
