import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectPartsSum, partsOf } from './support/proofs.js';
import { allEvents } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-SEVERITY',
  title: 'GET /api/v1/events?severity= returns exactly the events of that severity',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'severity | string | Info, Warning or Danger',
  why: 'documented: the severity filter.',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    for (const severity of partsOf.severity) {
      await expectEventFilter(ctx, { severity }, (event) => event.severity === severity);
    }
    // Without the whole list, the three severities' totals must make up the unfiltered total.
    if (!(await allEvents(ctx)).complete)
      await expectPartsSum(ctx, 'events', {}, 'severity', partsOf.severity);
  },
});
