import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, allSources, type Walk, walkList } from './support/releases-api.js';

function check(ctx: CheckContext, name: string, walk: Walk<unknown>): void {
  const totals = [...new Set(walk.pages.map((page) => page.pagination.total))];
  const last = walk.pages.at(-1);
  ctx.expect(
    totals.length === 1,
    `the same pagination.total on every page of ${name}`,
    `totals ${totals.join(', ')}`,
    last?.exchange,
  );
  ctx.expect(
    walk.records.length === totals[0],
    `a walk of ${name} with limit 100 to yield exactly pagination.total records`,
    `${walk.records.length} records, total ${totals[0]}`,
    last?.exchange,
  );
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
  run: async (ctx: CheckContext) => {
    check(ctx, 'GET /api/v1/sources?active_only=false', await allSources(ctx));
    check(ctx, 'GET /api/v1/events', await allEvents(ctx));
    check(ctx, 'GET /api/v1/events?severity=Danger', await walkList(ctx, 'events', { severity: 'Danger' }));
  },
});
