import type { operations } from '../../generated/releases.js';
import { releasesDocument } from '../../generated/releases-document.js';
import { ApiError } from '../http/pipeline/api-error.js';
import { bindOperations, type OperationContext } from '../http/pipeline/operation-types.js';
import type { Handler } from '../http/pipeline/types.js';
import { parseInstant } from './dates.js';
import type { EventFilter } from './event-index.js';
import type { PageRequest, ReleasesStore } from './releases-store.js';
import type { ServedEvent } from './types.js';

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

/**
 * A page of events, with a cache key naming the store, filter and page it was read from. Stores
 * are immutable (a change swaps in a new one), so one key always stands for the same body. The
 * body is queried and built when first read: an adapter that already holds the serialised page
 * for this key answers without reading it, so a repeated page costs neither (see body-cache.ts).
 * Every response that is read still gets a page of its own, which its reader may change. A class
 * with its getter on the prototype: an object literal with a getter costs a closure and a slow
 * object on every request.
 */
class EventPage {
  readonly status = 200 as const;
  readonly cacheKey: string;
  #built: { events: ServedEvent[]; pagination: PageRequest & { total: number } } | undefined;
  constructor(
    storeId: number,
    private readonly store: ReleasesStore,
    private readonly filter: EventFilter,
    private readonly page: PageRequest,
  ) {
    this.cacheKey = `events:${storeId}:${JSON.stringify(filter)}:${page.limit}:${page.offset}`;
  }
  get body() {
    if (this.#built === undefined) {
      const { events, total } = this.store.listEvents(this.filter, this.page);
      this.#built = { events, pagination: { ...this.page, total } };
    }
    return this.#built;
  }
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
  // A number per store this engine served, for the cache keys of its pages.
  const storeIds = new WeakMap<ReleasesStore, number>();
  let nextStoreId = 0;
  const idOf = (store: ReleasesStore) => {
    let id = storeIds.get(store);
    if (id === undefined) {
      id = nextStoreId++;
      storeIds.set(store, id);
    }
    return id;
  };
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
      const store = current();
      return new EventPage(
        idOf(store),
        store,
        sourceId === 0 ? filter : { ...filter, sourceId },
        readPage(query),
      );
    },
    listSourceEvents({ query, params }) {
      const filter = readEventFilter(query);
      const id = params.id;
      const store = current();
      if (!store.source(id)) throw new ApiError('not_found', `source ${id} not found`);
      return new EventPage(idOf(store), store, { ...filter, sourceId: id }, readPage(query));
    },
  });
}
