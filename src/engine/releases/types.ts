/**
 * The releases engine's data types, derived from the generated contract types so that a change
 * of the document shows up here as a type error.
 * @see ../../../openapi/releases.yaml#/components/schemas
 */
import type { components } from '../../generated/releases.js';

type Schemas = components['schemas'];

/** A tracked dependency, exactly as `GET /api/v1/sources` serves it. @see ../../../openapi/releases.yaml#/components/schemas/Source "Source" */
export type SourceRecord = Schemas['Source'];

/** The embedded source summary of an event. @see ../../../openapi/releases.yaml#/components/schemas/Event "Event" */
export type SourceSummary = Schemas['SourceSummary'];

/** An event as the dataset stores it: without the embedded `sources` summary, which is added when served. */
export type EventRecord = Omit<Schemas['Event'], 'sources'>;

/** An event as the API serves it. @see ../../../openapi/releases.yaml#/components/schemas/Event "Event" */
export type ServedEvent = Schemas['Event'];

/** One of the documented event types. */
export type EventType = Schemas['EventType'];

/** One of the documented severities. */
export type Severity = Schemas['Severity'];

/** The `pagination` object of every list. @see ../../../openapi/releases.yaml#/components/schemas/Pagination "Pagination object" */
export type Pagination = Schemas['Pagination'];

/**
 * A releases dataset: the format of `fixtures/releases.json` and of `--releases-data FILE`.
 * Order in the file does not matter; the store sorts.
 */
export interface ReleasesData {
  sources: SourceRecord[];
  events: EventRecord[];
}

/** The documented event types, in the order messages list them. */
export const eventTypes: readonly EventType[] = ['Release', 'Deprecation', 'EOL'];

/** The documented severities, in the order messages list them. */
export const severities: readonly Severity[] = ['Info', 'Warning', 'Danger'];
