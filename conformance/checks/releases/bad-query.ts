import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import type { Exchange } from '../../http/exchange.js';
import { failUnrefused, isRefused } from '../shared/kit-error.js';

/** @see ../../../openapi/releases.yaml#/components/responses/BadRequest (x-inferred) */
export default defineCheck({
  id: 'REL-BAD-QUERY',
  title: 'an invalid query value (unknown severity, limit 0, negative offset) is 400 bad_request',
  api: 'releases',
  level: 'kit',
  advisory: true,
  source: 'openapi/releases.yaml: BadRequest (x-inferred)',
  rule: "Error statuses are not shown; an invalid query value is the client's mistake, so 400.",
  why: "the kit's choice: error statuses are not shown; serving an unknown severity, a zero limit or a negative offset as if valid would surprise a reviewer, so the documented level warns.",
  run: async (ctx: CheckContext) => {
    const queries: Record<string, string>[] = [
      { severity: 'Catastrophic' },
      { limit: '0' },
      { offset: '-1' },
      { event_type: 'Launch' },
    ];
    const served: [string, Exchange][] = [];
    for (const query of queries) {
      const exchange = await ctx.send({ method: 'GET', path: '/api/v1/events', query });
      if (!isRefused(ctx, exchange, 400, 'bad_request'))
        served.push([`?${new URLSearchParams(query)}`, exchange]);
    }
    failUnrefused(ctx, served, 400, 'bad_request');
  },
});
