import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';

/**
 * Every example in both documents is valid against its own schema, read by ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1, with ajv-formats): media-type examples of request and
 * response bodies, parameter examples and schema examples. Tools that replay or stub examples
 * (Prism, Specmatic, Step CI) would otherwise send or serve values the contract itself refuses.
 * Strict mode: a keyword ajv does not know is an error, so nothing in a schema is skipped.
 */

interface Found {
  where: string;
  schema: unknown;
  value: unknown;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';

function examplesOf(holder: Node, schema: unknown, where: string, out: Found[]): void {
  if (schema === undefined) return;
  if ('example' in holder) out.push({ where: `${where} example`, schema, value: holder.example });
  if (isNode(holder.examples) && !Array.isArray(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      if (isNode(example) && 'value' in example)
        out.push({ where: `${where} ${name}`, schema, value: example.value });
    }
  }
}

/** Walks a dereferenced document: media types and parameters carry examples for their `schema`. */
function collect(node: unknown, where: string, out: Found[]): Found[] {
  if (!isNode(node)) return out;
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      collect(item, `${where}[${isNode(item) && typeof item.name === 'string' ? item.name : i}]`, out);
    });
    return out;
  }
  if ('schema' in node) examplesOf(node, node.schema, where, out);
  if (Array.isArray(node.examples) && (node.type !== undefined || node.properties !== undefined)) {
    for (const value of node.examples) out.push({ where: `${where} (schema examples)`, schema: node, value });
  } else if (
    'example' in node &&
    !('schema' in node) &&
    (node.type !== undefined || node.$ref !== undefined)
  ) {
    out.push({ where: `${where} (schema example)`, schema: node, value: node.example });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'examples' && key !== 'example') collect(value, `${where}/${key}`, out);
  }
  return out;
}

// ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own annotations and this project's marks: known to ajv, validating nothing.
  ajv.addVocabulary(['example', 'x-inferred', 'x-inferred-reason']);
  return ajv;
}

describe.each(['openapi/memory.yaml', 'openapi/releases.yaml'])('examples of %s', (file) => {
  it('[EX-VALID] every example is valid against its schema (ajv, JSON Schema 2020-12)', async () => {
    const document = await SwaggerParser.dereference(file);
    const found = collect(document.paths, 'paths', []);
    expect(found.length).toBeGreaterThan(file.includes('memory') ? 30 : 10);
    const ajv = createAjv();
    const problems = found.flatMap(({ where, schema, value }) => {
      const validate = ajv.compile(schema as object);
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(problems).toEqual([]);
  });

  it('[EX-PAIRED] every request example has a response example of the same name (Specmatic pairs them)', async () => {
    const document = (await SwaggerParser.dereference(file)) as unknown as {
      paths: Record<string, Record<string, Node>>;
    };
    const unpaired: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const responses = Object.values((op.responses ?? {}) as Record<string, Node>);
        const responseNames = new Set(
          responses.flatMap((r) =>
            Object.keys(
              ((r.content as Record<string, Node> | undefined)?.['application/json']?.examples ?? {}) as Node,
            ),
          ),
        );
        const body = (op.requestBody as Node | undefined)?.content as Record<string, Node> | undefined;
        const requestNames = Object.keys((body?.['application/json']?.examples ?? {}) as Node);
        for (const name of requestNames)
          if (!responseNames.has(name)) unpaired.push(`${method} ${path} ${name}`);
      }
    }
    expect(unpaired).toEqual([]);
  });
});

describe('the example check itself', () => {
  it('[EX-VALID] finds an example that breaks its schema', () => {
    const found = collect(
      { p: { schema: { type: 'integer', maximum: 100 }, examples: { big: { value: 101 } } } },
      'doc',
      [],
    );
    const ajv = createAjv();
    expect(found).toHaveLength(1);
    const [first] = found;
    expect(first && ajv.validate(first.schema as object, first.value)).toBe(false);
  });
});
