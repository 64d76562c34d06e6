import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { type ListKind, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-OFFSET',
  title:
    'offset skips exactly that many records: page (offset 3, limit 5) is records 4–8 of (offset 0, limit 10); offset total − 1 holds one record and offset total none',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources, GET /api/v1/events',
  rule: 'offset | integer | 0 | pagination offset',
  why: 'documented: offset is the pagination offset; skipping all `total` records leaves none.',
  run: async (ctx: CheckContext) => {
    const kinds: [Exclude<ListKind, object>, Record<string, boolean>][] = [
      ['sources', { active_only: false }],
      ['events', {}],
    ];
    for (const [kind, query] of kinds) {
      const head = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 10, offset: 0 });
      const page = await listPage<{ id: number }>(ctx, kind, { ...query, limit: 5, offset: 3 });
      const want = head.records.slice(3, 8).map((record) => record.id);
      const got = page.records.map((record) => record.id);
      ctx.expect(
        JSON.stringify(want) === JSON.stringify(got),
        `${kind} ids ${JSON.stringify(want)} for offset 3, limit 5`,
        `ids ${JSON.stringify(got)}`,
        page.exchange,
      );
      // The edges: the offset of the last record, and the one that lands exactly on the total.
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
