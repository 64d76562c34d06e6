import type { Change } from './change.js';
import { compareParameters, parametersOf } from './compare-parameters.js';
import { compareRequestBody } from './compare-request-body.js';
import { compareResponses } from './compare-responses.js';
import type { OperationContext } from './operation-context.js';
import { isNode, type Node } from './resolve-ref.js';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A path's shape without its parameter names: `/v1/anchors/{id}` and `/v1/anchors/{anchor_id}` match. */
const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

interface Operation {
  path: string;
  method: string;
  pathItem: Node;
  node: Node;
}

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

function compareOperation(context: OperationContext, old: Operation, neu: Operation) {
  const [was, is] = [old.node, neu.node];
  if (was.operationId !== undefined && was.operationId !== is.operationId) {
    context.emit({
      rule: 'api-operation-id-removed',
      operation: context.operation,
      location: 'operationId',
      message: `operationId changed from ${was.operationId} to ${is.operationId ?? 'none'}; types keyed by it are gone`,
      breaks: ['clients'],
    });
  }
  for (const keyword of ['summary', 'description'] as const) {
    if (was[keyword] !== is[keyword]) {
      context.emit({
        rule: `api-${keyword}-changed`,
        operation: context.operation,
        location: keyword,
        message: `${keyword} changed`,
        breaks: [],
      });
    }
  }
  if (!was.deprecated && is.deprecated) {
    context.emit({
      rule: 'endpoint-deprecated',
      operation: context.operation,
      location: 'operation',
      message: 'marked deprecated',
      breaks: [],
    });
  }
  const before = parametersOf(context.oldDocument, old.pathItem, was);
  const after = parametersOf(context.newDocument, neu.pathItem, is);
  compareParameters(context, before, after);
  compareRequestBody(context, was.requestBody, is.requestBody);
  compareResponses(context, was.responses, is.responses);
}

function compareComponents(oldDocument: Node, newDocument: Node, emit: (change: Change) => void) {
  const schemas = (document: Node) =>
    isNode(document.components) && isNode(document.components.schemas) ? document.components.schemas : {};
  const [before, after] = [schemas(oldDocument), schemas(newDocument)];
  for (const name of Object.keys(before)) {
    if (name in after) continue;
    const message = `schema ${name} removed; code that imports its type no longer compiles`;
    emit({
      rule: 'component-schema-removed',
      operation: undefined,
      location: `components.schemas.${name}`,
      message,
      breaks: ['clients'],
    });
  }
  for (const name of Object.keys(after)) {
    if (name in before) continue;
    emit({
      rule: 'component-schema-added',
      operation: undefined,
      location: `components.schemas.${name}`,
      message: `schema ${name} added`,
      breaks: [],
    });
  }
}

/**
 * Every change between two parsed OpenAPI 3.x documents, each with the audiences it breaks:
 * operations removed and added, then each common operation (operationId, parameters, request
 * body, responses, schemas followed through `$ref`), then component schemas removed or added.
 * @throws {RefError} when a `$ref` points outside its document or nowhere
 * @example diffDocuments(parse(oldYaml), parse(newYaml)).filter((c) => c.breaks.length > 0)
 */
export function diffDocuments(oldDocument: Node, newDocument: Node): Change[] {
  const changes: Change[] = [];
  const emit = (change: Change) => changes.push(change);
  const [before, after] = [operationsOf(oldDocument), operationsOf(newDocument)];
  for (const [key, old] of before) {
    const neu = after.get(key);
    if (neu !== undefined) {
      compareOperation({ oldDocument, newDocument, operation: label(neu), emit }, old, neu);
      continue;
    }
    const rule = old.node.deprecated ? 'api-removed-with-deprecation' : 'api-removed-without-deprecation';
    emit({
      rule,
      operation: label(old),
      location: 'operation',
      message: `${label(old)} removed`,
      breaks: ['clients'],
    });
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
  return changes;
}
