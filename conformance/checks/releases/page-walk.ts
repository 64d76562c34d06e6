import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allEvents, allSources, type Walk } from './support/releases-api.js';

function check(ctx: CheckContext, name: string, walk: Walk<{ id: number }>): void {
  const seen = new Map<number, number>();
  walk.pages.forEach((page, index) => {
    for (const record of page.records) if (!seen.has(record.id)) seen.set(record.id, index);
  });
  const repeats = walk.records.length - seen.size;
  const total = walk.pages[0]?.pagination.total;
  ctx.expect(
    repeats === 0 && seen.size === total,
    `a page walk of ${name} to return exactly pagination.total (${total}) distinct ids, none twice`,
    `${seen.size} distinct ids, ${repeats} repeated`,
    walk.pages.at(-1)?.exchange,
  );
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
  run: async (ctx: CheckContext) => {
    check(ctx, 'GET /api/v1/sources?active_only=false', await allSources(ctx));
    check(ctx, 'GET /api/v1/events', await allEvents(ctx));
  },
});
