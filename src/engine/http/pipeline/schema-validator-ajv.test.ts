import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { memoryDocument } from '../../../generated/memory-document.js';
import { releasesDocument } from '../../../generated/releases-document.js';
import { compileSchema, type JsonSchema } from './schema-validator.js';

/**
 * The engine's precompiled validators (src/generated/validators.ts) against ajv compiling the same
 * documents at run time (JSON Schema 2020-12 with ajv-formats, what the documents' dialect means):
 * for every request schema of both documents, a valid sample and its mutations (each field missing,
 * wrong types, one past every bound, unknown fields, bad formats) get the same verdict from both. A
 * stale or differently built validator would make the direct and msw mocks disagree with Prism.
 */

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: false });
addFormats(ajv);
ajv.addVocabulary(['x-inferred', 'x-inferred-reason']);

type Schema = JsonSchema & Record<string, unknown>;

/** A value the schema accepts, built from its own keywords. */
function sample(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0] as Schema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sample((schema.properties?.[key] ?? {}) as Schema);
    return out;
  }
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => sample((schema.items ?? {}) as Schema));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  const formats: Record<string, string> = {
    uuid: '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f',
    email: 'ops@acme.test',
    date: '2024-03-05',
    'date-time': '2024-03-05T14:00:00Z',
    uri: 'https://acme.test/a',
  };
  if (schema.format && formats[schema.format]) return formats[schema.format];
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Values one step outside (or just inside) each keyword of the schema. */
function mutations(schema: Schema, valid: unknown): unknown[] {
  const out: unknown[] = [
    null,
    'text',
    1.5,
    -1,
    0,
    true,
    [],
    {},
    '2024-02-30',
    'not-an-email@',
    '🙂'.repeat(3),
  ];
  if (typeof schema.maxLength === 'number')
    out.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1), '🙂'.repeat(schema.maxLength));
  if (typeof schema.maximum === 'number') out.push(schema.maximum, schema.maximum + 1);
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1);
  if (typeof schema.maxItems === 'number')
    out.push(Array.from({ length: schema.maxItems + 1 }, () => sample((schema.items ?? {}) as Schema)));
  if (typeof schema.maxProperties === 'number')
    out.push(Object.fromEntries(Array.from({ length: schema.maxProperties + 1 }, (_, i) => [`k${i}`, i])));
  if (valid !== null && typeof valid === 'object' && !Array.isArray(valid)) {
    const record = valid as Record<string, unknown>;
    out.push({ ...record, unknown_field: 1 });
    for (const key of schema.required ?? []) {
      const { [key]: _dropped, ...rest } = record;
      out.push(rest);
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childValid = sample(child as Schema);
      out.push({ ...record, [key]: childValid });
      for (const bad of mutations(child as Schema, childValid)) out.push({ ...record, [key]: bad });
    }
  }
  return out;
}

function requestSchemas(document: unknown): [string, Schema][] {
  const out: [string, Schema][] = [];
  const paths = (document as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of (op.parameters ?? []) as { name: string; schema?: Schema }[]) {
        if (p.schema) out.push([`${method} ${path} ${p.name}`, p.schema]);
      }
      const body = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      const schema = body?.['application/json']?.schema;
      if (schema) out.push([`${method} ${path} body`, schema]);
    }
  }
  return out;
}

describe.each([
  ['memory', memoryDocument],
  ['releases', releasesDocument],
])('the engine validator agrees with ajv on the %s request schemas', (_name, document) => {
  const schemas = requestSchemas(document);
  it.each(schemas)('[VAL-AJV] %s', (_where, schema) => {
    const ours = compileSchema(schema);
    const theirs = ajv.compile(schema);
    const valid = sample(schema);
    expect(ours(valid, 'v').ok, `sample ${JSON.stringify(valid)}`).toBe(true);
    const values = [valid, ...mutations(schema, valid)];
    const disagreements = values.filter((value) => ours(value, 'v').ok !== theirs(value));
    expect(disagreements.map((value) => JSON.stringify(value))).toEqual([]);
    expect(values.length).toBeGreaterThan(5);
  });
});
