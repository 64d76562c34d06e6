import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml x-inferred-decisions */
export default defineCheck({
  id: 'REL-DATES-INCLUSIVE',
  title: "date bounds are inclusive: start_date = end_date = an event's release_date returns it",
  api: 'releases',
  level: 'kit',
  source: 'openapi/releases.yaml: x-inferred-decisions',
  rule: 'Date bounds are inclusive; a plain date YYYY-MM-DD means midnight UTC',
  why: "the kit's choice: whether the date bounds are inclusive is not shown.",
  run: async (ctx: CheckContext) => {
    const { records } = await allEvents(ctx);
    const event = records[Math.floor(records.length / 2)];
    ctx.expect(event, 'at least one event to take a date from', 'no events');
    const at = event.release_date;
    const page = await listPage<{ id: number }>(ctx, 'events', { start_date: at, end_date: at, limit: 100 });
    ctx.expect(
      page.records.some((record) => record.id === event.id),
      `event ${event.id} (release_date ${at}) in the result`,
      undefined,
      page.exchange,
    );
  },
});
