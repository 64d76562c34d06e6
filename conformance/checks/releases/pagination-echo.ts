import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/components/schemas/Pagination */
export default defineCheck({
  id: 'REL-PAGINATION-ECHO',
  title: 'pagination.limit and pagination.offset are the page the request asked for',
  api: 'releases',
  level: 'documented',
  source: 'Resources and their fields: Pagination object',
  rule: 'Pagination object: limit (integer), offset (integer), total (integer, total matching records).',
  why: "implied: the pagination object describes the page served; limit and offset are the request's (a limit within the documented maximum of 100 needs no clamping).",
  run: async (ctx: CheckContext) => {
    for (const kind of ['sources', 'events'] as const) {
      const page = await listPage(ctx, kind, {
        limit: 7,
        offset: 3,
        ...(kind === 'sources' ? { active_only: false } : {}),
      });
      ctx.expect(
        page.pagination.limit === 7 && page.pagination.offset === 3,
        `pagination {limit: 7, offset: 3} for GET /api/v1/${kind}?limit=7&offset=3`,
        `pagination ${JSON.stringify(page.pagination)}`,
        page.exchange,
      );
    }
  },
});
