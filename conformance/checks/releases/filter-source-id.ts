import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectSameTotal } from './support/proofs.js';
import { allEvents, mostCommon } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-SOURCE-ID',
  title: "GET /api/v1/events?source_id= returns exactly that source's events",
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events',
  rule: 'source_id | integer | filter by source',
  why: 'documented: the source_id filter.',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    await expectEventFilter(ctx, { source_id: sourceId }, (event) => event.source_id === sourceId);
    // Without the whole list: the source's own list holds the same events.
    if (!complete) await expectSameTotal(ctx, ['events', { source_id: sourceId }], [{ sourceId }, {}]);
  },
});
