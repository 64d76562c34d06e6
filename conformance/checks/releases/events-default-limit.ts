import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/components/parameters/EventsLimit (x-inferred) */
export default defineCheck({
  id: 'REL-EVENTS-DEFAULT-LIMIT',
  title: 'GET /api/v1/events without limit returns pages of 50',
  api: 'releases',
  level: 'kit',
  source: 'openapi/releases.yaml: EventsLimit (x-inferred)',
  rule: 'The default is not shown; 50, the sources default, is what a client of both lists expects.',
  why: 'the kit\'s choice: "Default value of limit for events: not shown".',
  run: async (ctx: CheckContext) => {
    const { records, complete, total } = await allEvents(ctx);
    const page = await listPage(ctx, 'events');
    const want = Math.min(50, complete ? records.length : total);
    ctx.expect(
      page.records.length === want,
      `${want} events (default limit 50)`,
      `${page.records.length} events`,
      page.exchange,
    );
  },
});
