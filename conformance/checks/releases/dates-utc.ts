import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents } from './support/releases-api.js';

/** ISO 8601 date and time in UTC: a Z or a zero offset. */
const utc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]00:?00)$/;

/** @see ../../../openapi/releases.yaml#/components/schemas/Event "Event" */
export default defineCheck({
  id: 'REL-DATES-UTC',
  title: 'every release_date is an ISO 8601 datetime in UTC',
  api: 'releases',
  level: 'documented',
  source: 'Resources and their fields: Event',
  rule: 'release_date | string (ISO 8601 datetime, UTC)',
  why: 'documented: release_date is an ISO 8601 datetime, UTC.',
  run: async (ctx: CheckContext) => {
    const events = await allEvents(ctx);
    for (const page of events.pages) {
      const bad = page.records.filter(
        (event) => !utc.test(String(event.release_date)) || !Number.isFinite(Date.parse(event.release_date)),
      );
      ctx.expect(
        bad.length === 0,
        'release_date like 2024-12-05T17:00:00Z',
        () =>
          bad
            .slice(0, 3)
            .map((event) => `event ${event.id}: ${JSON.stringify(event.release_date)}`)
            .join('; '),
        page.exchange,
      );
    }
  },
});
