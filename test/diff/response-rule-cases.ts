import { post, type RuleCase, schemas } from './rule-case.js';

/** One-rule pairs that change responses, operations, statuses and descriptions. */
export const responseRuleCases: RuleCase[] = [
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
      'GET /v1/items | response-property-became-nullable | clients',
      'POST /v1/items | response-property-became-nullable | clients',
    ],
  ],
  [
    'DIFF-RESP-7',
    "a response body's own schema that became nullable breaks clients",
    'response-body-became-nullable ERR',
    (d) => {
      schemas(d).ItemList.type = ['object', 'null'];
    },
    ['GET /v1/items | response-body-became-nullable | clients'],
  ],
  [
    'DIFF-RESP-8',
    'an OpenAPI 3.0 response property that became nullable breaks clients',
    'response-property-became-nullable ERR',
    (d) => {
      // `nullable` is OpenAPI 3.0's keyword; a 3.1 document's schema does not read it.
      d.openapi = '3.0.3';
      schemas(d).Item.properties.name.nullable = true;
    },
    [
      'GET /v1/items | response-property-became-nullable | clients',
      'POST /v1/items | response-property-became-nullable | clients',
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
