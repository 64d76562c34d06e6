import { compareLifecycle, isUnstable } from './compare-lifecycle.js';
import { compareParameters, parametersOf } from './compare-parameters.js';
import { compareRequestBody } from './compare-request-body.js';
import { compareResponses } from './compare-responses.js';
import type { OperationContext } from './operation-context.js';
import type { Node } from './resolve-ref.js';

/** One operation of a document: its path as written, method, path item and operation object. */
export interface Operation {
  path: string;
  method: string;
  pathItem: Node;
  node: Node;
}

function compareAnnotations(context: OperationContext, was: Node, is: Node) {
  const at = { operation: context.operation };
  if (was.operationId !== undefined && was.operationId !== is.operationId) {
    const message = `operationId changed from ${was.operationId} to ${is.operationId ?? 'none'}: the generated types key operations by it, so code that names it no longer compiles`;
    context.emit({
      rule: 'api-operation-id-removed',
      ...at,
      location: 'operationId',
      message,
      breaks: ['clients'],
    });
  }
  for (const keyword of ['summary', 'description'] as const) {
    if (was[keyword] !== is[keyword])
      context.emit({
        rule: `api-${keyword}-changed`,
        ...at,
        location: keyword,
        message: `${keyword} changed`,
        breaks: [],
      });
  }
  if (!was.deprecated && is.deprecated) {
    const rule = is['x-sunset'] === undefined ? 'endpoint-deprecated' : 'endpoint-deprecated-with-sunset';
    context.emit({ rule, ...at, location: 'operation', message: 'marked deprecated', breaks: [] });
  }
  if (was.deprecated && !is.deprecated)
    context.emit({
      rule: 'endpoint-reactivated',
      ...at,
      location: 'operation',
      message: 'no longer deprecated',
      breaks: [],
    });
  compareLifecycle('operation', was, is, (rule, message, breaks) =>
    context.emit({ rule, ...at, location: 'operation', message, breaks }),
  );
}

/**
 * Compares one operation as two documents describe it: operationId, annotations, deprecation and
 * lifecycle, parameters, request body and responses. An operation the old document marks `draft`
 * or `alpha` (`x-stability-level`) promised nothing: its changes are listed as compatible.
 */
export function compareOperation(context: OperationContext, old: Operation, neu: Operation): void {
  const unstable = isUnstable(old.node);
  const inner: OperationContext = unstable
    ? {
        ...context,
        emit: (change) =>
          context.emit({
            ...change,
            message: `${change.message} (x-stability-level ${old.node['x-stability-level']}: no promise kept)`,
            breaks: [],
          }),
      }
    : context;
  compareAnnotations(context, old.node, neu.node);
  const before = parametersOf(context.oldDocument, old.path, old.pathItem, old.node);
  const after = parametersOf(context.newDocument, neu.path, neu.pathItem, neu.node);
  compareParameters(inner, before, after);
  compareRequestBody(inner, old.node.requestBody, neu.node.requestBody);
  compareResponses(inner, old.node.responses, neu.node.responses);
}
