import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectPagedTotal, expectStablePages } from './support/proofs.js';
import { type ListKind, listName, type Query, walkList } from './support/releases-api.js';

/**
 * A walk to the end: exactly total distinct ids, none twice. A walk cut to the budget: no id twice
 * in its pages, pages at known offsets that overlap agree and repeat none of them, and the last
 * page ends the list where its total says.
 */
async function check(ctx: CheckContext, kind: ListKind, query: Query): Promise<void> {
  const walk = await walkList<{ id: number }>(ctx, kind, query);
  const name = listName(kind, query);
  const seen = new Set(walk.records.map((record) => record.id));
  const repeats = walk.records.length - seen.size;
  const total = walk.total;
  ctx.expect(
    repeats === 0 && (!walk.complete || seen.size === total),
    walk.complete
      ? `a page walk of ${name} to return exactly pagination.total (${total}) distinct ids, none twice`
      : `the first ${walk.records.length} records of ${name} (a walk cut to the budget) with no id twice`,
    `${seen.size} distinct ids, ${repeats} repeated`,
    walk.pages.at(-1)?.exchange,
  );
  if (walk.complete) return;
  await expectStablePages(ctx, kind, query, total, seen);
  await expectPagedTotal(ctx, kind, query, total);
}

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources", "GET /api/v1/events" */
export default defineCheck({
  id: 'REL-PAGE-WALK',
  title: 'walking all pages returns every record once: no repeats, no gaps',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: limit and offset',
  rule: 'offset | integer | 0 | pagination offset',
  why: 'implied: limit and offset page through one list; pages that repeat or skip records break "total matching records".',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ['REL-OFFSET', 'REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    await check(ctx, 'sources', { active_only: false });
    await check(ctx, 'events', {});
  },
});
