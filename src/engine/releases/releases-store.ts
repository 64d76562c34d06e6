import {
  createEventIndex,
  type EventFilter,
  type EventIndex,
  queryEvents,
  withEvent,
} from './event-index.js';
import { createSourceIndex, querySources, type SourceFilter, type SourceIndex } from './source-index.js';
import type { EventRecord, ReleasesData, ServedEvent, SourceRecord, SourceSummary } from './types.js';

/** Which page of a list: `limit` already clamped to the maximum page size. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/**
 * The read side of the releases engine: one validated dataset (plus added events), indexed.
 * Immutable, so a request always sees one consistent state; {@link ReleasesStore.withEvent}
 * returns a new store that shares the source index.
 */
export interface ReleasesStore {
  readonly sourceCount: number;
  readonly eventCount: number;
  source(id: number): SourceRecord | undefined;
  listSources(filter: SourceFilter, page: PageRequest): { sources: SourceRecord[]; total: number };
  listEvents(filter: EventFilter, page: PageRequest): { events: ServedEvent[]; total: number };
  /** The event as the API serves it, with its embedded source summary. */
  serve(event: EventRecord): ServedEvent;
  /** An id no event has yet. */
  nextEventId(): number;
  withEvent(event: EventRecord): ReleasesStore;
}

function summarize(source: SourceRecord): SourceSummary {
  const { id, name, type, official_website, github_url, docs_url } = source;
  return { id, name, type, official_website, github_url, docs_url };
}

function storeOf(
  sourceIndex: SourceIndex,
  summaries: ReadonlyMap<number, SourceSummary>,
  events: EventIndex,
): ReleasesStore {
  // Served values are fresh copies, so whoever receives a page may change it without touching the
  // store. Written out field by field: object spread was most of a request's time in a profile.
  const serve = (event: EventRecord): ServedEvent => {
    const s = summaries.get(event.source_id);
    if (!s) throw new Error(`event ${event.id} refers to missing source ${event.source_id}`);
    const e = event;
    return {
      id: e.id,
      source_id: e.source_id,
      version: e.version,
      release_date: e.release_date,
      event_type: e.event_type,
      severity: e.severity,
      description: e.description,
      release_notes_url: e.release_notes_url,
      announcement_url: e.announcement_url,
      migration_guide_url: e.migration_guide_url,
      sources: {
        id: s.id,
        name: s.name,
        type: s.type,
        official_website: s.official_website,
        github_url: s.github_url,
        docs_url: s.docs_url,
      },
    };
  };
  return {
    sourceCount: sourceIndex.sources.length,
    eventCount: events.events.length,
    source: (id) => sourceIndex.byId.get(id),
    listSources(filter, { limit, offset }) {
      const page = querySources(sourceIndex, filter, offset, limit);
      return {
        sources: page.positions.map((p) => ({ ...(sourceIndex.sources[p] as SourceRecord) })),
        total: page.total,
      };
    },
    listEvents(filter, { limit, offset }) {
      const page = queryEvents(events, filter, offset, limit);
      return { events: page.positions.map((p) => serve(events.events[p] as EventRecord)), total: page.total };
    },
    serve,
    nextEventId: () => events.maxId + 1,
    withEvent: (event) => storeOf(sourceIndex, summaries, withEvent(events, event)),
  };
}

/**
 * Indexes a dataset that {@link validateReleasesData} accepted. Sorting happens here, once.
 * @see ../../../openapi/releases.yaml#/paths "Endpoints"
 */
export function createReleasesStore(data: ReleasesData): ReleasesStore {
  const sourceIndex = createSourceIndex(data.sources);
  const summaries = new Map(sourceIndex.sources.map((s) => [s.id, summarize(s)]));
  return storeOf(sourceIndex, summaries, createEventIndex(data.events));
}
