/**
 * Route handlers of the independent release tracking server: sources, events, events of a source.
 */
import type { Reply } from './http-util.js';
import {
  EVENT_TYPES,
  type ReleaseDataset,
  type ReleaseEvent,
  type ReleaseSource,
  SEVERITIES,
} from './releases-data.js';
import type { ReleasesToggles } from './releases-defects.js';
import {
  paginate,
  parseBoolean,
  parseDate,
  parseEnum,
  parseId,
  parseLimit,
  parseOffset,
  QueryError,
} from './releases-query.js';

/** Default page size of GET /api/v1/sources (documented). */
export const SOURCES_DEFAULT_LIMIT = 50;
/** Default page size of the event listings (not shown in the document; this server picks 20). */
export const EVENTS_DEFAULT_LIMIT = 20;

/** Shared state of the handlers. */
export interface RoutesContext extends ReleasesToggles {
  data: ReleaseDataset;
}

/** A handler's outcome: a reply, or a query error the server formats. */
export type RouteOutcome = Reply | QueryError;

function firstError(...values: unknown[]): QueryError | undefined {
  return values.find((value): value is QueryError => value instanceof QueryError);
}

/** GET /api/v1/sources, ordered by name then id. */
export function listSources(ctx: RoutesContext, query: URLSearchParams): RouteOutcome {
  const fallback = ctx.defects.has('sources-default-limit-wrong') ? 20 : SOURCES_DEFAULT_LIMIT;
  const limit = parseLimit(query.get('limit'), fallback, ctx);
  const offset = parseOffset(query.get('offset'), ctx);
  const activeOnly = parseBoolean(
    query.get('active_only'),
    !ctx.defects.has('active-default-false'),
    'active_only',
  );
  const error = firstError(limit, offset, activeOnly);
  if (error) return error;
  const type = ctx.defects.has('sources-type-filter-ignored') ? null : query.get('type');
  const filterActive = activeOnly === true && !ctx.defects.has('inactive-in-default');
  const rows = ctx.data.sources
    .filter((source) => (type === null || source.type === type) && (!filterActive || source.is_active))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const { page, pagination } = paginate(
    rows,
    limit as number,
    offset as number,
    ctx,
    ctx.data.sources.length,
  );
  return { status: 200, body: { sources: page, pagination } };
}

/** Events ordered by release_date descending, then id descending (ties randomised by a defect). */
function ordered(events: ReleaseEvent[], ctx: RoutesContext): ReleaseEvent[] {
  const shuffle = ctx.defects.has('unstable-order');
  const keyed = events.map((event) => ({ event, at: Date.parse(event.release_date), tie: Math.random() }));
  keyed.sort((a, b) => b.at - a.at || (shuffle ? a.tie - b.tie : b.event.id - a.event.id));
  return keyed.map(({ event }) => event);
}

function embed(event: ReleaseEvent, ctx: RoutesContext) {
  if (ctx.defects.has('embedded-source-missing')) return { ...event };
  const sources = ctx.data.sources;
  const index = sources.findIndex((source) => source.id === event.source_id);
  const shift = ctx.defects.has('embedded-source-mismatch') ? 1 : 0;
  const source = sources[(index + shift) % sources.length] as ReleaseSource;
  const { id, name, type, official_website, github_url, docs_url } = source;
  return { ...event, sources: { id, name, type, official_website, github_url, docs_url } };
}

interface EventFilters {
  sourceId?: number;
  eventType?: string;
  severity?: string;
  start?: number;
  end?: number;
}

function matches(event: ReleaseEvent, filters: EventFilters, ctx: RoutesContext): boolean {
  const at = Date.parse(event.release_date);
  const exclusive = ctx.defects.has('dates-exclusive');
  if (filters.sourceId !== undefined && event.source_id !== filters.sourceId) return false;
  if (filters.eventType !== undefined && event.event_type !== filters.eventType) return false;
  if (filters.severity !== undefined && event.severity !== filters.severity) return false;
  if (filters.start !== undefined && (exclusive ? at <= filters.start : at < filters.start)) return false;
  return filters.end === undefined || (exclusive ? at < filters.end : at <= filters.end);
}

function eventPage(ctx: RoutesContext, query: URLSearchParams, filters: EventFilters): RouteOutcome {
  const limit = parseLimit(query.get('limit'), EVENTS_DEFAULT_LIMIT, ctx);
  const offset = parseOffset(query.get('offset'), ctx);
  const error = firstError(limit, offset);
  if (error) return error;
  const rows = ordered(
    ctx.data.events.filter((event) => matches(event, filters, ctx)),
    ctx,
  );
  const { page, pagination } = paginate(rows, limit as number, offset as number, ctx, ctx.data.events.length);
  return { status: 200, body: { events: page.map((event) => embed(event, ctx)), pagination } };
}

/** GET /api/v1/events */
export function listEvents(ctx: RoutesContext, query: URLSearchParams): RouteOutcome {
  const sourceId = parseId(query.get('source_id'), 'source_id');
  const eventType = parseEnum(query.get('event_type'), EVENT_TYPES, 'event_type', ctx);
  const severity = parseEnum(query.get('severity'), SEVERITIES, 'severity', ctx);
  const start = parseDate(query.get('start_date'), 'start_date', false, ctx);
  const end = parseDate(query.get('end_date'), 'end_date', true, ctx);
  const error = firstError(sourceId, eventType, severity, start, end);
  if (error) return error;
  const { defects } = ctx;
  const noDates = defects.has('date-filters-ignored');
  return eventPage(ctx, query, {
    sourceId: defects.has('filter-source-id-ignored') ? undefined : (sourceId as number | undefined),
    eventType: defects.has('filter-event-type-ignored') ? undefined : (eventType as string | undefined),
    severity: defects.has('filter-severity-ignored') ? undefined : (severity as string | undefined),
    start: noDates ? undefined : (start as number | undefined),
    end: noDates ? undefined : (end as number | undefined),
  });
}

/**
 * GET /api/v1/sources/{id}/events: severity, limit and offset apply; other filters are not shown
 * for this path and are ignored. Inactive sources keep serving their events.
 */
export function listSourceEvents(ctx: RoutesContext, rawId: string, query: URLSearchParams): RouteOutcome {
  const id = parseId(rawId, 'source id');
  if (id instanceof QueryError) return id;
  const severity = parseEnum(query.get('severity'), SEVERITIES, 'severity', ctx);
  if (severity instanceof QueryError) return severity;
  const known = ctx.data.sources.some((source) => source.id === id);
  if (!known) {
    if (ctx.defects.has('server-error-unknown-source')) throw new Error(`source ${rawId} lookup failed`);
    if (!ctx.quirks.has('unknown-source-200')) return new QueryError(404, `source ${rawId} not found`);
  }
  return eventPage(ctx, query, {
    sourceId: ctx.defects.has('source-events-wrong-source') ? undefined : id,
    severity: ctx.defects.has('source-events-severity-ignored') ? undefined : severity,
  });
}
