import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { describeResponse, type Exchange, jsonOf } from '../../http/exchange.js';

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
      const refused =
        exchange.status === 400 &&
        (jsonOf(exchange) as { error?: unknown } | undefined)?.error === 'bad_request';
      if (!refused) served.push([`${new URLSearchParams(query)}`, exchange]);
    }
    const first = served[0];
    if (first) {
      const received = served
        .map(([query, exchange]) => `?${query} → ${describeResponse(exchange)}`)
        .join('\n');
      ctx.fail('400 bad_request for each invalid query value', received, first[1]);
    }
  },
});
