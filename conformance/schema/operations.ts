import { memoryDocument } from '../../src/generated/memory-document.js';
import { releasesDocument } from '../../src/generated/releases-document.js';
import type { ApiName } from '../vocabulary.js';

/** A JSON Schema or OpenAPI node, read loosely. */
export type Node = Record<string, unknown>;

/** One documented operation, as the response checks need it. */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Status code (as a string) to response object. */
  responses: Record<string, Node>;
  matches(pathname: string): boolean;
}

const documents: Record<ApiName, Node> = {
  memory: memoryDocument as unknown as Node,
  releases: releasesDocument as unknown as Node,
};

/** A document's path template made matchable: `/api/v1/sources/{id}/events`. */
export interface PathTemplate {
  /** Whether a request's pathname is this template, each parameter one non-empty segment. */
  matches(pathname: string): boolean;
  /**
   * The parameters' values in a matching pathname, percent-decoded (a broken escape is kept as
   * sent), or `undefined` when it does not match.
   */
  values(pathname: string): Record<string, string> | undefined;
}

/**
 * Compiles an OpenAPI path template. The suite, the traffic validator and drift share this one;
 * the engine's router has its own (src/engine/http/pipeline/router.ts), since the engine may not import
 * the conformance suite, which ships as a separate entry point.
 * @example pathTemplate('/api/v1/sources/{id}/events').values('/api/v1/sources/3/events') // { id: '3' }
 */
export function pathTemplate(template: string): PathTemplate {
  const names: string[] = [];
  // Braces are not escaped, so the template parameters can be swapped for one path segment each.
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return {
    matches: (pathname) => pattern.test(pathname),
    values(pathname) {
      const match = pattern.exec(pathname);
      if (!match) return undefined;
      return Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1] ?? '')]));
    },
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The operations of an API's dereferenced document, for matching recorded exchanges.
 * @example operationsOf('releases').find((op) => op.method === 'GET' && op.matches('/api/v1/sources/3/events'))
 */
export function operationsOf(api: ApiName): Operation[] {
  const paths = documents[api].paths as Record<string, Record<string, Node>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const template = pathTemplate(path);
        return {
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          responses: operation.responses as Record<string, Node>,
          matches: template.matches,
        };
      }),
  );
}

/** The operation a request went to, or `undefined` for a path the document does not list. */
export function findOperation(
  operations: readonly Operation[],
  method: string,
  url: string,
): Operation | undefined {
  const { pathname } = new URL(url);
  return operations.find((operation) => operation.method === method && operation.matches(pathname));
}

/** The JSON schema of a response object's `application/json` content, if any. */
export function jsonSchemaOf(response: Node | undefined): Node | undefined {
  const content = response?.content as Record<string, { schema?: Node }> | undefined;
  return content?.['application/json']?.schema;
}

/**
 * A copy of a schema with every `x-inferred` part replaced by the always-true schema: what level
 * `documented` validates, since those parts are the kit's decisions, not the API documents'.
 */
export function stripInferred(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripInferred);
  if (node === null || typeof node !== 'object') return node;
  if ((node as Node)['x-inferred'] === true) return {};
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, stripInferred(value)]));
}
