/**
 * The releases engine: the stateful mock of the Dependency Release Tracking API.
 * @see ../../../openapi/releases.yaml#/paths
 */
export { createReleasesEngine, type ReleasesEngineOptions } from './create-releases-engine.js';
export { maxPageSize } from './handlers.js';
export type { ReleasesSnapshot } from './releases-state.js';
export type { EventRecord, ReleasesData, ServedEvent, SourceRecord, SourceSummary } from './types.js';
export { validateReleasesData } from './validate-releases-data.js';
