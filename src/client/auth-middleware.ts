import type { Middleware } from 'openapi-fetch';

/**
 * How the memory API key travels: `Authorization: Bearer <key>` or `x-api-key: <key>`. The
 * service accepts either on every /v1/ path.
 * @example const auth: MemoryAuthScheme = 'x-api-key';
 */
export type MemoryAuthScheme = 'bearer' | 'x-api-key';

/** The credentials the memory middleware adds. An `undefined` value leaves its header unset. */
export interface MemoryCredentials {
  apiKey?: string | undefined;
  workspaceId?: string | undefined;
  auth?: MemoryAuthScheme | undefined;
}

/**
 * Middleware that adds the memory API's credential headers to every request.
 *
 * A header the call already carries is left alone, so one call can act in another workspace or
 * with another key (`params: { header: { 'X-Workspace-Id': 'ws_other' } }`) without a second client.
 * @throws {TypeError} when `auth` is neither 'bearer' nor 'x-api-key' (misuse).
 * @example client.use(createAuthMiddleware({ apiKey: 'ck_test_key', workspaceId: 'ws_main' }));
 */
export function createAuthMiddleware(credentials: MemoryCredentials): Middleware {
  const headers = credentialHeaders(credentials);
  return {
    onRequest({ request }) {
      for (const [name, value] of headers) {
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      return request;
    },
  };
}

function credentialHeaders({ apiKey, workspaceId, auth = 'bearer' }: MemoryCredentials): [string, string][] {
  if (auth !== 'bearer' && auth !== 'x-api-key') {
    throw new TypeError(`auth must be 'bearer' or 'x-api-key', got ${JSON.stringify(auth)}`);
  }
  const headers: [string, string][] = [];
  // Omitted credentials stay omitted: the conformance suite needs requests without them.
  if (apiKey !== undefined) {
    headers.push(auth === 'bearer' ? ['Authorization', `Bearer ${apiKey}`] : ['x-api-key', apiKey]);
  }
  if (workspaceId !== undefined) headers.push(['X-Workspace-Id', workspaceId]);
  return headers;
}
