import type { Client } from 'openapi-fetch';
import { createAuthMiddleware, type MemoryCredentials } from './auth-middleware.js';
import { type BaseClientOptions, createBaseClient } from './create-base-client.js';
import type { MemoryPaths } from './memory-paths.js';

/**
 * Options of {@link createMemoryClient}. `apiKey` and `workspaceId` may be left out; their headers
 * are then not sent, which is how the conformance suite checks the 400 for missing credentials.
 * @example
 * const options: CreateMemoryClientOptions = {
 *   baseUrl: 'http://127.0.0.1:4010',
 *   apiKey: 'ck_test_key',
 *   workspaceId: 'ws_main',
 *   auth: 'x-api-key',
 * };
 */
export interface CreateMemoryClientOptions extends BaseClientOptions, MemoryCredentials {}

/**
 * A typed openapi-fetch client for the Hosted Memory Service. Calls return `{ data } | { error }`.
 * @example const { data } = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'team' } });
 */
export type MemoryClient = Client<MemoryPaths>;

/**
 * Creates a client for the Hosted Memory Service that sends `Authorization: Bearer <apiKey>`
 * (or `x-api-key: <apiKey>` with `auth: 'x-api-key'`) and `X-Workspace-Id` on every call, and
 * retries 429 responses with back-off unless `retry: false`.
 * @throws {TypeError | RangeError} only on misuse: no `baseUrl`, an unknown `auth`, bad retry numbers.
 * @see ../../openapi/memory.yaml
 * @example
 * const memory = createMemoryClient({
 *   baseUrl: 'http://127.0.0.1:4010',
 *   apiKey: 'ck_test_key',
 *   workspaceId: 'ws_main',
 * });
 * const { data, error } = await memory.POST('/v1/recall', {
 *   body: { anchor_id: anchorId, query: 'refund policy', limit: 5 },
 * });
 * if (error) console.error(error.error, error.message);
 * else for (const item of data.items) console.log(item.score, item.content);
 */
export function createMemoryClient(options: CreateMemoryClientOptions): MemoryClient {
  const client = createBaseClient<MemoryPaths>(options);
  client.use(createAuthMiddleware(options));
  return client;
}
