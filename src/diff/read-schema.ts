import type { Node } from './resolve-ref.js';

/** Whether a document is OpenAPI 3.0, whose schemas say `nullable` and boolean exclusive bounds. */
export const isOpenApi30 = (document: Node) => String(document.openapi).startsWith('3.0');

function readBound(schema: Node, bound: 'Minimum' | 'Maximum'): Node {
  const [exclusive, inclusive] = [`exclusive${bound}`, bound.toLowerCase()];
  const flag = schema[exclusive];
  if (typeof flag !== 'boolean') return schema;
  // OpenAPI 3.0: `exclusiveMinimum: true` makes `minimum` exclusive; 3.1 writes the bound itself there.
  const { [exclusive]: _, ...rest } = schema;
  if (!flag || typeof schema[inclusive] !== 'number') return rest;
  const { [inclusive]: value, ...others } = rest;
  return { ...others, [exclusive]: value };
}

/**
 * A schema as JSON Schema 2020-12 reads it, whatever the document's version: OpenAPI 3.0's
 * `nullable: true` beside a `type` is `null` in the type list, and its boolean
 * `exclusiveMinimum`/`exclusiveMaximum` make the bound beside them exclusive. So a faithful
 * conversion of a 3.0 document to 3.1 compares as no change.
 * @example readSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true }, true) // { type: 'integer', exclusiveMinimum: 0 }
 */
export function readSchema(schema: Node, openapi30: boolean): Node {
  let read = readBound(readBound(schema, 'Minimum'), 'Maximum');
  if (openapi30 && 'nullable' in read) {
    const { nullable, ...rest } = read;
    read = rest;
    if (nullable === true && typeof rest.type === 'string') read = { ...rest, type: [rest.type, 'null'] };
    // 3.0 lists null among the values of a nullable enum only implicitly.
    if (nullable === true && Array.isArray(rest.enum) && !rest.enum.includes(null))
      read = { ...read, enum: [...rest.enum, null] };
  }
  if (Array.isArray(read.type) && read.type.length === 1) read = { ...read, type: read.type[0] };
  return read;
}
