import { compileSchema, type JsonSchema, type Validator } from './schema-validator.js';

/** The parts of a dereferenced OpenAPI document the router reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject | unknown>>;
  security?: readonly Record<string, readonly string[]>[];
}

interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId: string;
  parameters?: readonly ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: readonly Record<string, readonly string[]>[];
}

/** A compiled parameter: its name, where it lives, and a validator that coerces the raw string. */
export interface CompiledParameter {
  name: string;
  in: ParameterObject['in'];
  required: boolean;
  schema: JsonSchema;
  validate: Validator;
}

/** One operation of the document, ready to route and validate. */
export interface Route {
  operationId: string;
  method: string;
  template: string;
  pattern: RegExp;
  pathParams: string[];
  parameters: CompiledParameter[];
  body?: { required: boolean; validate: Validator };
  secured: boolean;
  /** Documented statuses, each with the error code its schema pins (`null` for successes). */
  statuses: Map<number, string | null>;
  /** The JSON body schema of each documented status (`undefined` for a status without a body). */
  responseSchemas: Map<number, JsonSchema | undefined>;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function errorCodeOf(schema: JsonSchema | undefined): string | null {
  for (const part of schema?.allOf ?? []) {
    const pinned = part.properties?.error?.const;
    if (typeof pinned === 'string') return pinned;
  }
  return null;
}

/**
 * One documented operation made routable. Its path template matcher is the engine's own: the
 * suite, the traffic validator and drift share `pathTemplate` (conformance/schema/operations.ts),
 * which the engine may not import (the layers in ARCHITECTURE.md).
 */
function compileRoute(template: string, method: string, op: OperationObject, doc: OpenApiDocument): Route {
  const pathParams: string[] = [];
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      pathParams.push(name);
      return '([^/]+)';
    });
  const parameters = (op.parameters ?? []).map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required ?? p.in === 'path',
    schema: p.schema ?? {},
    validate: compileSchema(p.schema ?? {}),
  }));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const statuses = new Map<number, string | null>();
  const responseSchemas = new Map<number, JsonSchema | undefined>();
  for (const [status, response] of Object.entries(op.responses)) {
    const schema = response.content?.['application/json']?.schema;
    statuses.set(Number(status), errorCodeOf(schema));
    // Looked up now, so that a schema without a precompiled validator fails at start-up, and
    // checking a planned response against it later cannot.
    if (schema !== undefined) compileSchema(schema);
    responseSchemas.set(Number(status), schema);
  }
  const security = op.security ?? doc.security ?? [];
  return {
    operationId: op.operationId,
    method: method.toUpperCase(),
    template,
    pattern: new RegExp(`^${source}$`),
    pathParams,
    parameters,
    ...(bodySchema
      ? { body: { required: op.requestBody?.required ?? false, validate: compileSchema(bodySchema) } }
      : {}),
    secured: security.length > 0 && security.every((s) => Object.keys(s).length > 0),
    statuses,
    responseSchemas,
  };
}

/** The routes of a document, and a matcher that tells 404 (no path) from 405 (no method). */
export interface Router {
  routes: Route[];
  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | { allowed: string[] } | null;
}

/** Compiles every operation of a dereferenced OpenAPI document. */
export function createRouter(doc: OpenApiDocument): Router {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method] as OperationObject | undefined;
      if (op?.operationId) routes.push(compileRoute(template, method, op, doc));
    }
  }
  return {
    routes,
    match: (method, path) => matchRoute(routes, method, path),
  };
}

/**
 * The route of `method` and `path` among `routes`, with its path values; or the methods the path
 * allows when none is `method` (a 405); or `null` (a 404).
 */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): ReturnType<Router['match']> {
  const allowed: string[] = [];
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.pathParams.forEach((name, i) => {
      params[name] = safeDecode(found[i + 1] ?? '');
    });
    return { route, params };
  }
  return allowed.length > 0 ? { allowed } : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route of a request, if any: the same lookup {@link matchRoute} makes, without path values. */
export function routeOf(routes: readonly Route[], method: string, path: string): Route | undefined {
  return routes.find((route) => route.method === method && route.pattern.test(path));
}
