import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { type ListKind, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/components/parameters/Offset */
export default defineCheck({
  id: 'REL-OFFSET-END',
  title: 'offset total − 1 holds one record and offset total none, with the same total',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources, GET /api/v1/events',
  rule: 'offset | integer | 0 | pagination offset; total | integer (total matching records)',
  why: 'documented: offset is the pagination offset and total the number of matching records, so skipping total − 1 of them leaves one and skipping all leaves none.',
  // Judged from pagination.total: a total that is wrong shows as REL-TOTAL-EXACT, not here too.
  restsOn: ['REL-TOTAL-EXACT'],
  run: async (ctx: CheckContext) => {
    const kinds: [Exclude<ListKind, object>, Record<string, boolean>][] = [
      ['sources', { active_only: false }],
      ['events', {}],
    ];
    for (const [kind, query] of kinds) {
      const head = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 10, offset: 0 });
      const { total } = head.pagination;
      if (total < 1) continue;
      const last = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 10, offset: total - 1 });
      ctx.expect(
        last.records.length === 1,
        `one ${kind} record for offset ${total - 1} (total ${total})`,
        `${last.records.length} records`,
        last.exchange,
      );
      const past = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 10, offset: total });
      ctx.expect(
        past.records.length === 0 && past.pagination.total === total,
        `no ${kind} for offset ${total}, with total still ${total}`,
        `${past.records.length} records, total ${past.pagination.total}`,
        past.exchange,
      );
    }
  },
});
