import type { Change } from './change.js';
import { compareComponents, compareWebhooks } from './compare-components.js';
import { removalRule } from './compare-lifecycle.js';
import { compareOperation, type Operation } from './compare-operation.js';
import { isNode, type Node } from './resolve-ref.js';
import { createBudget, spend, type WorkLimits } from './work-budget.js';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A path's shape without its parameter names: `/v1/anchors/{id}` and `/v1/anchors/{anchor_id}` match. */
const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

function operationsOf(document: Node): Map<string, Operation> {
  const found = new Map<string, Operation>();
  const paths = isNode(document.paths) ? document.paths : {};
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isNode(pathItem)) continue;
    for (const method of methods) {
      const node = pathItem[method];
      if (isNode(node)) found.set(`${method} ${shapeOf(path)}`, { path, method, pathItem, node });
    }
  }
  return found;
}

const label = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

/**
 * An operation removed: `api-path-removed-...` when its whole path is gone, `api-removed-...`
 * when the path stays; `-without-deprecation`, `-with-deprecation` or `-before-sunset` by how
 * it was deprecated. Every removal breaks the clients that still call it, deprecated or not.
 */
function removal(old: Operation, pathGone: boolean): Change {
  const rule = `api-${pathGone ? 'path-' : ''}removed-${removalRule(old.node, Date.now())}`;
  const message = `${label(old)} removed: clients that call it get an error`;
  return { rule, operation: label(old), location: 'operation', message, breaks: ['clients'] };
}

/**
 * Every change between two parsed OpenAPI 3.x documents, each with the audiences it breaks:
 * operations removed and added, then each common operation (operationId, lifecycle, parameters,
 * request body, responses, schemas followed through `$ref`), then component schemas and webhooks.
 * @throws {RefError} when a `$ref` points outside its document or nowhere
 * @throws {WorkLimitError} when the documents need more work than `limits` allow
 * @example diffDocuments(parse(oldYaml), parse(newYaml)).filter((c) => c.breaks.length > 0)
 */
export function diffDocuments(oldDocument: Node, newDocument: Node, limits?: WorkLimits): Change[] {
  const changes: Change[] = [];
  const budget = createBudget(limits);
  const emit = (change: Change) => {
    spend(budget, 'changes');
    changes.push(change);
  };
  const [before, after] = [operationsOf(oldDocument), operationsOf(newDocument)];
  const shapes = new Set([...after.values()].map((operation) => shapeOf(operation.path)));
  for (const [key, old] of before) {
    const neu = after.get(key);
    if (neu === undefined) emit(removal(old, !shapes.has(shapeOf(old.path))));
    else compareOperation({ oldDocument, newDocument, operation: label(neu), budget, emit }, old, neu);
  }
  for (const [key, neu] of after) {
    if (!before.has(key))
      emit({
        rule: 'endpoint-added',
        operation: label(neu),
        location: 'operation',
        message: `${label(neu)} added`,
        breaks: [],
      });
  }
  compareComponents(oldDocument, newDocument, emit);
  compareWebhooks(oldDocument, newDocument, emit);
  return changes;
}
