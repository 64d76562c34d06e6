import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectSameTotal } from './support/proofs.js';
import { allEvents, mostCommon } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources~1{id}~1events "GET /api/v1/sources/{id}/events" */
export default defineCheck({
  id: 'REL-SOURCE-EVENTS',
  title: "GET /api/v1/sources/{id}/events returns exactly that source's events",
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources/{id}/events',
  rule: 'Lists events of one source; {id} is the integer source identifier.',
  why: 'documented: GET /api/v1/sources/{id}/events lists the events of one source, in the shape of GET /api/v1/events.',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    await expectEventFilter(ctx, {}, (event) => event.source_id === sourceId, { sourceId });
    // Without the whole list: the events filtered by source_id are the same events.
    if (!complete) await expectSameTotal(ctx, [{ sourceId }, {}], ['events', { source_id: sourceId }]);
  },
});
