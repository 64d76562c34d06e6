import type { Exchange } from '../http/exchange.js';
import { jsonSchemaOf, type Node, type Operation } from './operations.js';
import type { MakeViolation, ValidatorParts, Violation } from './violation.js';

/** Memory "Errors": the code each documented status carries, stated by the API document itself. */
const documentedErrorCodes: Record<string, string> = {
  '400': 'bad_request',
  '402': 'billing_access_blocked',
  '403': 'forbidden',
  '404': 'not_found',
  '429': 'rate_limited',
};

/** "Runtime error bodies are JSON with two string fields, error (machine code) and message (short text)." */
const errorShape: Node = {
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

/**
 * The rules of an error response: the `{error, message}` shape, required headers (kit), and the
 * code the OpenAPI document (kit) or the API document (documented, memory runtime calls) pairs
 * with the status.
 */
export function validateError(
  parts: ValidatorParts,
  operation: Operation,
  documented: Node | undefined,
  exchange: Exchange,
  body: unknown,
  violation: MakeViolation,
): Violation[] {
  const isRuntime = parts.api === 'memory' && operation.path.startsWith('/v1/');
  if (parts.level === 'documented' && !isRuntime) return [];
  const violations: Violation[] = [];
  const shape = parts.compile(errorShape);
  if (!shape(body))
    violations.push(violation('schema', 'error body is not {"error": <string>, "message": <string>}'));
  violations.push(...validateHeaders(parts, documented, exchange, violation));
  const status = String(exchange.status);
  const code = parts.level === 'documented' ? documentedErrorCodes[status] : pairedCode(documented);
  const received = (body as { error?: unknown } | null)?.error;
  if (code && received !== code) {
    violations.push(
      violation('error-code', `status ${status} pairs with error "${code}"; got ${JSON.stringify(received)}`),
    );
  }
  return violations;
}

/** Kit only: the documented required response headers (Retry-After on 429) are present and valid. */
function validateHeaders(
  parts: ValidatorParts,
  documented: Node | undefined,
  exchange: Exchange,
  violation: MakeViolation,
): Violation[] {
  if (parts.level === 'documented') return [];
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
