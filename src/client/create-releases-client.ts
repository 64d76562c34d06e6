import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/releases.js';
import { type BaseClientOptions, createBaseClient } from './create-base-client.js';

/**
 * Options of {@link createReleasesClient}. The release API has no credentials.
 * @example const options: CreateReleasesClientOptions = { baseUrl: 'http://127.0.0.1:4011' };
 */
export interface CreateReleasesClientOptions extends BaseClientOptions {}

/**
 * A typed openapi-fetch client for the Dependency Release Tracking API.
 * @example const { data } = await client.GET('/api/v1/sources', { params: { query: { type: 'npm' } } });
 */
export type ReleasesClient = Client<paths>;

/**
 * Creates a client for the Dependency Release Tracking API; 429 responses are retried with
 * back-off unless `retry: false`.
 * @throws {TypeError | RangeError} only on misuse: no `baseUrl` or bad retry numbers.
 * @see ../../openapi/releases.yaml
 * @example
 * const releases = createReleasesClient({ baseUrl: 'http://127.0.0.1:4011' });
 * const { data, error } = await releases.GET('/api/v1/sources/{id}/events', {
 *   params: { path: { id: 1 }, query: { severity: 'Danger', limit: 20 } },
 * });
 * if (data) console.log(data.pagination.total, data.events.map((event) => event.version));
 */
export function createReleasesClient(options: CreateReleasesClientOptions): ReleasesClient {
  return createBaseClient<paths>(options);
}
