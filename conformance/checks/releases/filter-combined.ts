import type { Event, Source } from '../../../src/client/index.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectEventFilter } from './support/event-filter.js';
import { expectPagedTotal, expectPartsSum, partsOf } from './support/proofs.js';
import { allEvents, allSources, mostCommon, offenders, walkList } from './support/releases-api.js';

type Filter = 'severity' | 'event_type' | 'source_id';

const holdsFor =
  (event: Event, filters: readonly Filter[]) =>
  (other: Event): boolean =>
    filters.every((name) => other[name] === event[name]);

/**
 * An event whose values make every combination of `filters` narrower than each filter alone, so a
 * server that applies only one of them is seen (the first such event of the walk).
 */
function discriminating(events: readonly Event[], filters: readonly Filter[]): Event | undefined {
  return events.find((event) => {
    const both = events.filter(holdsFor(event, filters)).length;
    return filters.every((name) => events.filter(holdsFor(event, [name])).length > both);
  });
}

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-FILTER-COMBINED',
  title:
    'filters given together all apply: severity with event_type, source_id with severity, all three, a date range with severity, and a sources type with active_only; total counts the records matching all of them',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/events, GET /api/v1/sources',
  rule: 'source_id, event_type, severity, start_date, end_date: filters of GET /api/v1/events; type, active_only (default true): filters of GET /api/v1/sources; total | integer (total matching records)',
  why: 'documented: each parameter is a filter, so a listed record matches every filter sent (active_only also when left at its default) and total counts the records matching them all.',
  restsOn: [
    'REL-FILTER-SEVERITY',
    'REL-FILTER-EVENT-TYPE',
    'REL-FILTER-SOURCE-ID',
    'REL-FILTER-DATES',
    'REL-FILTER-SOURCE-TYPE',
    // Its sources part lists with active_only left at its default.
    'REL-ACTIVE-DEFAULT',
  ],
  run: async (ctx: CheckContext) => {
    const { records, complete } = await allEvents(ctx);
    // Without the whole list, a combination's last filter parts the list of the others.
    const parts = async (query: Record<string, string | number>, last: 'severity' | 'event_type') => {
      const others = Object.fromEntries(Object.entries(query).filter(([name]) => name !== last));
      if (!complete) await expectPartsSum(ctx, 'events', others, last, partsOf[last]);
    };
    const combinations: Filter[][] = [
      ['severity', 'event_type'],
      ['source_id', 'severity'],
      ['source_id', 'event_type', 'severity'],
    ];
    for (const filters of combinations) {
      const event = discriminating(records, filters);
      // A dataset where no combination narrows the list cannot tell a combined filter from a single one.
      if (!event) continue;
      const query = Object.fromEntries(filters.map((name) => [name, event[name]]));
      await expectEventFilter(ctx, query, holdsFor(event, filters));
      await parts(query, filters.at(-1) as 'severity' | 'event_type');
    }
    const times = records
      .map((event) => Date.parse(event.release_date))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    // Bounds between records (not on one), so inclusive and exclusive readings agree.
    const start = (times[Math.floor(times.length / 4)] ?? 0) + 500;
    const end = (times[Math.floor((times.length * 3) / 4)] ?? 0) + 500;
    const range = { start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString() };
    for (const severity of ['Danger', 'Info']) {
      await expectEventFilter(
        ctx,
        { severity, ...range },
        (event) =>
          event.severity === severity &&
          Date.parse(event.release_date) >= start &&
          Date.parse(event.release_date) <= end,
      );
    }
    await parts({ ...range, severity: 'Danger' }, 'severity');
    await expectSourcesTypeStaysActive(ctx);
  },
});

/**
 * Sources: `type` beside `active_only` left at its default (true) lists only the active sources of
 * that type, and total counts them. Judged on a type that has inactive sources (else the pair
 * cannot be told from `type` alone).
 */
async function expectSourcesTypeStaysActive(ctx: CheckContext): Promise<void> {
  const all = await allSources(ctx);
  const type = mostCommon(all.records.filter((source) => !source.is_active).map((source) => source.type));
  if (type === undefined) return;
  const holds = (source: Source) => source.type === type && source.is_active;
  const listed = await walkList<Source>(ctx, 'sources', { type });
  const first = listed.pages[0];
  ctx.expect(
    listed.records.every(holds),
    `type=${type} (active_only left at true) lists only active sources of type ${type}`,
    () => offenders(listed.records, holds),
    first?.exchange,
  );
  // Sources too many to walk: the listed ones hold, and the list ends where its total says.
  if (!all.complete || !listed.complete) return expectPagedTotal(ctx, 'sources', { type }, listed.total);
  const want = all.records.filter(holds).length;
  ctx.expect(
    listed.records.length === want && first?.pagination.total === want,
    `all ${want} active sources of type ${type}, and total ${want}`,
    `${listed.records.length} listed, total ${first?.pagination.total}`,
    first?.exchange,
  );
}
