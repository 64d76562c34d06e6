/**
 * The memory API's Authentication rules as one table, over the fixture tenants (fixtures/tenants.json):
 * every layer that asserts them (the engine in process, the HTTP mock direct and through Prism, the
 * HTTP-vs-msw parity table) runs these rows against `POST /v1/anchors`.
 * @see ../../openapi/memory.yaml#/components/securitySchemes
 */

/** The credential headers of a row; a header that is absent is left out of the request. */
export interface AuthHeaders {
  authorization?: string;
  'x-api-key'?: string;
  'x-workspace-id'?: string;
}

/** One row: the credentials sent, and the status and error code the API must answer. */
export interface AuthCase {
  id: string;
  title: string;
  headers: AuthHeaders;
  status: number;
  /** The `error` field of the answer; `null` for a success. */
  code: string | null;
}

const bearer = 'Bearer ck_test_key';

/** The rows, in the order of the document's rules. */
export const authCases: readonly AuthCase[] = [
  {
    id: 'AUTH-1',
    title: 'no key: 400',
    headers: { 'x-workspace-id': 'ws_main' },
    status: 400,
    code: 'bad_request',
  },
  {
    id: 'AUTH-2',
    title: 'invalid key: 400',
    headers: { authorization: 'Bearer nope', 'x-workspace-id': 'ws_main' },
    status: 400,
    code: 'bad_request',
  },
  {
    id: 'AUTH-3',
    title: 'missing X-Workspace-Id: 400',
    headers: { 'x-api-key': 'ck_test_key' },
    status: 400,
    code: 'bad_request',
  },
  {
    id: 'AUTH-4',
    title: 'Bearer accepted',
    headers: { authorization: bearer, 'x-workspace-id': 'ws_main' },
    status: 201,
    code: null,
  },
  {
    id: 'AUTH-5',
    title: 'x-api-key accepted',
    headers: { 'x-api-key': 'ck_test_key', 'x-workspace-id': 'ws_main' },
    status: 201,
    code: null,
  },
  {
    id: 'AUTH-6',
    title: 'policy denies the workspace: 403',
    headers: { authorization: bearer, 'x-workspace-id': 'ws_denied' },
    status: 403,
    code: 'forbidden',
  },
  {
    id: 'AUTH-7',
    title: 'a workspace the key was never granted: 403',
    headers: { authorization: bearer, 'x-workspace-id': 'ws_elsewhere' },
    status: 403,
    code: 'forbidden',
  },
  {
    id: 'AUTH-8',
    title: 'blocked billing: 402',
    headers: { authorization: 'Bearer ck_blocked_key', 'x-workspace-id': 'ws_main' },
    status: 402,
    code: 'billing_access_blocked',
  },
];

/** A row's request headers with a JSON content type. */
export function requestHeaders(row: AuthCase): Record<string, string> {
  return { 'content-type': 'application/json', ...row.headers };
}

/** A row as overrides of default credentials: every credential header the row lacks becomes `null`. */
export function overridesOf(row: AuthCase): Record<string, string | null> {
  const {
    authorization = null,
    'x-api-key': apiKey = null,
    'x-workspace-id': workspace = null,
  } = row.headers;
  return { authorization, 'x-api-key': apiKey, 'x-workspace-id': workspace };
}
