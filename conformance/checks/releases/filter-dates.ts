import type { Event } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
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
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    const { records, complete, total } = await allEvents(ctx);
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
    if (complete) {
      ctx.expect(
        page.pagination.total === want,
        `pagination.total ${want}, the events of the full walk within the bounds`,
        `pagination.total ${page.pagination.total}`,
        page.exchange,
      );
      return;
    }
    await expectEventFilter(ctx, query, inside);
    // Without the whole list: before the range, within it and after it make up every event (no
    // event falls on a bound, so inclusive and exclusive readings agree).
    const before = await listPage(ctx, 'events', { end_date: query.start_date, limit: 1 });
    const after = await listPage(ctx, 'events', { start_date: query.end_date, limit: 1 });
    const parts = [before, page, after].map((part) => part.pagination.total);
    const sum = parts.reduce((a, b) => a + b, 0);
    ctx.expect(
      sum === total,
      `the events before ${query.start_date}, within the range and after ${query.end_date} to add up to the total ${total}`,
      `${parts.join(' + ')} = ${sum}`,
      after.exchange,
    );
  },
});
