import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';

/** @see ../../../openapi/releases.yaml#/components/responses/BadRequest (x-inferred) */
export default defineCheck({
  id: 'REL-BAD-QUERY',
  title: 'an invalid query value (unknown severity, limit 0, negative offset) is 400 bad_request',
  api: 'releases',
  level: 'full',
  source: 'openapi/releases.yaml: BadRequest (x-inferred)',
  rule: "Error statuses are not shown; an invalid query value is the client's mistake, so 400.",
  run: async (ctx: CheckContext) => {
    const queries = [{ severity: 'Catastrophic' }, { limit: 0 }, { offset: -1 }, { event_type: 'Launch' }];
    for (const query of queries) {
      const exchange = await ctx.send({ method: 'GET', path: '/api/v1/events', query });
      ctx.expectError(exchange, 400, 'bad_request');
    }
  },
});
