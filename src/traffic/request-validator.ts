import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Node, Operation } from '../../conformance/schema/operations.js';
import { pathTemplate, stripInferred } from '../../conformance/schema/operations.js';
import { memoryDocument } from '../generated/memory-document.js';
import { releasesDocument } from '../generated/releases-document.js';
import type { ApiName } from './api-of.js';
import type { Exchange } from './exchange.js';
import { documentedLevel, type ValidatorLevel } from './levels.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const documents: Record<ApiName, Node> = {
  memory: memoryDocument as unknown as Node,
  releases: releasesDocument as unknown as Node,
};

/** Validates the request half of an exchange against its documented operation. */
export type RequestCheck = (operation: Operation, exchange: Exchange) => string[];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Node;
}

/** Query and path values arrive as text: read them as the schema's type, so 5 is a number. */
function coerce(raw: string, schema: Node | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw)))
    return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function parameterValue(
  parameter: Parameter,
  exchange: Exchange,
  path: Record<string, string>,
): string | undefined {
  const url = new URL(exchange.url);
  if (parameter.in === 'query') return url.searchParams.get(parameter.name) ?? undefined;
  if (parameter.in === 'path') return path[parameter.name];
  if (parameter.in === 'header') return exchange.requestHeaders[parameter.name.toLowerCase()];
  return undefined;
}

/** One of the operation's security requirements is met (the memory API's two credentials). */
function credentialsProblem(document: Node, raw: Node, exchange: Exchange): string[] {
  const requirements = (raw.security ?? document.security ?? []) as Record<string, unknown>[];
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) return [];
  const schemes = ((document.components as Node | undefined)?.securitySchemes ?? {}) as Record<string, Node>;
  const met = requirements.some((requirement) =>
    Object.keys(requirement).every((name) => {
      const scheme = schemes[name] ?? {};
      if (scheme.type === 'http') return /^bearer\s+\S/i.test(exchange.requestHeaders.authorization ?? '');
      return Boolean(exchange.requestHeaders[String(scheme.name ?? '').toLowerCase()]);
    }),
  );
  return met
    ? []
    : [`no credentials: one of ${requirements.map((r) => Object.keys(r).join('+')).join(', ')}`];
}

/**
 * Creates a request validator for one API, on ajv with the document's own schemas: parameters
 * (query, path, header; read as their schema's type), credentials, and the JSON body. At level
 * core the `x-inferred` parts of schemas are not checked.
 * @example createRequestValidator('releases', kitLevel)(operation, exchange) // ['query limit must be <= 100']
 */
export function createRequestValidator(api: ApiName, level: ValidatorLevel): RequestCheck {
  const document = documents[api];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const cache = new Map<Node, ValidateFunction>();
  const problems = (schema: Node, value: unknown, where: string): string[] => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile((level === documentedLevel ? stripInferred(schema) : schema) as Node);
      cache.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 3).map((e) => `${where}${e.instancePath} ${e.message}`);
  };
  return (operation, exchange) => {
    const item = (document.paths as Record<string, Node>)[operation.path] ?? {};
    const raw = (item[operation.method.toLowerCase()] ?? {}) as Node;
    const parameters = [
      ...((item.parameters as Parameter[]) ?? []),
      ...((raw.parameters as Parameter[]) ?? []),
    ];
    const path = pathTemplate(operation.path).values(new URL(exchange.url).pathname) ?? {};
    const found = parameters.flatMap((parameter) => {
      const value = parameterValue(parameter, exchange, path);
      const where = `${parameter.in} ${parameter.name}`;
      if (value === undefined) return parameter.required ? [`${where} is required`] : [];
      return parameter.schema ? problems(parameter.schema, coerce(value, parameter.schema), where) : [];
    });
    return [
      ...found,
      ...credentialsProblem(document, raw, exchange),
      ...bodyProblems(raw, exchange, problems),
    ];
  };
}

function bodyProblems(
  raw: Node,
  exchange: Exchange,
  problems: (schema: Node, value: unknown, where: string) => string[],
): string[] {
  const requestBody = raw.requestBody as Node | undefined;
  const schema = (requestBody?.content as Record<string, Node> | undefined)?.['application/json']?.schema;
  if (!requestBody || !schema) return [];
  const text = exchange.requestBody;
  if (text === undefined || text === '') return requestBody.required ? ['body is required'] : [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['body is not valid JSON'];
  }
  return problems(schema as Node, body, 'body');
}
