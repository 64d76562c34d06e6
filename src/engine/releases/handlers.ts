import type { operations } from '../../generated/releases.js';
import { releasesDocument } from '../../generated/releases-document.js';
import { ApiError } from '../http/pipeline/api-error.js';
import { bindOperations, type OperationContext } from '../http/pipeline/operation-types.js';
import type { Handler } from '../http/pipeline/types.js';
import { parseInstant } from './dates.js';
import type { EventFilter } from './event-index.js';
import type { PageRequest, ReleasesStore } from './releases-store.js';

/** Largest page served; the document's `limit` maximum. @see ../../../openapi/releases.yaml */
export const maxPageSize = 100;

type EventsQuery = OperationContext<operations['listEvents']>['query'];
type SourceEventsQuery = OperationContext<operations['listSourceEvents']>['query'];

/**
 * The page asked for. The core has validated `limit` (1 to 100) and `offset` against the document
 * and applied their defaults; the fallbacks only satisfy the optional types.
 */
function readPage(query: { limit?: number; offset?: number }): PageRequest {
  return { limit: query.limit ?? 50, offset: query.offset ?? 0 };
}

/**
 * RFC 3339 spellings the `date-time` format accepts (a space or `t` between date and time, `+hh`
 * or `+hhmm` offsets, more than nine fraction digits, a leap second) rewritten to the one form
 * parseInstant reads, so every value the document accepts is served, not refused here.
 */
function normalise(raw: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/.exec(
    raw,
  );
  if (!match) return raw;
  const [, date, hourMinute, second, fraction = '', zone = 'Z'] = match;
  const leap = second === '60';
  const digits = leap ? '.999999999' : fraction.slice(0, 10);
  const offset = zone.length === 1 ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(':', '').slice(3, 5) || '00'}`;
  return `${date}T${hourMinute}:${leap ? '59' : second}${digits}${offset}`;
}

/**
 * Reads a date bound. A plain date covers its whole day: as `start_date` it means 00:00:00Z, as
 * `end_date` the last millisecond of that day, so `end_date=2024-03-05` includes all of March 5
 * (what a person asking "until March 5" means). Offsets are accepted.
 */
function readDate(
  query: EventsQuery | SourceEventsQuery,
  name: 'start_date' | 'end_date',
): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const instant = parseInstant(normalise(raw), { plainDate: true, offset: true });
  if (instant === null) {
    throw new ApiError(
      'bad_request',
      `${name} must be an ISO 8601 date-time (2024-03-05T14:00:00Z) or a date (2024-03-05)`,
    );
  }
  const isPlainDate = raw.length === 10;
  return name === 'end_date' && isPlainDate ? instant + dayMs - 1 : instant;
}

const dayMs = 86_400_000;

/** The event filters common to both event lists; `start_date` after `end_date` is a 400. */
function readEventFilter(query: EventsQuery | SourceEventsQuery): EventFilter {
  const start = readDate(query, 'start_date');
  const end = readDate(query, 'end_date');
  if (start !== undefined && end !== undefined && start > end) {
    throw new ApiError('bad_request', 'start_date must not be after end_date');
  }
  return {
    ...(start === undefined ? {} : { start }),
    ...(end === undefined ? {} : { end }),
    ...(query.event_type === undefined ? {} : { eventType: query.event_type }),
    ...(query.severity === undefined ? {} : { severity: query.severity }),
  };
}

/** A page of events, and its pagination with the exact total. */
function eventPage(store: ReleasesStore, filter: EventFilter, page: PageRequest) {
  const { events, total } = store.listEvents(filter, page);
  return { status: 200 as const, body: { events, pagination: { ...page, total } } };
}

const apiInfo = {
  name: releasesDocument.info.title,
  version: releasesDocument.info.version,
  description: 'Tracked software dependencies and their release, deprecation and end-of-life events.',
  endpoints: [
    { method: 'GET', path: '/api/v1/sources', description: 'Lists tracked dependencies with metadata.' },
    { method: 'GET', path: '/api/v1/events', description: 'Lists release events with filtering.' },
    { method: 'GET', path: '/api/v1/sources/{id}/events', description: 'Lists events of one source.' },
  ],
};

/**
 * The four operations of the releases API, reading the store `current()` returns at each request.
 * @see ../../../openapi/releases.yaml#/paths "Endpoints"
 */
export function createReleasesHandlers(current: () => ReleasesStore): Record<string, Handler> {
  return bindOperations<operations>({
    getApiInfo: () => ({ status: 200, body: structuredClone(apiInfo) }),
    listSources({ query }) {
      const page = readPage(query);
      const type = query.type;
      const filter = { activeOnly: query.active_only !== false, ...(type === undefined ? {} : { type }) };
      const { sources, total } = current().listSources(filter, page);
      return { status: 200, body: { sources, pagination: { ...page, total } } };
    },
    listEvents({ query }) {
      const filter = readEventFilter(query);
      const sourceId = query.source_id ?? 0;
      // An unknown source_id in the query is a filter that matches nothing, not a 404: the path
      // form names a resource, the query form only narrows a list.
      return eventPage(current(), sourceId === 0 ? filter : { ...filter, sourceId }, readPage(query));
    },
    listSourceEvents({ query, params }) {
      const filter = readEventFilter(query);
      const id = params.id;
      const store = current();
      if (!store.source(id)) throw new ApiError('not_found', `source ${id} not found`);
      return eventPage(store, { ...filter, sourceId: id }, readPage(query));
    },
  });
}
