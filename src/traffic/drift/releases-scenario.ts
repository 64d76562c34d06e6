import { firstBreak, listOf, paginationOf } from './body-access.js';
import { type DriftScenario, documented, inferred } from './drift-step.js';
import { eventsNewestFirst, every, limitIs, ordering, pageCap, sameIds, total } from './releases-checks.js';

const mark = (pointer: string) => inferred('releases', pointer);
const get = (path: string) => () => ({ method: 'GET', path });

/**
 * The releases drift scenario: the index, sources with and without inactive ones, events with
 * the default and an oversized limit, filters, one source's events (its id taken from each side's
 * own first page), and the error cases. Data-dependent values are compared only when the first
 * page of all sources is identical on both sides (the same dataset, e.g. from `contract-kit snapshot`).
 * @see ../../../openapi/releases.yaml
 */
export const releasesScenario: DriftScenario = {
  api: 'releases',
  steps: [
    {
      id: 'REL-INFO',
      title: 'API information',
      request: get('/api/v1'),
      status: mark('/x-inferred-decisions/0'),
    },
    {
      id: 'REL-SOURCES-ALL',
      title: 'every source, inactive ones included',
      request: get('/api/v1/sources?active_only=false&limit=100'),
      status: documented('GET /api/v1/sources'),
      capture: (body, side) => side.ids.set('source', listOf(body, 'sources')[0]?.id),
      fingerprint: (body) => [
        paginationOf(body, 'total'),
        listOf(body, 'sources').map((s) => [s.id, s.name, s.type, s.target_identifier, s.is_active]),
      ],
      checks: [
        pageCap('sources'),
        {
          kind: 'each',
          name: 'sources by id ascending',
          rule: ordering,
          test: (body) => {
            const at = firstBreak(listOf(body, 'sources'), (x, y) => Number(x.id) < Number(y.id));
            return at < 0 ? undefined : `sources[${at}] is out of order`;
          },
        },
      ],
    },
    {
      id: 'REL-EVENTS-NEWEST',
      title: 'the newest 100 events',
      request: get('/api/v1/events?limit=100'),
      status: documented('GET /api/v1/events'),
      fingerprint: (body) => [
        paginationOf(body, 'total'),
        listOf(body, 'events').map((e) => [e.id, e.source_id, e.version, e.release_date]),
      ],
      checks: [eventsNewestFirst, pageCap('events')],
    },
    {
      id: 'REL-SOURCES-DEFAULT',
      title: 'sources with the defaults',
      request: get('/api/v1/sources'),
      status: documented('GET /api/v1/sources'),
      checks: [
        every(
          'active_only defaults to true',
          'GET /api/v1/sources: active_only default true',
          'sources',
          (s) => s.is_active === true,
        ),
        limitIs(50, documented('GET /api/v1/sources: limit default 50')),
        total(),
        sameIds('sources'),
      ],
    },
    {
      id: 'REL-EVENTS-DEFAULT',
      title: 'events with the defaults',
      request: get('/api/v1/events'),
      status: documented('GET /api/v1/events'),
      checks: [
        eventsNewestFirst,
        limitIs(50, mark('/components/parameters/EventsLimit')),
        total(),
        sameIds('events'),
      ],
    },
    {
      id: 'REL-EVENTS-CAP',
      title: 'a limit above 100',
      request: get('/api/v1/events?limit=500'),
      // The description says "maximum 100"; refusing (400) rather than serving 100 is the kit's choice.
      status: mark('/x-inferred-decisions/2'),
    },
    {
      id: 'REL-EVENTS-FILTER',
      title: 'severity and event_type filters',
      request: get('/api/v1/events?severity=Danger&event_type=EOL&limit=20'),
      status: documented('GET /api/v1/events: severity, event_type'),
      checks: [
        every(
          'every event matches both filters',
          'GET /api/v1/events: severity, event_type',
          'events',
          (e) => e.severity === 'Danger' && e.event_type === 'EOL',
        ),
        eventsNewestFirst,
        total(),
        sameIds('events'),
      ],
    },
    {
      id: 'REL-EVENTS-DATES',
      title: 'a date range',
      request: get('/api/v1/events?start_date=2024-01-01T00:00:00Z&end_date=2024-06-30T23:59:59Z&limit=100'),
      status: documented('GET /api/v1/events: start_date, end_date'),
      checks: [
        every(
          'every release_date within the bounds',
          'GET /api/v1/events: start_date, end_date',
          'events',
          (e) => {
            const at = Date.parse(String(e.release_date));
            return at >= Date.parse('2024-01-01T00:00:00Z') && at <= Date.parse('2024-06-30T23:59:59Z');
          },
        ),
        total(),
      ],
    },
    {
      id: 'REL-SOURCE-EVENTS',
      title: "the first source's events, severity Info",
      request: (side) => ({
        method: 'GET',
        path: `/api/v1/sources/${side.ids.get('source') ?? 1}/events?severity=Info&limit=20`,
      }),
      status: documented('GET /api/v1/sources/{id}/events'),
      checks: [
        every(
          'every event is of that source, severity Info',
          'GET /api/v1/sources/{id}/events: the severity filter is supported',
          'events',
          (e, ids) => e.source_id === ids.get('source') && e.severity === 'Info',
        ),
        total(),
        sameIds('events'),
      ],
    },
    {
      id: 'REL-SOURCE-UNKNOWN',
      title: 'an unknown source id',
      request: get('/api/v1/sources/2147483000/events'),
      status: mark('/components/responses/SourceNotFound'),
    },
    {
      id: 'REL-BAD-QUERY',
      title: 'a severity the API does not have',
      request: get('/api/v1/events?severity=Bogus'),
      status: mark('/components/responses/BadRequest'),
    },
  ],
};
