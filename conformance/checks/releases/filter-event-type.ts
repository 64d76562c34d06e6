import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';

/** @see ../../../../shared/seeds/release-tracking-api.md "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-EVENT-TYPE',
  title: 'GET /api/v1/events?event_type= returns exactly the events of that type',
  api: 'releases',
  level: 'core',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'event_type | string | Release, Deprecation or EOL',
  run: async (ctx: CheckContext) => {
    for (const type of ['Release', 'Deprecation', 'EOL']) {
      await expectEventFilter(ctx, { event_type: type }, (event) => event.event_type === type);
    }
  },
});
