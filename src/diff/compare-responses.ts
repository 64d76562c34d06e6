import { compareMediaTypes, type MediaTypeRules } from './compare-media-types.js';
import { compareSchema } from './compare-schema.js';
import { type OperationContext, reportOperation, schemaContext } from './operation-context.js';
import { isNode, type Node, resolveRef } from './resolve-ref.js';

/**
 * A response's media types: one removed takes the clients' result in that type with it and makes
 * a deployment that still answers it wrong (oasdiff: ERR), one added is compatible (INFO).
 */
export const responseMediaTypes: MediaTypeRules = {
  side: 'response',
  removed: { rule: 'response-media-type-removed', direction: 'both' },
  added: { rule: 'response-media-type-added', direction: 'neither' },
  subject: 'response-property',
};

function compareHeaders(context: OperationContext, status: string, old: Node, neu: Node) {
  const before = isNode(old.headers) ? old.headers : {};
  const after = isNode(neu.headers) ? neu.headers : {};
  const lower = (headers: Node) =>
    new Map(Object.keys(headers).map((name) => [name.toLowerCase(), headers[name]]));
  const [had, has] = [lower(before), lower(after)];
  for (const [name, value] of had) {
    const place = `response ${status} header ${name}`;
    const was = resolveRef(context.oldDocument, value).node ?? {};
    if (!has.has(name)) {
      const need = was.required ? 'required' : 'optional';
      reportOperation(
        context,
        'response',
        `${need}-response-header-removed`,
        place,
        'looser',
        `${need} header ${name} removed`,
      );
      continue;
    }
    const is = resolveRef(context.newDocument, has.get(name)).node ?? {};
    if (!was.required && is.required)
      reportOperation(
        context,
        'response',
        'response-header-became-required',
        place,
        'stricter',
        `header ${name} became required`,
      );
    if (was.required && !is.required)
      reportOperation(
        context,
        'response',
        'response-header-became-optional',
        place,
        'looser',
        `header ${name} became optional`,
      );
    compareSchema(schemaContext(context, 'response', 'response-header', place), was.schema, is.schema, '');
  }
  for (const [name, value] of has) {
    if (had.has(name)) continue;
    const required = Boolean(resolveRef(context.newDocument, value).node?.required);
    const place = `response ${status} header ${name}`;
    const need = required ? 'required' : 'optional';
    reportOperation(
      context,
      'response',
      `new-${need}-response-header`,
      place,
      required ? 'stricter' : 'neither',
      `${need} header ${name} added`,
    );
  }
}

function compareResponse(context: OperationContext, status: string, old: Node, neu: Node) {
  compareMediaTypes(context, responseMediaTypes, `response ${status}`, old, neu);
  compareHeaders(context, status, old, neu);
}

/**
 * Compares an operation's responses: a success status removed breaks clients (their result type
 * is gone) and deployments (answering it is now a violation), an error status removed breaks
 * deployments; a status added is compatible, as oasdiff rates it;
 * each common status's media types, schemas and headers, as the response side.
 */
export function compareResponses(
  context: OperationContext,
  oldResponses: unknown,
  newResponses: unknown,
): void {
  const before = isNode(oldResponses) ? oldResponses : {};
  const after = isNode(newResponses) ? newResponses : {};
  const kind = (status: string) => (status.startsWith('2') ? 'success' : 'non-success');
  for (const status of Object.keys(before)) {
    const place = `response ${status}`;
    if (!(status in after)) {
      reportOperation(
        context,
        'response',
        `response-${kind(status)}-status-removed`,
        place,
        // A success status gone takes the client's result type with it; an error status gone only
        // makes a deployment that still answers it wrong (oasdiff rates that removal as info).
        kind(status) === 'success' ? 'both' : 'stricter',
        `status ${status} removed`,
      );
      continue;
    }
    const old = resolveRef(context.oldDocument, before[status]).node ?? {};
    const neu = resolveRef(context.newDocument, after[status]).node ?? {};
    compareResponse(context, status, old, neu);
  }
  for (const status of Object.keys(after)) {
    if (!(status in before))
      reportOperation(
        context,
        'response',
        `response-${kind(status)}-status-added`,
        `response ${status}`,
        'neither',
        `status ${status} added`,
      );
  }
}
