import { pathTemplate } from '../../../conformance/schema/operations.js';
import type { BodyPath } from './body-shape.js';

/** An OpenAPI or JSON Schema node of the source document, `$ref`s not resolved. */
type Node = Record<string, unknown>;

/** What the document says about a place in a body or a header. */
export interface Place {
  /** The `x-inferred` mark met on the way (`#/components/schemas/NullableUrl`), if any. */
  mark?: string;
  /** False when the document does not name the place at all (an extra field). */
  named: boolean;
}

const escapeToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows `$ref`s from `node` (at `pointer`) to the node they name, and its pointer. */
function resolveRef(document: Node, node: unknown, pointer: string): [Node, string] {
  let current = (node ?? {}) as Node;
  let at = pointer;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    at = current.$ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .reduce<Node>(
        (n, token) => (n[token.replaceAll('~1', '/').replaceAll('~0', '~')] ?? {}) as Node,
        document,
      );
  }
  return [current, at];
}

/** The response object of `method pathname` for `status`, where it is written, and the operation's payload mark. */
function responseOf(
  document: Node,
  resolve: Resolve,
  method: string,
  pathname: string,
  status: number,
): { node: Node; pointer: string; payloadMark?: string } | undefined {
  const paths = document.paths as Record<string, Node>;
  const template = Object.keys(paths).find((t) => pathTemplate(t).matches(pathname));
  const operation =
    template === undefined ? undefined : (paths[template]?.[method.toLowerCase()] as Node | undefined);
  if (template === undefined || !operation) return undefined;
  const opPointer = `/paths/${escapeToken(template)}/${method.toLowerCase()}`;
  const responses = operation.responses as Record<string, unknown>;
  const [node, pointer] = resolve(responses[String(status)], `${opPointer}/responses/${status}`);
  // A mark on the operation means its payload is not shown (GET /api/v1, the memory convenience calls).
  return { node, pointer, ...(operation['x-inferred'] === true ? { payloadMark: opPointer } : {}) };
}

/**
 * Reads the `x-inferred` marks of an API's source document (the hand-written openapi/*.yaml,
 * parsed without dereferencing, so a mark is named where it is written).
 * @example createSchemaMarks(await SwaggerParser.parse('openapi/releases.yaml')).bodyPlace('GET', '/api/v1/events', 200, ['events', '[]', 'docs_url'])
 */
export function createSchemaMarks(document: Node) {
  const resolve: Resolve = (node, pointer) => resolveRef(document, node, pointer);
  const response = (method: string, pathname: string, status: number) =>
    responseOf(document, resolve, method, pathname, status);
  return {
    /** The place of a body path in the response schema of `method pathname` answering `status`. */
    bodyPlace(method: string, pathname: string, status: number, path: BodyPath): Place {
      const found = response(method, pathname, status);
      if (!found) return { named: false };
      if (found.payloadMark) return { mark: found.payloadMark, named: true };
      // A mark on a response object is about its status code; the body has its schema's own marks.
      const media = ((found.node.content as Node | undefined)?.['application/json'] ?? {}) as Node;
      return walk(resolve, media.schema, `${found.pointer}/content/application~1json/schema`, path);
    },
    /** The place of a response header of `method pathname` answering `status`. */
    headerPlace(method: string, pathname: string, status: number, name: string): Place {
      const found = response(method, pathname, status);
      const headers = (found?.node.headers ?? {}) as Record<string, unknown>;
      const key = Object.keys(headers).find((h) => h.toLowerCase() === name);
      if (!found || key === undefined) return { named: false };
      const [header, pointer] = resolve(headers[key], `${found.pointer}/headers/${escapeToken(key)}`);
      return header['x-inferred'] === true ? { mark: pointer, named: true } : { named: true };
    },
  };
}

type Resolve = (node: unknown, pointer: string) => [Node, string];

/** Follows a body path through a schema (properties, items, allOf/oneOf/anyOf), stopping at a mark. */
function walk(resolve: Resolve, schema: unknown, pointer: string, path: BodyPath): Place {
  const [node, at] = resolve(schema, pointer);
  if (node['x-inferred'] === true) return { mark: at, named: true };
  const [head, ...rest] = path;
  if (head === undefined) return { named: true };
  if (head === '[]' && node.items !== undefined) return walk(resolve, node.items, `${at}/items`, rest);
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties && head in properties)
    return walk(resolve, properties[head], `${at}/properties/${escapeToken(head)}`, rest);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = (node[keyword] ?? []) as unknown[];
    for (const [i, branch] of branches.entries()) {
      const place = walk(resolve, branch, `${at}/${keyword}/${i}`, path);
      if (place.named || place.mark) return place;
    }
  }
  return { named: false };
}
