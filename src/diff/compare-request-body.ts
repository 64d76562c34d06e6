import { compareMediaTypes, type MediaTypeRules } from './compare-media-types.js';
import { type OperationContext, reportOperation } from './operation-context.js';
import { resolveRef } from './resolve-ref.js';

/**
 * A request body's media types: one removed breaks clients that send it (oasdiff: ERR), one added
 * is compatible (INFO).
 */
export const requestBodyMediaTypes: MediaTypeRules = {
  side: 'request',
  removed: { rule: 'request-body-media-type-removed', direction: 'stricter' },
  added: { rule: 'request-body-media-type-added', direction: 'neither' },
  subject: 'request-property',
};

/**
 * Compares an operation's request bodies: added or removed, required changed, media types, and
 * each common media type's schema, as the request side.
 */
export function compareRequestBody(context: OperationContext, oldBody: unknown, newBody: unknown): void {
  const old = resolveRef(context.oldDocument, oldBody).node;
  const neu = resolveRef(context.newDocument, newBody).node;
  const place = 'request body';
  if (old === undefined && neu === undefined) return;
  if (old === undefined || neu === undefined) {
    const added = neu !== undefined;
    const need = neu?.required ? 'required' : 'optional';
    const rule = added ? `added-${need}-request-body` : 'request-body-removed';
    const direction = added ? (neu?.required ? 'stricter' : 'neither') : 'stricter';
    reportOperation(
      context,
      'request',
      rule,
      place,
      direction,
      added ? `${need} request body added` : 'request body removed',
    );
    return;
  }
  if (!old.required && neu.required)
    reportOperation(
      context,
      'request',
      'request-body-became-required',
      place,
      'stricter',
      'request body became required',
    );
  if (old.required && !neu.required)
    reportOperation(
      context,
      'request',
      'request-body-became-optional',
      place,
      'looser',
      'request body became optional',
    );
  compareMediaTypes(context, requestBodyMediaTypes, place, old, neu);
}
