// Renders src/generated/validators.ts: ajv's standalone validators for every schema the engine
// validates with (each operation's parameters, request body and responses), compiled here at build
// time so that the engine never compiles code at run time: no `eval` or `new Function`, which a
// browser's Content Security Policy may forbid (the msw handlers run in pages).
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';

/** The ajv options every validator of the engine is compiled with (tests compile theirs alike). */
export const ajvOptions = {
  // One error is enough for a 400, and the first found is the one the message names.
  allErrors: false,
  useDefaults: true,
  // A keyword or format ajv does not know (OpenAPI 3.0's `nullable`, a typo) fails generation
  // instead of being ignored, which would make the mocks quietly more lenient than Prism.
  strict: true,
  strictTypes: false,
  unicodeRegExp: true,
};

/**
 * A new ajv for the documents' dialect (JSON Schema 2020-12, OpenAPI 3.1) with the options,
 * ajv-formats' full formats (the engine's format definitions) and the documents' own marks.
 */
export function createAjv(extra = {}) {
  const ajv = new Ajv2020({ ...ajvOptions, ...extra });
  addFormats.default(ajv, { mode: 'full', keywords: false });
  ajv.addVocabulary(['x-inferred', 'x-inferred-reason']);
  return ajv;
}

/**
 * The key a schema is found by at run time: its JSON with object keys sorted, so the engine finds
 * the validator of a schema object it reads from the generated document.
 */
export function schemaKey(schema) {
  return JSON.stringify(schema, (_key, value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

/**
 * Every schema of `document`, wherever it stands under a `schema` key: an operation's parameters,
 * body and responses (what the engine validates) and response headers (so the whole document is
 * held to the same strict compile).
 */
function schemasOf(node, key = '', found = []) {
  if (node === null || typeof node !== 'object') return found;
  if (key === 'schema') found.push(node);
  for (const [childKey, child] of Object.entries(node)) schemasOf(child, childKey, found);
  return found;
}

// ajv's standalone code `require`s its runtime helpers and the formats. The engine is ESM and
// runs in browsers, and a CommonJS module's default export arrives differently under Node, Vite
// and bundlers, so each known require becomes something with one meaning everywhere: the formats a
// named import (as src/engine/http/pipeline/formats.ts imports them), the code-point length a function of
// this module. Any other require fails generation rather than a browser at run time.
const replacements = {
  'require("ajv-formats/dist/formats").fullFormats': 'fullFormats',
  'require("ajv/dist/runtime/ucs2length").default': 'codePointLength',
};

const helpers = `import { fullFormats } from 'ajv-formats/dist/formats.js';

/** Length in code points, as JSON Schema counts string lengths. */
function codePointLength(text) {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
`;

function asModule(code) {
  let body = code.replace(/^"use strict";/, '');
  for (const [from, to] of Object.entries(replacements)) body = body.replaceAll(from, to);
  const left = /require\("[^"]+"\)/.exec(body);
  if (left) throw new Error(`render-validators: ajv's output needs ${left[0]}; teach asModule to replace it`);
  return `${helpers}\n${body}`;
}

/**
 * The generated module's text for these dereferenced documents.
 * @param banner the generated-file banner line
 */
export function renderValidators(documents, banner) {
  const ajv = createAjv({ code: { source: true, esm: true, lines: true, optimize: true } });
  const keys = new Map();
  for (const schema of documents.flatMap((document) => schemasOf(document))) {
    const key = schemaKey(schema);
    if (keys.has(key)) continue;
    const id = `v${keys.size}`;
    keys.set(key, id);
    // A parameter's own default is applied by the router before validation (ajv applies defaults
    // to properties only, and in strict mode refuses one at the root).
    const { default: _rootDefault, ...compiled } = schema;
    ajv.addSchema(compiled, id);
  }
  const exportsById = Object.fromEntries([...keys.values()].map((id) => [id, id]));
  // The validators are reached through the table below only, so the module exports nothing else.
  const body = asModule(standaloneCode.default(ajv, exportsById)).replace(
    /export const (v\d+) = /g,
    'const $1 = ',
  );
  const table = [...keys].map(([key, id]) => `  [${JSON.stringify(key)}, ${id}],`).join('\n');
  return `${banner}// @ts-nocheck: ajv's standalone output (scripts/render-validators.mjs), plain JavaScript.
${body}

/** The key of a schema (its JSON with sorted keys); see scripts/render-validators.mjs. */
export const schemaKey: (schema: unknown) => string = ${schemaKey.toString()};

/** Every precompiled validator by its schema's key. */
export const validators: Map<string, ((data: unknown) => boolean) & { errors?: unknown }> = new Map([
${table}
]);
`;
}
