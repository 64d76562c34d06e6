import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { type Exchange, isJsonContentType, jsonOf } from '../http/exchange.js';
import type { ApiName, Level } from '../vocabulary.js';
import { validateError } from './error-rules.js';
import {
  findOperation,
  jsonSchemaOf,
  type Node,
  type Operation,
  operationsOf,
  stripInferred,
} from './operations.js';
import type { MakeViolation, ValidatorParts, Violation, ViolationKind } from './violation.js';

export type { Violation, ViolationKind } from './violation.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/**
 * Operations whose payloads the API documents do not show, so level documented checks no body of them.
 * Memory: "Request and response payloads of these three endpoints: not shown."
 * Releases, GET /api/v1: "Response body shape: not shown."
 */
const payloadNotShown = new Set(['ingestMemory', 'recallMemory', 'hydrateMemory', 'getApiInfo']);

function successResponse(operation: Operation): [string, Node] | undefined {
  return Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
}

/** Validates recorded exchanges against one API's document at one level. */
export interface ResponseValidator {
  validate(exchange: Exchange): Violation[];
}

/**
 * Creates the validator that every response the suite sees passes through.
 *
 * Level kit holds each response to the OpenAPI document exactly. Level documented holds it to what
 * the API documents state: any 2xx is a success (success codes are "not shown"), any 4xx of the
 * releases API too (its errors are not shown), `x-inferred` schema parts are not checked, nor
 * bodies the documents do not show (the memory convenience endpoints, GET /api/v1, the releases
 * error bodies, the checkout error bodies); memory runtime errors must carry the documented codes.
 * A non-JSON body where the documents show none is advisory there: a warning, not a failure.
 * @example createResponseValidator('memory', 'documented').validate(exchange)
 */
export function createResponseValidator(api: ApiName, level: Level): ResponseValidator {
  const operations = operationsOf(api);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Node, ValidateFunction>();
  const compile = (schema: Node): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(level === 'documented' ? (stripInferred(schema) as Node) : schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const validator = { api, level, operations, compile };
  return { validate: (exchange) => validateExchange(validator, exchange) };
}

function validateExchange(parts: ValidatorParts, exchange: Exchange): Violation[] {
  const operation = findOperation(parts.operations, exchange.method, exchange.url);
  if (!operation || exchange.status === undefined) return [];
  const status = exchange.status;
  const name = `${operation.operationId} ${status}`;
  const violation = (kind: ViolationKind, message: string): Violation => ({
    kind,
    exchange,
    operation: name,
    message,
  });
  const documented = operation.responses[String(status)];
  const isSuccess = status >= 200 && status < 300;
  const acceptedByDocuments = isSuccess || (parts.api === 'releases' && status >= 400 && status < 500);
  if (!documented && (parts.level === 'kit' || !acceptedByDocuments)) {
    const listed = Object.keys(operation.responses).join(', ');
    return [
      violation(
        'status',
        `status ${status} is not documented for ${operation.operationId} (documented: ${listed})`,
      ),
    ];
  }
  const violations: Violation[] = [];
  const body = jsonOf(exchange);
  if (!isJsonContentType(exchange) || body === undefined) {
    const type = exchange.responseHeaders['content-type'] ?? 'none';
    const found = violation(
      'json',
      `expected a JSON body with content-type application/json; got content-type ${type}`,
    );
    const bodyNotShown = !isSuccess && !(parts.api === 'memory' && operation.path.startsWith('/v1/'));
    if (parts.level === 'documented' && bodyNotShown) found.advisory = true;
    violations.push(found);
    return violations;
  }
  if (isSuccess) violations.push(...validateSuccess(parts, operation, documented, body, violation));
  else violations.push(...validateError(parts, operation, documented, exchange, body, violation));
  return violations;
}

function validateSuccess(
  parts: ValidatorParts,
  operation: Operation,
  documented: Node | undefined,
  body: unknown,
  violation: MakeViolation,
): Violation[] {
  if (parts.level === 'documented' && payloadNotShown.has(operation.operationId)) return [];
  const response = documented ?? successResponse(operation)?.[1];
  const schema = jsonSchemaOf(response);
  if (!schema) return [];
  const validate = parts.compile(schema);
  if (validate(body)) return [];
  const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return [violation('schema', `body does not match the documented schema: ${problems.join('; ')}`)];
}
