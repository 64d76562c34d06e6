import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ApiName, Level } from '../define-check.js';
import { type Exchange, isJsonContentType, jsonOf } from '../http/exchange.js';
import {
  findOperation,
  jsonSchemaOf,
  type Node,
  type Operation,
  operationsOf,
  stripInferred,
} from './operations.js';

/** Which response rule an exchange broke. Each kind is reported by its own check. */
export type ViolationKind = 'status' | 'json' | 'schema' | 'error-code';

/** One broken response rule, naming the operation and status. */
export interface Violation {
  kind: ViolationKind;
  exchange: Exchange;
  /** `operationId status`, e.g. `recall 200`. */
  operation: string;
  message: string;
}

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/**
 * Operations whose payloads the seeds do not show, so level core checks no body of them.
 * Memory: "Request and response payloads of these three endpoints: not shown."
 * Releases, GET /api/v1: "Response body shape: not shown."
 */
const payloadNotShown = new Set(['ingestMemory', 'recallMemory', 'hydrateMemory', 'getApiInfo']);

/** Memory "Errors": the code each documented status carries, stated by the seed itself. */
const seedErrorCodes: Record<string, string> = {
  '400': 'bad_request',
  '402': 'billing_access_blocked',
  '403': 'forbidden',
  '404': 'not_found',
  '429': 'rate_limited',
};

/** "Runtime error bodies are JSON with two string fields, error (machine code) and message (short text)." */
const errorShape = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
};

function pairedCode(response: Node | undefined): string | undefined {
  const schema = jsonSchemaOf(response);
  const parts = (schema?.allOf as Node[] | undefined) ?? [];
  for (const part of parts) {
    const code = ((part.properties as Node | undefined)?.error as Node | undefined)?.const;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

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
 * Level full holds each response to the document exactly. Level core holds it to what the seed
 * states: any 2xx is a success (success codes are "not shown"), `x-inferred` schema parts are not
 * checked, nor bodies the seed does not show (the memory convenience endpoints, GET /api/v1, the
 * releases error bodies, the checkout error bodies); memory runtime errors must carry the seed's codes.
 * @example createResponseValidator('memory', 'core').validate(exchange)
 */
export function createResponseValidator(api: ApiName, level: Level): ResponseValidator {
  const operations = operationsOf(api);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Node, ValidateFunction>();
  const compile = (schema: Node): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(level === 'core' ? (stripInferred(schema) as Node) : schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const validator = { api, level, operations, compile };
  return { validate: (exchange) => validateExchange(validator, exchange) };
}

interface ValidatorParts {
  api: ApiName;
  level: Level;
  operations: Operation[];
  compile(schema: Node): ValidateFunction;
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
  const acceptedAtCore = isSuccess || (parts.api === 'releases' && status >= 400 && status < 500);
  if (!documented && (parts.level === 'full' || !acceptedAtCore)) {
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
    violations.push(
      violation('json', `expected a JSON body with content-type application/json; got content-type ${type}`),
    );
    return violations;
  }
  if (isSuccess) violations.push(...validateSuccess(parts, operation, documented, body, violation));
  else violations.push(...validateError(parts, operation, documented, exchange, body, violation));
  return violations;
}

type MakeViolation = (kind: ViolationKind, message: string) => Violation;

function validateSuccess(
  parts: ValidatorParts,
  operation: Operation,
  documented: Node | undefined,
  body: unknown,
  violation: MakeViolation,
): Violation[] {
  if (parts.level === 'core' && payloadNotShown.has(operation.operationId)) return [];
  const response = documented ?? successResponse(operation)?.[1];
  const schema = jsonSchemaOf(response);
  if (!schema) return [];
  const validate = parts.compile(schema);
  if (validate(body)) return [];
  const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return [violation('schema', `body does not match the documented schema: ${problems.join('; ')}`)];
}

function validateError(
  parts: ValidatorParts,
  operation: Operation,
  documented: Node | undefined,
  exchange: Exchange,
  body: unknown,
  violation: MakeViolation,
): Violation[] {
  const isRuntime = parts.api === 'memory' && operation.path.startsWith('/v1/');
  if (parts.level === 'core' && !isRuntime) return [];
  const violations: Violation[] = [];
  const shape = parts.compile(errorShape);
  if (!shape(body))
    violations.push(violation('schema', 'error body is not {"error": <string>, "message": <string>}'));
  violations.push(...validateHeaders(parts, documented, exchange, violation));
  const status = String(exchange.status);
  const code = parts.level === 'core' ? seedErrorCodes[status] : pairedCode(documented);
  const received = (body as { error?: unknown } | null)?.error;
  if (code && received !== code) {
    violations.push(
      violation('error-code', `status ${status} pairs with error "${code}"; got ${JSON.stringify(received)}`),
    );
  }
  return violations;
}

/** Full only: the documented required response headers (Retry-After on 429) are present and valid. */
function validateHeaders(
  parts: ValidatorParts,
  documented: Node | undefined,
  exchange: Exchange,
  violation: MakeViolation,
): Violation[] {
  if (parts.level === 'core') return [];
  const headers = (documented?.headers ?? {}) as Record<string, Node>;
  return Object.entries(headers)
    .filter(([, header]) => header.required === true)
    .flatMap(([name, header]) => {
      const value = exchange.responseHeaders[name.toLowerCase()];
      const schema = (header.schema ?? {}) as Node;
      const parsed =
        schema.type === 'integer' && value !== undefined && /^\d+$/.test(value) ? Number(value) : value;
      return value !== undefined && parts.compile(schema)(parsed)
        ? []
        : [
            violation(
              'schema',
              `header ${name} is required (${JSON.stringify(schema)}); got ${JSON.stringify(value)}`,
            ),
          ];
    });
}
