import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { expectPagedTotal, expectPartsSum, partsOf } from './support/proofs.js';
import { type ListKind, listName, type Query, type Walk, walkList } from './support/releases-api.js';

/**
 * A walk to the end: its records are the total. A walk cut to the budget: the total is proven by
 * the last page and the one past it, and (events) by the totals of each severity and event type.
 */
async function check(ctx: CheckContext, kind: ListKind, query: Query): Promise<void> {
  const walk: Walk<unknown> = await walkList(ctx, kind, query);
  const name = listName(kind, query);
  const totals = [...new Set(walk.pages.map((page) => page.pagination.total))];
  const last = walk.pages.at(-1);
  ctx.expect(
    totals.length === 1,
    `the same pagination.total on every page of ${name}`,
    `totals ${totals.join(', ')}`,
    last?.exchange,
  );
  if (walk.complete) {
    ctx.expect(
      walk.records.length === totals[0],
      `a walk of ${name} with limit 100 to yield exactly pagination.total records`,
      `${walk.records.length} records, total ${totals[0]}`,
      last?.exchange,
    );
    return;
  }
  await expectPagedTotal(ctx, kind, query, walk.total);
  if (kind !== 'events') return;
  for (const [field, values] of Object.entries(partsOf)) {
    if (query[field] === undefined) await expectPartsSum(ctx, kind, query, field, values);
  }
}

/** @see ../../../openapi/releases.yaml#/components/schemas/Pagination "Pagination object" */
export default defineCheck({
  id: 'REL-TOTAL-EXACT',
  title: 'pagination.total is exact and the same on every page',
  api: 'releases',
  level: 'documented',
  source: 'Resources and their fields: Pagination object',
  rule: 'total | integer (total matching records)',
  why: 'documented: total is the "total matching records".',
  // A walk steps by offset: one that skips or repeats shows first as REL-OFFSET.
  restsOn: ['REL-OFFSET'],
  run: async (ctx: CheckContext) => {
    await check(ctx, 'sources', { active_only: false });
    await check(ctx, 'events', {});
    await check(ctx, 'events', { severity: 'Danger' });
  },
});
