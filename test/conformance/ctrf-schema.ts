import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** The CTRF JSON schema, as the format's reference implementation (the `ctrf` package) ships it. */
const main = createRequire(import.meta.url).resolve('ctrf');
const schema = JSON.parse(readFileSync(join(dirname(main), 'ctrf-schema-0.0.json'), 'utf8'));

const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(schema);

/**
 * The schema violations of a CTRF document, as `path message` lines; empty when it is valid.
 * @example expect(validateCtrf(JSON.parse(text))).toEqual([])
 */
export function validateCtrf(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
