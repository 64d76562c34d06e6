import type { Route } from './router.js';
import { compileSchema, type Validator } from './schema-validator.js';

/** A response an override or a fault answers with. Headers are optional; JSON is the default type. */
export interface PlannedResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible ASCII, spaces and tabs only: anything else would make node refuse to write the header.
const valuePattern = /^[\t\x20-\x7e]*$/;
const validators = new WeakMap<Route, Map<number, Validator>>();

function validatorFor(route: Route, status: number): Validator | undefined {
  const schema = route.responseSchemas.get(status);
  if (schema === undefined) return undefined;
  const byStatus = validators.get(route) ?? new Map<number, Validator>();
  validators.set(route, byStatus);
  let validate = byStatus.get(status);
  if (validate === undefined) {
    // Cannot throw: the router looked up every response schema's validator when it was built.
    validate = compileSchema(schema);
    byStatus.set(status, validate);
  }
  return validate;
}

/**
 * Checks the shape every planned response needs whatever the contract says: a status from 200 to
 * 599, string headers that can be sent, a body that serialises to JSON.
 * @throws {TypeError} naming what is wrong.
 */
export function checkResponseShape(response: unknown, where: string): PlannedResponse {
  if (response === null || typeof response !== 'object' || Array.isArray(response)) {
    throw new TypeError(`${where} must be an object { status, body?, headers? }`);
  }
  const { status, body, headers, ...rest } = response as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined)
    throw new TypeError(`${where}.${extra} is not a known field (status, body, headers)`);
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    throw new TypeError(`${where}.status must be an integer from 200 to 599`);
  }
  if ((status === 204 || status === 205 || status === 304) && body !== undefined && body !== null) {
    throw new TypeError(`${where}.body must be left out for status ${status}`);
  }
  const checkedHeaders = checkHeaders(headers, `${where}.headers`);
  if (body !== undefined) {
    try {
      JSON.stringify(body);
    } catch (error) {
      throw new TypeError(`${where}.body must serialise to JSON: ${(error as Error).message}`);
    }
  }
  return {
    status,
    ...(body === undefined ? {} : { body }),
    ...(checkedHeaders ? { headers: checkedHeaders } : {}),
  };
}

function checkHeaders(headers: unknown, where: string): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) {
    throw new TypeError(`${where} must be an object of strings`);
  }
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(headers)) {
    if (!tokenPattern.test(name))
      throw new TypeError(`${where}: ${JSON.stringify(name)} is not a header name`);
    if (typeof value !== 'string' || !valuePattern.test(value) || value.length > 8192) {
      throw new TypeError(`${where}.${name} must be a string of printable characters (at most 8192)`);
    }
    out[name.toLowerCase()] = value;
  }
  return out;
}

/**
 * Checks a planned response against the document: the status must be documented for the
 * operation, and the body must match that status's schema (a status without a body takes none).
 * Returns the problem as a sentence, or `null` when the response keeps the contract.
 * @example contractProblem(route, { status: 200, body: { items: 'x' } }) // 'body.items must be an array, got string'
 */
export function contractProblem(route: Route, response: PlannedResponse): string | null {
  if (!route.statuses.has(response.status)) {
    const documented = [...route.statuses.keys()].join(', ');
    return `status ${response.status} is not documented for ${route.operationId} (documented: ${documented})`;
  }
  const validate = validatorFor(route, response.status);
  if (validate === undefined) {
    return response.body === undefined || response.body === null
      ? null
      : `status ${response.status} of ${route.operationId} has no body in the document`;
  }
  if (response.body === undefined) return `status ${response.status} of ${route.operationId} needs a body`;
  const result = validate(response.body, 'body');
  return result.ok ? null : `${result.message} (status ${response.status} of ${route.operationId})`;
}
