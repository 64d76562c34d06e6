import { EVENTS, type ReleaseEvent, SOURCES, type Source } from './data.js';
import {
  type Defect,
  QueryError,
  readBoolean,
  readDate,
  readEnum,
  readId,
  readLimit,
  readOffset,
} from './query.js';

export interface Reply {
  status: number;
  body: unknown;
}

const notFound = (message: string): Reply => ({ status: 404, body: { error: 'not_found', message } });

/** One page of `items`, with the exact total of matching records. */
function page<T>(items: T[], params: URLSearchParams, defects: Set<Defect>) {
  const limit = readLimit(params, defects);
  const offset = readOffset(params);
  const from = offset > 0 && defects.has('pagination-skips') ? offset + 1 : offset;
  const slice = items.slice(from, from + limit);
  const total = defects.has('total-is-page-count') ? slice.length : items.length;
  return { slice, pagination: { limit, offset, total } };
}

const byName = (a: Source, b: Source): number =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

export function listSources(params: URLSearchParams, defects: Set<Defect>): Reply {
  const type = params.get('type');
  if (type !== null && type.trim() === '') throw new QueryError('type must not be empty');
  const activeOnly = readBoolean(params, 'active_only', !defects.has('active-only-default-false'));
  const matching = SOURCES.filter(
    (source) => (type === null || source.type === type) && (!activeOnly || source.is_active),
  ).sort(byName);
  const { slice, pagination } = page(matching, params, defects);
  return { status: 200, body: { sources: slice, pagination } };
}

function summary(sourceId: number) {
  const source = SOURCES.find((s) => s.id === sourceId) as Source;
  const { id, name, type, official_website, github_url, docs_url } = source;
  return { id, name, type, official_website, github_url, docs_url };
}

/** Newest first; events at the same instant in id order. */
const newestFirst = (a: ReleaseEvent, b: ReleaseEvent): number => b.at - a.at || a.id - b.id;

function events(
  params: URLSearchParams,
  defects: Set<Defect>,
  sourceId: number | undefined,
  severityLenient: boolean,
): Reply {
  const eventType = readEnum(params, 'event_type', ['Release', 'Deprecation', 'EOL'] as const, false);
  const severity = readEnum(params, 'severity', ['Info', 'Warning', 'Danger'] as const, severityLenient);
  const start = readDate(params, 'start_date', false, defects);
  const end = readDate(params, 'end_date', true, defects);
  const matching = EVENTS.filter(
    (event) =>
      (sourceId === undefined || event.source_id === sourceId) &&
      (eventType === undefined || event.event_type === eventType) &&
      (severity === undefined || event.severity === severity) &&
      (start === undefined || event.at >= start) &&
      (end === undefined || event.at <= end),
  ).sort(newestFirst);
  const { slice, pagination } = page(matching, params, defects);
  const shown = slice.map(({ at: _at, ...event }) => ({ ...event, sources: summary(event.source_id) }));
  return { status: 200, body: { events: shown, pagination } };
}

export function listEvents(params: URLSearchParams, defects: Set<Defect>): Reply {
  const sourceId = readId(params.get('source_id'), 'source_id');
  return events(params, defects, sourceId, defects.has('severity-unknown-ignored'));
}

export function listSourceEvents(rawId: string, params: URLSearchParams, defects: Set<Defect>): Reply {
  const id = readId(rawId, 'id') as number;
  if (!SOURCES.some((source) => source.id === id)) return notFound(`source ${id} not found`);
  const filtered = defects.has('source-events-ignore-severity') ? withoutSeverity(params) : params;
  return events(filtered, defects, id, defects.has('severity-unknown-ignored'));
}

function withoutSeverity(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete('severity');
  return copy;
}

export function apiInfo(): Reply {
  return {
    status: 200,
    body: {
      name: 'Dependency Release Tracking API',
      version: '1.0.0',
      endpoints: [
        { method: 'GET', path: '/api/v1/sources', description: 'Tracked dependencies.' },
        { method: 'GET', path: '/api/v1/events', description: 'Release events with filters.' },
        { method: 'GET', path: '/api/v1/sources/{id}/events', description: 'Events of one source.' },
      ],
    },
  };
}
