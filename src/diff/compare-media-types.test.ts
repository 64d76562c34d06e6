import { describe, expect, it } from 'vitest';
import type { Change } from './change.js';
import { compareMediaTypes, type MediaTypeRules } from './compare-media-types.js';
import { requestBodyMediaTypes } from './compare-request-body.js';
import { responseMediaTypes } from './compare-responses.js';
import type { OperationContext } from './operation-context.js';
import type { Node } from './resolve-ref.js';
import { createBudget } from './work-budget.js';

/** Every change compareMediaTypes reports for one pair of bodies or responses, in order. */
function run(rules: MediaTypeRules, place: string, old: Node, neu: Node): Change[] {
  const changes: Change[] = [];
  const context: OperationContext = {
    oldDocument: {},
    newDocument: {},
    operation: 'POST /v1/items',
    budget: createBudget(),
    emit: (change) => changes.push(change),
  };
  compareMediaTypes(context, rules, place, old, neu);
  return changes;
}

const json = (schema: Node) => ({ schema });
/** application/json kept with a changed type, text/plain removed, application/xml added. */
const old = {
  content: { 'text/plain': json({ type: 'string' }), 'application/json': json({ type: 'string' }) },
};
const neu = { content: { 'application/json': json({ type: 'integer' }), 'application/xml': json({}) } };
const line = (c: Change) => `${c.location} | ${c.rule} | ${c.breaks.join(',') || '-'} | ${c.message}`;

describe('compareMediaTypes', () => {
  it('[DIFF-MT-1] a request body: removed, then each common schema, then added, under the request rules', () => {
    expect(run(requestBodyMediaTypes, 'request body', old, neu).map(line)).toEqual([
      'request body text/plain | request-body-media-type-removed | clients | media type text/plain removed: a request a client sends today may now be refused',
      'request body application/json | request-body-type-changed | clients | type changed from string to integer: a request a client sends today may now be refused',
      'request body application/xml | request-body-media-type-added | - | media type application/xml added',
    ]);
  });

  it('[DIFF-MT-2] a response: the same walk under the response rules', () => {
    expect(run(responseMediaTypes, 'response 200', old, neu).map(line)).toEqual([
      'response 200 text/plain | response-media-type-removed | clients,deployments | media type text/plain removed: clients may now receive what their types and code do not expect, and a deployment that answers as before may fail',
      'response 200 application/json | response-body-type-changed | clients,deployments | type changed from string to integer: clients may now receive what their types and code do not expect, and a deployment that answers as before may fail',
      'response 200 application/xml | response-media-type-added | - | media type application/xml added',
    ]);
  });

  it('[DIFF-MT-3] every change carries the operation, and a property path follows the place', () => {
    const was = { content: { 'application/json': json({ properties: { a: { type: 'string' } } }) } };
    const is = { content: { 'application/json': json({ properties: { a: { type: 'integer' } } }) } };
    expect(run(requestBodyMediaTypes, 'request body', was, is)).toEqual([
      {
        rule: 'request-property-type-changed',
        operation: 'POST /v1/items',
        location: 'request body application/json: a',
        message: 'type changed from string to integer: a request a client sends today may now be refused',
        breaks: ['clients'],
      },
    ]);
  });

  it('[DIFF-MT-4] no content, or a media type that is not an object, has nothing to compare', () => {
    expect(run(responseMediaTypes, 'response 204', {}, {})).toEqual([]);
    expect(run(responseMediaTypes, 'response 200', { content: 'x' }, { content: ['y'] })).toEqual([]);
    const none = { content: { 'application/json': null } };
    expect(run(requestBodyMediaTypes, 'request body', none, old).map(line)).toEqual([
      'request body text/plain | request-body-media-type-added | - | media type text/plain added',
    ]);
  });
});
