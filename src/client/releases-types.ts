/**
 * Named schema types of the Dependency Release Tracking API, so callers need not index `components`.
 * @see ../../openapi/releases.yaml#/components/schemas
 */
import type { components } from '../generated/releases.js';

type Schemas = components['schemas'];

/**
 * A tracked dependency.
 * @example const names = data.sources.map((source: Source) => source.name);
 */
export type Source = Schemas['Source'];

/**
 * The summary of its source that each event embeds.
 * @example const { name }: SourceSummary = event.sources;
 */
export type SourceSummary = Schemas['SourceSummary'];

/**
 * A release, deprecation or end-of-life event.
 * @example const dangerous = data.events.filter((event: Event) => event.severity === 'Danger');
 */
export type Event = Schemas['Event'];

/**
 * `Release`, `Deprecation` or `EOL`.
 * @example const type: EventType = 'Deprecation';
 */
export type EventType = Schemas['EventType'];

/**
 * `Info`, `Warning` or `Danger`.
 * @example const severity: Severity = 'Warning';
 */
export type Severity = Schemas['Severity'];

/**
 * Paging of a list: the served `limit`, the `offset` and the exact `total`.
 * @example const hasMore = ({ limit, offset, total }: Pagination) => offset + limit < total;
 */
export type Pagination = Schemas['Pagination'];

/**
 * Result of `GET /api/v1/sources`.
 * @example const { sources, pagination }: SourceList = data;
 */
export type SourceList = Schemas['SourceList'];

/**
 * Result of `GET /api/v1/events` and `GET /api/v1/sources/{id}/events`.
 * @example const { events, pagination }: EventList = data;
 */
export type EventList = Schemas['EventList'];

/**
 * Result of `GET /api/v1`: the API's name, version and endpoints.
 * @example const paths = (data satisfies ApiInfo).endpoints.map((endpoint) => endpoint.path);
 */
export type ApiInfo = Schemas['ApiInfo'];

/**
 * The release API's error body `{error, message}`.
 * @example if (error) console.error((error satisfies ReleasesError).message);
 */
export type ReleasesError = Schemas['Error'];
