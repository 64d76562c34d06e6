import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';
import { onResponse } from './breakers.js';
import { variants } from './variant.js';

const lists = /^\/api\/v1\/(sources|events)$/;
const sourceEvents = /^\/api\/v1\/sources\/\d+\/events$/;

/** Pages of the lists at offsets past `cap` come back empty, their totals unchanged. */
const emptyPast = (cap: number) => () =>
  onResponse(
    lists,
    (r, request) => {
      if (Number(request.query.get('offset') ?? 0) < cap) return r;
      const field = Array.isArray(r.body.sources) ? 'sources' : 'events';
      return { ...r, body: { ...r.body, [field]: [] } };
    },
    200,
  );

/** A total off by `delta` on the requests `when` picks, the records as they were. */
const totalOff = (path: string | RegExp, when: (request: EngineRequest) => boolean, delta: number) => () =>
  onResponse(
    path,
    (r, request) =>
      when(request)
        ? {
            ...r,
            body: { ...r.body, pagination: { ...r.body.pagination, total: r.body.pagination.total + delta } },
          }
        : r,
    200,
  );

/**
 * Broken in ways a walk cut short cannot see and a total can: each is caught whether the list is
 * walked completely or judged within the budget (test/conformance/large-deployment.test.ts runs them
 * against 100,000 events with a budget too small to walk them). `cap` is where the first one stops.
 */
export function walkVariants(cap: number) {
  return variants([
    [`offsets past ${cap} answer an empty page, the total still exact`, 'REL-TOTAL-EXACT', emptyPast(cap)],
    [`offsets past ${cap} answer an empty page (the walk ends early)`, 'REL-PAGE-WALK', emptyPast(cap)],
    [
      'severity=Warning totals one event too many',
      'REL-FILTER-SEVERITY',
      totalOff('/api/v1/events', (r) => r.query.get('severity') === 'Warning', 1),
    ],
    [
      'event_type=Deprecation totals one event too few',
      'REL-FILTER-EVENT-TYPE',
      totalOff('/api/v1/events', (r) => r.query.get('event_type') === 'Deprecation', -1),
    ],
    [
      '/sources/{id}/events totals one event too few',
      'REL-SOURCE-EVENTS',
      totalOff(sourceEvents, (r) => !r.query.has('severity'), -1),
    ],
    [
      'a date range totals one event too many',
      'REL-FILTER-DATES',
      totalOff('/api/v1/events', (r) => r.query.has('start_date') && r.query.has('end_date'), 1),
    ],
  ]);
}
