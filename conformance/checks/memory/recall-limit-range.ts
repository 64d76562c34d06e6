import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { jsonOf } from '../../http/exchange.js';
import { createAnchor, ownHeadersOf } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/RecallRequest (limit, x-inferred) */
export default defineCheck({
  id: 'MEM-RECALL-LIMIT-RANGE',
  title: 'a recall limit outside 1..100 (0, 101) is 400 bad_request, and its ends (1, 100) are served',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: RecallRequest.limit (x-inferred)',
  rule: 'Default and maximum are not shown; 10 and 100 match the page caps of comparable APIs, and an out-of-range value is a 400 so a client bug is not hidden.',
  why: 'the kit\'s choice: "Default and maximum value of limit for recall: not shown"; clamping instead of refusing is as correct.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'limit range');
    for (const limit of [0, 101]) {
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/recall',
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: 'anything', limit },
      });
      const code = (jsonOf(exchange) as { error?: unknown } | undefined)?.error;
      ctx.expect(
        exchange.status === 400 && code === 'bad_request',
        `400 bad_request for limit ${limit}`,
        undefined,
        exchange,
      );
    }
    // The ends of the range are inside it: a range that stops at 99 shows only at 100.
    for (const limit of [1, 100]) {
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/recall',
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: 'anything', limit },
      });
      const items = (jsonOf(exchange) as { items?: unknown } | undefined)?.items;
      ctx.expect(
        exchange.status === 200 && Array.isArray(items) && items.length <= limit,
        `200 with at most ${limit} items for limit ${limit}`,
        `${exchange.status ?? 'no answer'}${Array.isArray(items) ? `, ${items.length} items` : ''}`,
        exchange,
      );
    }
  },
});
