import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../src/diff/index.js';
import { baseDocument } from './base-document.js';

type Doc = ReturnType<typeof baseDocument>;
const schemas = (doc: Doc) => doc.components.schemas;
const post = (doc: Doc) => doc.paths['/v1/items'].post;
const get = (doc: Doc) => doc.paths['/v1/items'].get;

/**
 * One-rule document pairs. `oasdiff` names the rule of oasdiff's published list (checker/rules.go:
 * id and level) that classifies the same edit; `want` lists every change as `operation | rule |
 * audiences`, so an extra or a missing change fails as surely as a wrong verdict. oasdiff judges
 * clients alone: its ERR and WARN are `clients` here, its INFO is compatible for clients; the
 * `deployments` verdicts are the kit's own (a response that got stricter).
 */
const cases: [id: string, title: string, oasdiff: string, edit: (doc: Doc) => void, want: string[]][] = [
  [
    'DIFF-REQ-1',
    'a required request property added breaks clients',
    'new-required-request-property ERR',
    (d) => {
      schemas(d).CreateItem.properties.owner = { type: 'string' };
      schemas(d).CreateItem.required.push('owner');
    },
    ['POST /v1/items | new-required-request-property | clients'],
  ],
  [
    'DIFF-REQ-2',
    'an optional request property added is compatible',
    'new-optional-request-property INFO',
    (d) => {
      schemas(d).CreateItem.properties.note = { type: 'string' };
    },
    ['POST /v1/items | new-optional-request-property | -'],
  ],
  [
    'DIFF-REQ-3',
    'an enum value removed from a request breaks clients',
    'request-property-enum-value-removed ERR',
    (d) => {
      schemas(d).CreateItem.properties.kind.enum = ['book'];
    },
    ['POST /v1/items | request-property-enum-value-removed | clients'],
  ],
  [
    'DIFF-REQ-4',
    'a request property type changed breaks clients',
    'request-property-type-changed ERR',
    (d) => {
      schemas(d).CreateItem.properties.name.type = 'integer';
    },
    ['POST /v1/items | request-property-type-changed | clients'],
  ],
  [
    'DIFF-REQ-5',
    'a lower maxLength on a request property breaks clients',
    'request-property-max-length-decreased ERR',
    (d) => {
      schemas(d).CreateItem.properties.name.maxLength = 100;
    },
    ['POST /v1/items | request-property-max-length-decreased | clients'],
  ],
  [
    'DIFF-PARAM-4',
    'a type stated beside anyOf variants that all have it changes nothing',
    'none: the parameter admits the same values',
    (d) => {
      get(d).parameters[1].schema.type = 'string';
    },
    [],
  ],
  [
    'DIFF-PARAM-5',
    'an anyOf variant removed from a parameter breaks clients',
    'request-parameter-any-of-removed ERR (oasdiff: request-property-any-of-removed for bodies)',
    (d) => {
      get(d).parameters[1].schema.anyOf.pop();
    },
    ['GET /v1/items | request-parameter-any-of-removed | clients'],
  ],
  [
    'DIFF-PARAM-6',
    "a parameter's default set breaks clients that leave it out",
    'request-parameter-default-value-added ERR',
    (d) => {
      get(d).parameters[0].schema.default = 50;
    },
    ['GET /v1/items | request-parameter-default-value-changed | clients'],
  ],
  [
    'DIFF-PARAM-1',
    'a parameter made required breaks clients',
    'request-parameter-became-required ERR',
    (d) => {
      get(d).parameters[0].required = true;
    },
    ['GET /v1/items | request-parameter-became-required | clients'],
  ],
  [
    'DIFF-PARAM-2',
    'a new optional query parameter is compatible',
    'new-optional-request-parameter INFO',
    (d) => {
      get(d).parameters.push({ name: 'cursor', in: 'query', schema: { type: 'string' } });
    },
    ['GET /v1/items | new-optional-request-parameter | -'],
  ],
  [
    'DIFF-PARAM-3',
    'a higher maximum on a parameter is compatible',
    'request-parameter-max-increased INFO',
    (d) => {
      get(d).parameters[0].schema.maximum = 200;
    },
    ['GET /v1/items | request-parameter-max-increased | -'],
  ],
  [
    'DIFF-RESP-1',
    'a response property removed breaks clients',
    'response-required-property-removed ERR',
    (d) => {
      delete schemas(d).Item.properties.name;
      schemas(d).Item.required = ['id', 'status'];
    },
    [
      'GET /v1/items | response-required-property-removed | clients',
      'POST /v1/items | response-required-property-removed | clients',
    ],
  ],
  [
    'DIFF-RESP-2',
    'an optional response property added is compatible',
    'response-optional-property-added INFO',
    (d) => {
      schemas(d).Item.properties.note = { type: 'string' };
    },
    [
      'GET /v1/items | response-optional-property-added | -',
      'POST /v1/items | response-optional-property-added | -',
    ],
  ],
  [
    'DIFF-RESP-3',
    'an enum value added to a response breaks clients',
    'response-property-enum-value-added WARN',
    (d) => {
      schemas(d).Item.properties.status.enum.push('archived');
    },
    [
      'GET /v1/items | response-property-enum-value-added | clients',
      'POST /v1/items | response-property-enum-value-added | clients',
    ],
  ],
  [
    'DIFF-RESP-4',
    'an enum value removed from a response breaks deployments only',
    'response-property-enum-value-removed INFO',
    (d) => {
      schemas(d).Item.properties.status.enum = ['open'];
    },
    [
      'GET /v1/items | response-property-enum-value-removed | deployments',
      'POST /v1/items | response-property-enum-value-removed | deployments',
    ],
  ],
  [
    'DIFF-RESP-5',
    'a response property type changed breaks clients and deployments',
    'response-property-type-changed ERR',
    (d) => {
      schemas(d).Item.properties.id.type = 'integer';
    },
    [
      'GET /v1/items | response-property-type-changed | clients,deployments',
      'POST /v1/items | response-property-type-changed | clients,deployments',
    ],
  ],
  [
    'DIFF-RESP-6',
    'a response property that became nullable breaks clients',
    'response-property-became-nullable ERR',
    (d) => {
      schemas(d).Item.properties.name.type = ['string', 'null'];
    },
    [
      'GET /v1/items | response-property-type-changed | clients',
      'POST /v1/items | response-property-type-changed | clients',
    ],
  ],
  [
    'DIFF-RESP-7',
    "a response body's own schema that became nullable breaks clients",
    'response-body-became-nullable ERR',
    (d) => {
      schemas(d).ItemList.type = ['object', 'null'];
    },
    ['GET /v1/items | response-body-type-changed | clients'],
  ],
  [
    'DIFF-RESP-8',
    'an OpenAPI 3.0 response property that became nullable breaks clients',
    'response-property-became-nullable ERR',
    (d) => {
      schemas(d).Item.properties.name.nullable = true;
    },
    [
      'GET /v1/items | response-property-type-changed | clients',
      'POST /v1/items | response-property-type-changed | clients',
    ],
  ],
  [
    'DIFF-OP-1',
    'an operation removed breaks clients',
    'api-removed-without-deprecation ERR',
    (d) => {
      delete d.paths['/v1/items'].get;
    },
    ['GET /v1/items | api-removed-without-deprecation | clients'],
  ],
  [
    'DIFF-STATUS-1',
    'a success status removed breaks clients and deployments',
    'response-success-status-removed ERR',
    (d) => {
      delete post(d).responses['201'];
    },
    ['POST /v1/items | response-success-status-removed | clients,deployments'],
  ],
  [
    'DIFF-STATUS-2',
    'an error status removed breaks deployments only',
    'response-non-success-status-removed INFO',
    (d) => {
      delete post(d).responses['404'];
    },
    ['POST /v1/items | response-non-success-status-removed | deployments'],
  ],
  [
    'DIFF-DOC-1',
    'a description changed is compatible',
    'none: descriptions are not in the breaking list',
    (d) => {
      schemas(d).CreateItem.properties.name.description = 'The name shown in lists.';
    },
    ['POST /v1/items | request-property-description-changed | -'],
  ],
  ['DIFF-DOC-2', 'an unchanged document has no changes', 'none', () => {}, []],
];

const summary = (changes: ReturnType<typeof diffDocuments>) =>
  changes.map((c) => `${c.operation} | ${c.rule} | ${c.breaks.join(',') || '-'}`).sort();

describe('diffDocuments on one-rule document pairs', () => {
  it.each(cases)('[%s] %s (oasdiff: %s)', (_id, _title, _oasdiff, edit, want) => {
    const after = baseDocument();
    edit(after);
    expect(summary(diffDocuments(baseDocument(), after))).toEqual([...want].sort());
  });

  it('[DIFF-REF-1] a $ref that points nowhere is an error naming it, not a crash', () => {
    const after = baseDocument();
    post(after).requestBody.content['application/json'].schema = { $ref: '#/components/schemas/Gone' };
    expect(() => diffDocuments(baseDocument(), after)).toThrow(
      '$ref "#/components/schemas/Gone" points nowhere',
    );
  });

  it('[DIFF-REF-2] a change behind a recursive schema is reported once per place, and the walk ends', () => {
    const after = baseDocument();
    schemas(after).Item.properties.parent = {
      $ref: '#/components/schemas/Item',
      description: 'The enclosing item.',
    };
    const where = diffDocuments(baseDocument(), after).map((c) => `${c.operation} ${c.location} ${c.rule}`);
    expect(where.sort()).toEqual([
      'GET /v1/items response 200 application/json: items[].parent response-property-description-changed',
      'POST /v1/items response 201 application/json: parent response-property-description-changed',
    ]);
  });
});
