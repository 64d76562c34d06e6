import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../../scripts/render-validators.mjs';
import { memoryDocument } from '../../../generated/memory-document.js';
import { releasesDocument } from '../../../generated/releases-document.js';
import { createRouter, type OpenApiDocument } from './router.js';
import { type CompiledSchema, compileSchema, createValidator, type JsonSchema } from './schema-validator.js';

/** A schema compiled as the build compiles the documents' (same ajv, same options), at run time. */
const compileForTest = (schema: unknown) =>
  createValidator(createAjv().compile(schema as object) as unknown as CompiledSchema);

describe('the build refuses what JSON Schema 2020-12 does not define', () => {
  it.each([
    [
      { type: 'array', items: { type: 'string', contentSchema: { type: 'string' }, maxLenght: 3 } },
      'maxLenght',
    ],
    [{ type: 'object', properties: { a: { type: 'string', exclusiveMaximun: 5 } } }, 'exclusiveMaximun'],
  ])('[VAL-UNKNOWN] %j is a generation error naming %s', (schema, keyword) => {
    expect(() => compileForTest(schema)).toThrow(keyword);
  });

  it('[VAL-UNKNOWN] an unknown format is a generation error', () => {
    expect(() => compileForTest({ type: 'string', format: 'no-such-format' })).toThrow('no-such-format');
  });

  it('[VAL-UNKNOWN] a default the validator would ignore (under anyOf) is a generation error', () => {
    expect(() =>
      compileForTest({ anyOf: [{ type: 'object', properties: { b: { default: 1 } } }, { type: 'string' }] }),
    ).toThrow(/default is ignored/);
  });

  it('[VAL-UNKNOWN] a schema without a precompiled validator is a start-up error that shows it', () => {
    expect(() => compileSchema({ type: 'integer', exclusiveMaximum: 5 } as JsonSchema)).toThrow(
      /no precompiled validator for the schema .*exclusiveMaximum.*npm run generate/,
    );
  });

  it('[VAL-UNKNOWN] a document with an unknown keyword cannot be routed', () => {
    const document = structuredClone(releasesDocument) as unknown as {
      paths: Record<string, Record<string, { parameters?: { schema?: Record<string, unknown> }[] }>>;
    };
    const parameter = document.paths['/api/v1/events']?.get?.parameters?.[0];
    expect(parameter?.schema).toBeDefined();
    if (parameter?.schema) parameter.schema.exclusiveMaximum = 10;
    expect(() => createRouter(document as unknown as OpenApiDocument)).toThrow('exclusiveMaximum');
  });

  it.each([
    ['memory', memoryDocument],
    ['releases', releasesDocument],
  ])('[VAL-DOCS] every schema of the %s document has its precompiled validator', (_name, document) => {
    const schemas: unknown[] = [];
    const collect = (node: unknown, key = ''): void => {
      if (node === null || typeof node !== 'object') return;
      if (key === 'schema') schemas.push(node);
      for (const [k, v] of Object.entries(node)) collect(v, k);
    };
    collect(document);
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) expect(() => compileSchema(schema as JsonSchema)).not.toThrow();
  });
});

describe('the engine validator reads keywords as JSON Schema does', () => {
  const date = compileForTest({
    anyOf: [
      { type: 'string', format: 'date-time' },
      { type: 'string', format: 'date' },
    ],
  });
  it.each(['2024-03-05', '2024-03-05T14:00:00Z', '2024-03-05T14:00:00.123+02:00', '2024-02-29'])(
    '[VAL-ANYOF] %s is a date or a date-time',
    (value) => {
      expect(date(value, 'start_date')).toEqual({ ok: true, value });
    },
  );
  it.each(['2024-02-30', '2023-02-29', '2024-03-05T14:00', 'yesterday', ''])(
    '[VAL-ANYOF] %j is neither',
    (value) => {
      expect(date(value, 'start_date')).toEqual({
        ok: false,
        message: 'start_date must be a valid date-time or date',
      });
    },
  );
  it('[VAL-ANYOF] a value is copied before defaults are applied, and the copy has no prototype', () => {
    const validate = compileForTest({
      type: 'object',
      properties: { a: { type: 'string' }, b: { default: 1 } },
    });
    const given = { a: 'x' };
    const result = validate(given, 'body');
    expect(result).toEqual({ ok: true, value: { a: 'x', b: 1 } });
    expect(given).toEqual({ a: 'x' });
    expect(Object.getPrototypeOf(result.ok ? result.value : null)).toBeNull();
  });
  it.each([
    ['email', 'ops@acme.test', 'not an email'],
    ['uri', 'mailto:ops@acme.test', 'no scheme'],
    ['uuid', '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f', '3f1c2a5e-8b7d-4c21-9e0f'],
    ['uri-template', 'http://x.test/a?id={ID}', 'http://x.test/{bad'],
  ])('[VAL-FORMAT] %s as ajv-formats defines it', (format, good, bad) => {
    const validate = compileForTest({ type: 'string', format });
    expect(validate(good, 'v').ok).toBe(true);
    expect(validate(bad, 'v')).toEqual({ ok: false, message: `v must be a valid ${format}` });
  });
  it('[VAL-FORMAT] number formats check numbers', () => {
    const validate = compileForTest({ type: 'integer', format: 'int32' });
    expect(validate(2147483647, 'id').ok).toBe(true);
    expect(validate(2147483648, 'id')).toEqual({ ok: false, message: 'id must be a valid int32' });
  });
});
