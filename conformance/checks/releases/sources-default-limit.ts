import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { allSources, listPage } from './support/releases-api.js';

/** @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources "GET /api/v1/sources" */
export default defineCheck({
  id: 'REL-SOURCES-DEFAULT-LIMIT',
  title: 'GET /api/v1/sources without limit returns pages of 50',
  api: 'releases',
  level: 'documented',
  source: 'Endpoints: GET /api/v1/sources',
  rule: 'limit | integer | 50 | results per page, maximum 100',
  why: 'documented: limit defaults to 50 for sources.',
  run: async (ctx: CheckContext) => {
    const walk = await allSources(ctx);
    const total = walk.complete ? walk.records.length : walk.total;
    const page = await listPage(ctx, 'sources', { active_only: false });
    const want = Math.min(50, total);
    ctx.expect(
      page.records.length === want,
      `${want} sources (default limit 50, ${total} in all)`,
      `${page.records.length} sources`,
      page.exchange,
    );
  },
});
