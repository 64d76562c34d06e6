import { get, type RuleCase, schemas } from './rule-case.js';

/** One-rule pairs that change what a request admits: properties, enums, types, bounds, parameters. */
export const requestRuleCases: RuleCase[] = [
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
];
