import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, allSources } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml x-inferred-decisions */
export default defineCheck({
  id: 'REL-ORDER',
  title: 'sources come by id ascending; events by release_date descending, then id descending',
  api: 'releases',
  level: 'kit',
  source: 'openapi/releases.yaml: x-inferred-decisions',
  rule: 'Sources are ordered by id ascending; events by release_date descending, then id descending, so pages never repeat or skip a record.',
  why: "the kit's choice: the order is not shown; the documented level requires only a stable one (REL-PAGE-WALK).",
  run: async (ctx: CheckContext) => {
    const sourceWalk = await allSources(ctx);
    const sources = sourceWalk.records;
    const badSource = sources.findIndex((source, i) => i > 0 && source.id <= (sources[i - 1]?.id ?? 0));
    ctx.expect(
      badSource < 0,
      'source ids ascending',
      () => `id ${sources[badSource]?.id} after ${sources[badSource - 1]?.id}`,
      sourceWalk.pages[0]?.exchange,
    );
    const eventWalk = await allEvents(ctx);
    const events = eventWalk.records;
    const key = (i: number) => [Date.parse(events[i]?.release_date ?? ''), events[i]?.id ?? 0] as const;
    const badEvent = events.findIndex((_, i) => {
      if (i === 0) return false;
      const [t, id] = key(i);
      const [pt, pid] = key(i - 1);
      return t > pt || (t === pt && id >= pid);
    });
    ctx.expect(
      badEvent < 0,
      'events by release_date descending, then id descending',
      () =>
        `event ${events[badEvent]?.id} (${events[badEvent]?.release_date}) after event ${events[badEvent - 1]?.id} (${events[badEvent - 1]?.release_date})`,
      eventWalk.pages[0]?.exchange,
    );
  },
});
