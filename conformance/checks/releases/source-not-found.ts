import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { isRefused, refusal } from '../shared/kit-error.js';

/** @see ../../../openapi/releases.yaml#/components/responses/SourceNotFound (x-inferred) */
export default defineCheck({
  id: 'REL-SOURCE-404',
  title: 'GET /api/v1/sources/{id}/events for an unknown id is 404 not_found',
  api: 'releases',
  level: 'kit',
  advisory: true,
  source: 'openapi/releases.yaml: SourceNotFound (x-inferred)',
  rule: 'Error statuses are not shown; an unknown id in the path is a missing resource, so 404.',
  why: "the kit's choice: the status for an unknown source is not shown; an empty 200 hides a wrong id from the client, so the documented level warns.",
  run: async (ctx: CheckContext) => {
    const exchange = await ctx.send({ method: 'GET', path: '/api/v1/sources/987654321/events' });
    ctx.expect(
      isRefused(ctx, exchange, 404, 'not_found'),
      refusal(ctx, 404, 'not_found'),
      undefined,
      exchange,
    );
  },
});
