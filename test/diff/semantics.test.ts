import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import { baseDocument } from './base-document.js';
import { type Doc, post, schemas } from './rule-case.js';

/** A document with a path parameter `{bookId}` on GET /v1/items/{bookId}. */
function withPathParameter(name: string): Doc {
  const doc = baseDocument();
  doc.paths[`/v1/items/{${name}}`] = {
    get: {
      operationId: 'getItem',
      parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'ok' } },
    },
  };
  return doc;
}

/** The request body's schema as a oneOf of the given variants (each a component). */
function withBodyOneOf(doc: Doc, names: string[]): Doc {
  for (const name of names)
    schemas(doc)[name] ??= { type: 'object', properties: { [name.toLowerCase()]: { type: 'string' } } };
  post(doc).requestBody.content['application/json'].schema = {
    oneOf: names.map((name) => ({ $ref: `#/components/schemas/${name}` })),
  };
  return doc;
}

const summary = (old: Doc, neu: Doc) =>
  diffDocuments(old, neu)
    .map((c) => `${c.operation ?? 'components'} | ${c.rule} | ${c.breaks.join(',') || '-'}`)
    .sort();

/** `[id, title, old, new, every change as operation | rule | audiences]`. */
const cases: [string, string, () => Doc, () => Doc, string[]][] = [
  [
    'DIFF-SEM-RENAME-1',
    'a path parameter renamed is one rename that breaks type importers, not removed and added',
    () => withPathParameter('bookId'),
    () => withPathParameter('id'),
    ['GET /v1/items/{id} | request-path-parameter-renamed | clients'],
  ],
  [
    'DIFF-SEM-RENAME-2',
    'a component schema renamed with the same content is a rename',
    () => baseDocument(),
    () => {
      const doc = baseDocument();
      schemas(doc).ErrorBody = schemas(doc).Error;
      delete schemas(doc).Error;
      doc.components.responses.NotFound.content['application/json'].schema.$ref =
        '#/components/schemas/ErrorBody';
      return doc;
    },
    ['components | component-schema-renamed | clients'],
  ],
  [
    'DIFF-SEM-RO-1',
    'a readOnly property made required in a shared schema breaks no client (they never send it)',
    () => {
      const doc = baseDocument();
      schemas(doc).CreateItem.properties.id = { type: 'string', readOnly: true };
      return doc;
    },
    () => {
      const doc = baseDocument();
      schemas(doc).CreateItem.properties.id = { type: 'string', readOnly: true, pattern: '^[a-z]+$' };
      schemas(doc).CreateItem.required.push('id');
      return doc;
    },
    [],
  ],
  [
    'DIFF-SEM-WO-1',
    'a writeOnly property removed from a response schema breaks no reader (they never receive it)',
    () => {
      const doc = baseDocument();
      schemas(doc).Item.properties.secret = { type: 'string', writeOnly: true };
      return doc;
    },
    () => baseDocument(),
    [],
  ],
  [
    'DIFF-SEM-ONEOF-1',
    'oneOf variants reordered: no change',
    () => withBodyOneOf(baseDocument(), ['Cat', 'Dog', 'Bird']),
    () => withBodyOneOf(baseDocument(), ['Bird', 'Cat', 'Dog']),
    [],
  ],
  [
    'DIFF-SEM-ONEOF-2',
    'a oneOf variant inserted in front: one variant added, compatible in a request',
    () => withBodyOneOf(baseDocument(), ['Cat', 'Dog']),
    () => withBodyOneOf(baseDocument(), ['Bird', 'Cat', 'Dog']),
    ['POST /v1/items | request-body-one-of-added | -', 'components | api-schema-added | -'],
  ],
  [
    'DIFF-SEM-ONEOF-3',
    'a body wrapped in oneOf is a wrap, not its properties removed',
    () => baseDocument(),
    () => {
      const doc = withBodyOneOf(baseDocument(), ['CreateItem', 'Legacy']);
      return doc;
    },
    ['POST /v1/items | request-body-wrapped-in-one-of | clients', 'components | api-schema-added | -'],
  ],
  [
    'DIFF-SEM-30-1',
    'a faithful 3.1 conversion of 3.0 nullable and boolean exclusiveMinimum is no change',
    () => {
      const doc = baseDocument();
      doc.openapi = '3.0.3';
      schemas(doc).Item.properties.score = {
        type: 'number',
        minimum: 0,
        exclusiveMinimum: true,
        nullable: true,
        enum: [1, 2],
      };
      return doc;
    },
    () => {
      const doc = baseDocument();
      schemas(doc).Item.properties.score = {
        type: ['number', 'null'],
        exclusiveMinimum: 0,
        enum: [1, 2, null],
      };
      return doc;
    },
    [],
  ],
  [
    'DIFF-SEM-30-2',
    'OpenAPI 3.0: exclusiveMinimum turned on is a lower bound raised, in a request',
    () => {
      const doc = baseDocument();
      doc.openapi = '3.0.3';
      schemas(doc).CreateItem.properties.size = { type: 'number', minimum: 0 };
      return doc;
    },
    () => {
      const doc = baseDocument();
      doc.openapi = '3.0.3';
      schemas(doc).CreateItem.properties.size = { type: 'number', minimum: 0, exclusiveMinimum: true };
      return doc;
    },
    [
      'POST /v1/items | request-property-exclusive-min-set | clients',
      'POST /v1/items | request-property-min-removed | -',
    ],
  ],
  [
    'DIFF-SEM-JS-1',
    'contains, dependentRequired and unevaluatedProperties added to a request each break clients',
    () => baseDocument(),
    () => {
      const doc = baseDocument();
      const item = schemas(doc).CreateItem;
      Object.assign(item, { dependentRequired: { kind: ['name'] }, unevaluatedProperties: false });
      item.properties.tags = { type: 'array', items: { type: 'string' } };
      return doc;
    },
    [
      'POST /v1/items | new-optional-request-property | -',
      'POST /v1/items | request-body-dependent-required-added | clients',
      'POST /v1/items | request-body-unevaluated-properties-added | clients',
    ],
  ],
  [
    'DIFF-SEM-JS-2',
    'an x-extensible-enum value removed from a request breaks clients; a webhook removed breaks its receivers',
    () => {
      const doc = baseDocument();
      schemas(doc).CreateItem.properties.kind = { type: 'string', 'x-extensible-enum': ['book', 'tool'] };
      doc.webhooks = { itemCreated: { post: { responses: { '200': { description: 'ok' } } } } };
      return doc;
    },
    () => {
      const doc = baseDocument();
      schemas(doc).CreateItem.properties.kind = { type: 'string', 'x-extensible-enum': ['book'] };
      return doc;
    },
    [
      'POST /v1/items | request-property-x-extensible-enum-value-removed | clients',
      'components | webhook-removed | clients',
    ],
  ],
];

describe('contract-kit diff: schema semantics', () => {
  it.each(cases)('[%s] %s', (_id, _title, old, neu, want) => {
    expect(summary(old(), neu())).toEqual([...want].sort());
  });
});
