import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectPartsSum, partsOf } from './support/proofs.js';
import { allEvents } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-EVENT-TYPE',
  title: 'GET /api/v1/events?event_type= returns exactly the events of that type',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'event_type | string | Release, Deprecation or EOL',
  why: 'documented: the event_type filter.',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    for (const type of partsOf.event_type) {
      await expectEventFilter(ctx, { event_type: type }, (event) => event.event_type === type);
    }
    // Without the whole list, the three types' totals must make up the unfiltered total.
    if (!(await allEvents(ctx)).complete)
      await expectPartsSum(ctx, 'events', {}, 'event_type', partsOf.event_type);
  },
});
