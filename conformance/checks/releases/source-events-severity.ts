import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectPartsSum, partsOf } from './support/proofs.js';
import { allEvents, mostCommon } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources~1{id}~1events "GET /api/v1/sources/{id}/events" */
export default defineCheck({
  id: 'REL-SOURCE-EVENTS-SEVERITY',
  title: "GET /api/v1/sources/{id}/events?severity= returns exactly that source's events of that severity",
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources/{id}/events',
  rule: 'The severity filter is supported',
  why: 'documented: "The severity filter is supported" on that path.',
  restsOn: ['REL-SOURCE-EVENTS'],
  run: async (ctx: CheckContext) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    const own = records.filter((event) => event.source_id === sourceId);
    // The severity the source has least of (but has), so a filter that is ignored shows.
    const counts = ['Info', 'Warning', 'Danger'].map(
      (s) => [s, own.filter((e) => e.severity === s).length] as const,
    );
    const [severity] = counts.filter(([, n]) => n > 0).sort((a, b) => a[1] - b[1])[0] ?? ['Info'];
    await expectEventFilter(ctx, { severity }, (e) => e.source_id === sourceId && e.severity === severity, {
      sourceId,
    });
    // Without the whole list: the source's events of each severity make up its events.
    if (!complete) await expectPartsSum(ctx, { sourceId }, {}, 'severity', partsOf.severity);
  },
});
