import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { type ListKind, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1events "Limits" */
export default defineCheck({
  id: 'REL-LIMIT-CAP',
  title:
    'an over-cap limit (101, the first value past the cap, and 500) never returns more than 100 records (clamped, or refused)',
  api: 'releases',
  level: 'documented',
  source: 'Limits',
  rule: 'Page size: at most 100 records per request (limit), for sources and events.',
  why: 'documented: "at most 100 records per request"; clamping and refusing are both correct.',
  run: async (ctx: CheckContext) => {
    const kinds: [ListKind, Record<string, string | number | boolean>][] = [
      ['sources', { active_only: false }],
      ['events', {}],
    ];
    // The first value past the cap as well as a far one: a cap set at 200 instead of 100 shows only at 101.
    for (const [kind, query] of kinds) {
      for (const limit of [101, 500]) {
        const probe = await ctx.send({ method: 'GET', path: `/api/v1/${kind}`, query: { ...query, limit } });
        // Refusing the value (any 4xx: error statuses are not shown) is as faithful to "at most 100" as clamping it.
        if ((probe.status ?? 0) >= 400 && (probe.status ?? 0) < 500) continue;
        const page = await listPage(ctx, kind, { ...query, limit });
        ctx.expect(
          page.records.length <= 100,
          `at most 100 ${kind} for limit=${limit}`,
          `${page.records.length} records`,
          page.exchange,
        );
        if (ctx.level === 'kit') {
          ctx.expect(
            page.pagination.limit === 100,
            'pagination.limit 100: a larger value is served as 100',
            `pagination.limit ${page.pagination.limit}`,
            page.exchange,
          );
        }
      }
    }
  },
});
