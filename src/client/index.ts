/**
 * Typed clients for the Hosted Memory Service and the Dependency Release Tracking API, built on
 * openapi-fetch: every call returns `{ data } | { error }` typed from the OpenAPI documents, sends
 * the memory API's credentials, and backs off on 429. Each export's JSDoc sits on its declaration.
 * @example
 * import { createMemoryClient } from 'contract-kit/client';
 *
 * const memory = createMemoryClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'ck_test_key', workspaceId: 'ws_main' });
 * const { data, error } = await memory.POST('/v1/anchors', { body: { name: 'Support', type: 'team' } });
 * @module
 */
import type { MemoryError } from './memory-types.js';
import type { ReleasesError } from './releases-types.js';

export type { MemoryAuthScheme, MemoryCredentials } from './auth-middleware.js';
export type { BaseClientOptions } from './create-base-client.js';
export {
  type CreateMemoryClientOptions,
  createMemoryClient,
  type MemoryClient,
} from './create-memory-client.js';
export {
  type CreateReleasesClientOptions,
  createReleasesClient,
  type ReleasesClient,
} from './create-releases-client.js';
export type { MemoryPaths } from './memory-paths.js';
export type {
  Anchor,
  CheckoutSession,
  CheckoutSessionRequest,
  CreateAnchorRequest,
  CreateAtomsRequest,
  CreateAtomsResponse,
  FeedbackRequest,
  FeedbackResponse,
  HydrateRequest,
  HydrateResponse,
  IngestRequest,
  IngestResponse,
  MemoryError,
  MemoryErrorCode,
  MemoryRecallRequest,
  MemoryRecallResponse,
  RecallItem,
  RecallRequest,
  RecallResponse,
} from './memory-types.js';
export type {
  ApiInfo,
  Event,
  EventList,
  EventType,
  Pagination,
  ReleasesError,
  Severity,
  Source,
  SourceList,
  SourceSummary,
} from './releases-types.js';
export type { FetchLike, RetryInfo, RetryOptions } from './retry.js';
export { parseRetryAfter } from './retry-delay.js';

/**
 * The `{error, message}` body either API returns on failure. Use it where code handles errors
 * from both, such as the conformance suite; use {@link MemoryError} or {@link ReleasesError} for one.
 * @example const describe = (body: ApiErrorBody) => `${body.error}: ${body.message}`;
 */
export type ApiErrorBody = MemoryError | ReleasesError;
