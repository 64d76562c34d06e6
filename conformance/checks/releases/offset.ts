import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { type ListKind, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-OFFSET',
  title:
    'offset skips exactly that many records: page (offset 3, limit 5) is records 4–8 of (offset 0, limit 10)',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources, GET /api/v1/events',
  rule: 'offset | integer | 0 | pagination offset',
  why: 'documented: offset is the pagination offset. Its ends, which read total, are REL-OFFSET-END.',
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
    }
  },
});
