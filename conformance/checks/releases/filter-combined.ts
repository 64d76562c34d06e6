import type { Event } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { allEvents } from './support/releases-api.js';

type Filter = 'severity' | 'event_type' | 'source_id';

const holdsFor =
  (event: Event, filters: readonly Filter[]) =>
  (other: Event): boolean =>
    filters.every((name) => other[name] === event[name]);

/**
 * An event whose values make every combination of `filters` narrower than each filter alone, so a
 * server that applies only one of them is seen (the first such event of the walk).
 */
function discriminating(events: readonly Event[], filters: readonly Filter[]): Event | undefined {
  return events.find((event) => {
    const both = events.filter(holdsFor(event, filters)).length;
    return filters.every((name) => events.filter(holdsFor(event, [name])).length > both);
  });
}

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-COMBINED',
  title:
    'filters given together all apply: severity with event_type, source_id with severity, all three, and a date range with severity; total counts the events matching all of them',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'source_id, event_type, severity, start_date, end_date: filters of GET /api/v1/events; total | integer (total matching records)',
  why: 'documented: each parameter is a filter, so a listed event matches every filter sent and total counts the records matching them all.',
  run: async (ctx: CheckContext) => {
    const { records } = await allEvents(ctx);
    const combinations: Filter[][] = [
      ['severity', 'event_type'],
      ['source_id', 'severity'],
      ['source_id', 'event_type', 'severity'],
    ];
    for (const filters of combinations) {
      const event = discriminating(records, filters);
      // A dataset where no combination narrows the list cannot tell a combined filter from a single one.
      if (!event) continue;
      const query = Object.fromEntries(filters.map((name) => [name, event[name]]));
      await expectEventFilter(ctx, query, holdsFor(event, filters));
    }
    const times = records
      .map((event) => Date.parse(event.release_date))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    // Bounds between records (not on one), so inclusive and exclusive readings agree.
    const start = (times[Math.floor(times.length / 4)] ?? 0) + 500;
    const end = (times[Math.floor((times.length * 3) / 4)] ?? 0) + 500;
    for (const severity of ['Danger', 'Info']) {
      await expectEventFilter(
        ctx,
        { severity, start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString() },
        (event) =>
          event.severity === severity &&
          Date.parse(event.release_date) >= start &&
          Date.parse(event.release_date) <= end,
      );
    }
  },
});
