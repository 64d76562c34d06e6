import { memoryDocument } from '../../src/generated/memory-document.js';
import { releasesDocument } from '../../src/generated/releases-document.js';
import type { ApiName } from '../vocabulary.js';

/** A JSON Schema or OpenAPI node, read loosely. */
type Node = Record<string, unknown>;

/** Where an input travels: a parameter's `in`, a top-level body field, or a security scheme's header. */
export type InputPlace = 'path' | 'query' | 'header' | 'body' | 'credential';

/** One input of one documented operation, as the document states it. */
export interface DocumentedInput {
  operationId: string;
  method: string;
  /** The document's path template, `/api/v1/sources/{id}/events`. */
  path: string;
  place: InputPlace;
  /** Its name: a parameter's, a body field's, or a credential header's (`authorization`, `x-api-key`). */
  name: string;
  required: boolean;
  /** Its schema (dereferenced); `{ type: 'string' }` for a credential. */
  schema: Node;
  /**
   * The document marks it, its schema or its operation `x-inferred`: its bounds, default and
   * refusals are the kit's decisions, not the API's own description's.
   */
  inferred: boolean;
  /** For a credential: `bearer` (`Authorization: Bearer <key>`) or `api-key` (the key alone). */
  scheme?: 'bearer' | 'api-key';
}

const documents: Record<ApiName, Node> = {
  memory: memoryDocument as unknown as Node,
  releases: releasesDocument as unknown as Node,
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isInferred = (...nodes: unknown[]) => nodes.some((node) => isNode(node) && node['x-inferred'] === true);

/** The credential headers an operation's security requirements name. */
function credentialsOf(
  document: Node,
  operation: Node,
): Omit<DocumentedInput, 'operationId' | 'method' | 'path'>[] {
  const requirements = (operation.security ?? document.security ?? []) as Node[];
  const schemes = ((document.components as Node | undefined)?.securitySchemes ?? {}) as Record<string, Node>;
  const names = new Set(requirements.flatMap((requirement) => Object.keys(requirement)));
  const found: Pick<DocumentedInput, 'name' | 'scheme'>[] = [];
  for (const name of names) {
    const scheme = schemes[name];
    if (scheme?.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
      found.push({ name: 'authorization', scheme: 'bearer' });
    } else if (scheme?.type === 'apiKey' && scheme.in === 'header') {
      found.push({ name: String(scheme.name).toLowerCase(), scheme: 'api-key' });
    }
  }
  return found.map((input) => ({
    ...input,
    place: 'credential' as const,
    // "One of the two credentials is required": none is required alone.
    required: false,
    schema: { type: 'string', minLength: 1 },
    inferred: isInferred(operation),
  }));
}

/** The parameters and the top-level fields of the JSON request body of one operation. */
function fieldsOf(operation: Node): Omit<DocumentedInput, 'operationId' | 'method' | 'path'>[] {
  const parameters = ((operation.parameters ?? []) as Node[]).map((parameter) => ({
    place: parameter.in as InputPlace,
    name: String(parameter.name),
    required: parameter.required === true,
    schema: (parameter.schema ?? {}) as Node,
    inferred: isInferred(operation, parameter, parameter.schema),
  }));
  const content = ((operation.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>;
  const body = content['application/json']?.schema as Node | undefined;
  const required = new Set((body?.required ?? []) as string[]);
  const properties = (body?.properties ?? {}) as Record<string, Node>;
  const fields = Object.entries(properties).map(([name, schema]) => ({
    place: 'body' as const,
    name,
    required: required.has(name),
    schema,
    inferred: isInferred(operation, body, schema),
  }));
  return [...parameters, ...fields];
}

/**
 * Every documented input of an API, read from its dereferenced OpenAPI document: the path, query
 * and header parameters and top-level JSON body fields of each operation, and the credential
 * headers its security requirements name. A parameter added to the document is here without code.
 * @example documentedInputs('releases').filter((input) => input.name === 'limit')
 */
export function documentedInputs(api: ApiName): DocumentedInput[] {
  return inputsOf(documents[api]);
}

/**
 * The inputs of any dereferenced OpenAPI document, as {@link documentedInputs} reads the API's own.
 * @example inputsOf(releasesDocument).length
 */
export function inputsOf(document: Record<string, unknown>): DocumentedInput[] {
  const paths = (document.paths ?? {}) as Record<string, Node>;
  return Object.entries(paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!isNode(operation)) return [];
      const where = { operationId: String(operation.operationId), method: method.toUpperCase(), path };
      return [...credentialsOf(document, operation), ...fieldsOf(operation)].map((input) => ({
        ...where,
        ...input,
      }));
    }),
  );
}

/** `query limit of GET /api/v1/events`: an input, named for a report. */
export function inputName(input: Pick<DocumentedInput, 'place' | 'name' | 'method' | 'path'>): string {
  return `${input.place} ${input.name} of ${input.method} ${input.path}`;
}
