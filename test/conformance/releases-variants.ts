import type { Engine } from '../../src/engine/engine.js';
import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';
import { type Json, json, onRequest, onResponse, withQuery } from './breakers.js';
import type { Breaker } from './serve-engine.js';
import { variants } from './variant.js';
import { walkVariants } from './walk-variants.js';

const lists = /^\/api\/v1\/(sources|events)$/;
const anyEvents = /^\/api\/v1\/(events|sources\/\d+\/events)$/;
const sourceEvents = /^\/api\/v1\/sources\/\d+\/events$/;

const dropParam =
  (path: string | RegExp, name: string, when: (value: string) => boolean = () => true) =>
  () =>
    onRequest(path, (request) =>
      when(request.query.get(name) ?? '') ? withQuery(request, { [name]: undefined }) : request,
    );

const defaultParam = (path: string, name: string, value: string) => () =>
  onRequest(path, (request) => (request.query.has(name) ? request : withQuery(request, { [name]: value })));

const mapEvents = (map: (event: Json) => Json) => () =>
  onResponse(anyEvents, (r) => ({ ...r, body: { ...r.body, events: r.body.events.map(map) } }), 200);

/** Serves /api/v1/sources sorted by name descending: complete and stable, but not the documented order. */
export function sourcesByName(engine: Engine): Breaker {
  return {
    response: async (response, request) => {
      if (request.path !== '/api/v1/sources' || response.status !== 200) return response;
      const all: Json[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await engine.handle(withQuery(request, { limit: '100', offset: String(offset) }));
        const body = page.body as Json;
        all.push(...body.sources);
        if (body.sources.length === 0 || all.length >= body.pagination.total) break;
      }
      all.sort((a, b) => String(b.name).localeCompare(String(a.name)) || a.id - b.id);
      const { limit, offset } = (response.body as Json).pagination;
      return {
        ...response,
        body: { ...(response.body as Json), sources: all.slice(offset, offset + limit) },
      };
    },
  };
}

/** Clamps an offset at or past `pagination.total` to the last record instead of serving an empty page. */
function offsetPastTotalServesLast(engine: Engine): Breaker {
  return {
    response: async (response, request) => {
      if (!lists.test(request.path) || response.status !== 200) return response;
      const { total, offset } = (response.body as Json).pagination;
      if (total < 1 || offset < total) return response;
      const last = await engine.handle(withQuery(request, { offset: String(total - 1) }));
      const body = last.body as Json;
      return { ...last, body: { ...body, pagination: { ...body.pagination, offset } } };
    },
  };
}

function ignoreBadQueries(engine: Engine): Breaker {
  const plain = (request: EngineRequest) => ({ ...request, query: new URLSearchParams() });
  return {
    response: (response, request) => (response.status === 400 ? engine.handle(plain(request)) : response),
  };
}

const toLocal = (date: string) =>
  new Date(Date.parse(date) + 2 * 3600_000).toISOString().replace(/\.\d+Z$/, '+02:00');

/** Broken rules of the releases API. */
export const releasesVariants = variants([
  [
    'a date bound loses its UTC offset (its wall time read as UTC)',
    'REL-DATE-FORMS',
    () =>
      onRequest(anyEvents, (request) => {
        const dropped = (name: string) => request.query.get(name)?.replace(/[+-]\d\d:\d\d$/, 'Z');
        return withQuery(request, { start_date: dropped('start_date'), end_date: dropped('end_date') });
      }),
  ],
  [
    'a severity outside Info, Warning and Danger is ignored (every event listed)',
    'REL-ENUM-FILTERS',
    dropParam(
      anyEvents,
      'severity',
      (value) => value !== '' && !['Info', 'Warning', 'Danger'].includes(value),
    ),
  ],
  [
    'an over-cap limit serves 150 records',
    'REL-LIMIT-CAP',
    () => ({
      // The engine refuses limit > 100; this server serves it instead, with 150 records.
      request: (request) =>
        Number(request.query.get('limit')) > 100 ? withQuery(request, { limit: '100' }) : request,
      response: (r, request) => {
        if (Number(request.query.get('limit')) <= 100 || r.status !== 200) return r;
        const body = r.body as Json;
        const key = request.path.endsWith('sources') ? 'sources' : 'events';
        return { ...r, body: { ...body, [key]: [...body[key], ...body[key]].slice(0, 150) } };
      },
    }),
  ],
  [
    'the cap is 200: limits 101 to 200 are served in full, larger ones refused',
    'REL-LIMIT-CAP',
    // Breaks only at the edge: limit=500 gets a 400 (refusing is allowed), limit=101 gets 101 records.
    () => ({
      request: (request) => {
        const limit = Number(request.query.get('limit'));
        return limit > 100 && limit <= 200 ? withQuery(request, { limit: '100' }) : request;
      },
      response: (r, request) => {
        const limit = Number(request.query.get('limit'));
        if (limit <= 100 || limit > 200 || r.status !== 200) return r;
        const body = r.body as Json;
        const key = request.path.endsWith('sources') ? 'sources' : 'events';
        return { ...r, body: { ...body, [key]: [...body[key], ...body[key]].slice(0, limit) } };
      },
    }),
  ],
  ['an offset at or past the total serves the last record', 'REL-OFFSET-END', offsetPastTotalServesLast],
  [
    'the sources default limit is 20',
    'REL-SOURCES-DEFAULT-LIMIT',
    defaultParam('/api/v1/sources', 'limit', '20'),
  ],
  [
    'the events default limit is 25',
    'REL-EVENTS-DEFAULT-LIMIT',
    defaultParam('/api/v1/events', 'limit', '25'),
  ],
  [
    'inactive sources are listed by default',
    'REL-ACTIVE-DEFAULT',
    defaultParam('/api/v1/sources', 'active_only', 'false'),
  ],
  [
    'active_only=false is ignored',
    'REL-ACTIVE-FALSE',
    dropParam('/api/v1/sources', 'active_only', (v) => v === 'false'),
  ],
  [
    'pagination.total overcounts by one',
    'REL-TOTAL-EXACT',
    () =>
      onResponse(
        '/api/v1/events',
        (r) => ({
          ...r,
          body: { ...r.body, pagination: { ...r.body.pagination, total: r.body.pagination.total + 1 } },
        }),
        200,
      ),
  ],
  [
    'pages overlap by one record',
    'REL-PAGE-WALK',
    () =>
      onRequest(lists, (r) =>
        withQuery(r, { offset: String(Math.max(0, Number(r.query.get('offset') ?? 0) - 1)) }),
      ),
  ],
  [
    'offset is rounded down to tens',
    'REL-OFFSET',
    () =>
      onRequest(lists, (r) =>
        withQuery(r, { offset: String(Math.floor(Number(r.query.get('offset') ?? 0) / 10) * 10) }),
      ),
  ],
  ['the type filter is ignored', 'REL-FILTER-SOURCE-TYPE', dropParam('/api/v1/sources', 'type')],
  [
    'event_type=EOL is ignored',
    'REL-FILTER-EVENT-TYPE',
    dropParam('/api/v1/events', 'event_type', (v) => v === 'EOL'),
  ],
  ['severity is ignored on /events', 'REL-FILTER-SEVERITY', dropParam('/api/v1/events', 'severity')],
  ['source_id is ignored', 'REL-FILTER-SOURCE-ID', dropParam('/api/v1/events', 'source_id')],
  ['end_date is ignored', 'REL-FILTER-DATES', dropParam('/api/v1/events', 'end_date')],
  [
    'severity is ignored when event_type is given too',
    'REL-FILTER-COMBINED',
    // Each filter alone works (REL-FILTER-SEVERITY and REL-FILTER-EVENT-TYPE pass); only the pair breaks.
    () =>
      onRequest('/api/v1/events', (r) =>
        r.query.has('event_type') ? withQuery(r, { severity: undefined }) : r,
      ),
  ],
  [
    'source_id is ignored when severity is given too',
    'REL-FILTER-COMBINED',
    () =>
      onRequest('/api/v1/events', (r) =>
        r.query.has('severity') ? withQuery(r, { source_id: undefined }) : r,
      ),
  ],
  [
    'sources: type lists inactive sources too when active_only is left at its default',
    'REL-FILTER-COMBINED',
    // type alone (with active_only=false, REL-FILTER-SOURCE-TYPE) and active_only alone still work.
    () =>
      onRequest('/api/v1/sources', (r) =>
        r.query.has('type') && !r.query.has('active_only') ? withQuery(r, { active_only: 'false' }) : r,
      ),
  ],
  [
    'the start_date bound is exclusive',
    'REL-DATES-INCLUSIVE',
    () =>
      onRequest('/api/v1/events', (r) => {
        const start = r.query.get('start_date');
        return start ? withQuery(r, { start_date: new Date(Date.parse(start) + 1).toISOString() }) : r;
      }),
  ],
  [
    '/sources/{id}/events lists every event',
    'REL-SOURCE-EVENTS',
    () => onRequest(sourceEvents, (r) => ({ ...r, path: '/api/v1/events' })),
  ],
  [
    'severity is ignored on /sources/{id}/events',
    'REL-SOURCE-EVENTS-SEVERITY',
    dropParam(sourceEvents, 'severity'),
  ],
  [
    'embedded sources carry a stale name',
    'REL-EMBEDDED-SOURCE',
    mapEvents((e) => ({ ...e, sources: { ...e.sources, name: `${e.sources.name} (legacy)` } })),
  ],
  [
    'release dates are in local time',
    'REL-DATES-UTC',
    mapEvents((e) => ({ ...e, release_date: toLocal(e.release_date) })),
  ],
  ['sources are ordered by name', 'REL-ORDER', sourcesByName],
  [
    'an unknown source is an empty 200',
    'REL-SOURCE-404',
    () =>
      onResponse(
        sourceEvents,
        () => json(200, { events: [], pagination: { limit: 50, offset: 0, total: 0 } }),
        404,
      ),
  ],
  ['invalid query values are ignored', 'REL-BAD-QUERY', ignoreBadQueries],
  [
    'bad_request is renamed invalid_query',
    'REL-RESP-ERROR-CODE',
    () => onResponse(/^\/api\/v1/, (r) => ({ ...r, body: { ...r.body, error: 'invalid_query' } }), 400),
  ],
  [
    'versions are numbers',
    'REL-RESP-SCHEMA',
    mapEvents((e) => ({ ...e, version: Number.parseFloat(e.version) })),
  ],
  [
    'API info is served as text/plain',
    'REL-RESP-JSON',
    () =>
      onResponse('/api/v1', (r) => ({ ...r, headers: { ...r.headers, 'content-type': 'text/plain' } }), 200),
  ],
  [
    'an unknown source is 410 Gone',
    'REL-RESP-STATUS',
    () => onResponse(sourceEvents, (r) => ({ ...r, status: 410 }), 404),
  ],
  [
    'events answer after 1.5 s',
    'REL-RESP-TIME',
    () => ({
      response: async (response, request) => {
        if (request.path === '/api/v1/events') await new Promise((resolve) => setTimeout(resolve, 1_500));
        return response;
      },
    }),
    { options: { maxResponseTimeMs: 1_000 } },
  ],
]).concat(walkVariants(1_000));
