import type { Event } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, listPage, offenders } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-DATES',
  title: 'start_date and end_date bound release_date on every returned event',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'start_date | string | ISO datetime lower bound; end_date | string | ISO datetime upper bound',
  why: 'documented: start_date and end_date are the lower and upper bounds of the listed events.',
  run: async (ctx: CheckContext) => {
    const { records } = await allEvents(ctx);
    const times = records
      .map((event) => Date.parse(event.release_date))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    // Bounds between records (not on one), so inclusive and exclusive readings agree at level documented.
    const start = (times[Math.floor(times.length / 4)] ?? 0) + 500;
    const end = (times[Math.floor((times.length * 3) / 4)] ?? 0) + 500;
    const query = { start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString() };
    const page = await listPage<Event>(ctx, 'events', { ...query, limit: 100 });
    const inside = (event: Event) =>
      Date.parse(event.release_date) >= start && Date.parse(event.release_date) <= end;
    ctx.expect(
      page.records.every(inside),
      `every release_date within ${query.start_date} … ${query.end_date}`,
      () => offenders(page.records, inside),
      page.exchange,
    );
    const want = records.filter(inside).length;
    ctx.expect(
      page.pagination.total === want,
      `pagination.total ${want}, the events of the full walk within the bounds`,
      `pagination.total ${page.pagination.total}`,
      page.exchange,
    );
  },
});
