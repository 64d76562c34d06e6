import type { OutgoingRequest } from './http-exchange.js';
import type { Operation } from './operations.js';
import { ToolInputError } from './tool-result.js';

/** The fixture tenants' credentials, sent when a call names none (see fixtures/tenants.json). */
export const defaultCredentials = { apiKey: 'ck_test_key', workspace: 'ws_main' } as const;

type ParamValue = string | number | boolean | (string | number | boolean)[];

/** What `call_operation` gives besides the operation and the target. */
export interface CallInput {
  params?: Record<string, ParamValue> | undefined;
  headers?: Record<string, string> | undefined;
  body?: unknown;
  /** `""` sends no key. */
  apiKey?: string | undefined;
  /** `""` sends no workspace. */
  workspace?: string | undefined;
}

const workspaceHeader = 'x-workspace-id';

/**
 * Builds the HTTP request of one documented operation: each parameter placed where the document
 * declares it (path, query or header), the fixture credentials when the operation is secured and
 * the call names none, and the body as JSON.
 * @throws {ToolInputError} for a parameter the operation does not have, or a missing path parameter.
 * @example operationRequest(findOperation('recall'), 'http://127.0.0.1:4010', { body: { anchor_id, query: 'x' } })
 */
export function operationRequest(operation: Operation, baseUrl: string, input: CallInput): OutgoingRequest {
  const declared = new Map(operation.parameters.map((p) => [p.name.toLowerCase(), p]));
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = operation.path;
  for (const [name, value] of Object.entries(input.params ?? {})) {
    const parameter = declared.get(name.toLowerCase());
    if (!parameter) {
      const known = operation.parameters.map((p) => `${p.name} (${p.in})`).join(', ') || 'none';
      throw new ToolInputError(
        `${operation.operationId} has no parameter "${name}"; its parameters: ${known}. Other headers go in headers, the body in body`,
      );
    }
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    } else headers[parameter.name.toLowerCase()] = String(value);
  }
  const missing = /\{([^}]+)\}/.exec(path);
  if (missing) {
    throw new ToolInputError(`${operation.operationId} needs the path parameter "${missing[1]}" in params`);
  }
  if (declared.has(workspaceHeader) && !(workspaceHeader in headers)) {
    const workspace = input.workspace ?? defaultCredentials.workspace;
    if (workspace !== '') headers[workspaceHeader] = workspace;
  }
  if (operation.secured) {
    const apiKey = input.apiKey ?? defaultCredentials.apiKey;
    if (apiKey !== '') headers['x-api-key'] = apiKey;
  }
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  const search = query.toString();
  return {
    method: operation.method,
    url: `${baseUrl}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(input.body === undefined ? {} : { body: input.body }),
  };
}
