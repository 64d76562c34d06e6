import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { jsonOf } from '../../http/exchange.js';
import { documentedInputs } from '../../probes/documented-inputs.js';
import { inputEdges } from '../../probes/input-edges.js';
import { probeRecord } from '../../probes/probe-record.js';
import { createAnchor, ownHeadersOf, recall, storeEach } from './support/memory-api.js';

const integerEdges = new Set(['minimum', 'below-minimum', 'maximum', 'above-maximum', 'zero', 'negative']);

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1recall "Runtime endpoints", rule 2 */
export default defineCheck({
  id: 'MEM-RECALL-LIMIT',
  title:
    'recall never returns more items than limit, and honours it when more atoms match, at every edge of limit',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 2',
  rule: 'The recall limit caps the number of returned items.',
  why: 'documented: Endpoints, rule 2. Its bounds are not shown, so refusing an edge value (any 4xx) is as correct as serving it; served, it caps the items, 0 included.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'limit');
    const contents = [1, 2, 3, 4, 5].map((n) => `${ctx.label('note')} ${n}: the quarterly budget review`);
    await storeEach(ctx, anchorId, contents);
    for (const limit of [1, 3]) {
      const recalled = await recall(ctx, anchorId, 'quarterly budget review', limit);
      ctx.expect(
        recalled.items.length <= limit && recalled.items.length > 0,
        `between 1 and ${limit} items for limit ${limit} (5 stored atoms match the query)`,
        `${recalled.items.length} items`,
        recalled.exchange,
      );
    }
    // Each bound of limit the document gives, one past it, and 0: a cap that fails only there.
    const input = documentedInputs('memory').find((i) => i.operationId === 'recall' && i.name === 'limit');
    for (const edge of input ? inputEdges(input) : []) {
      if (!input || !integerEdges.has(edge.class) || typeof edge.value !== 'number') continue;
      const limit = edge.value;
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/recall',
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: 'quarterly budget review', limit },
      });
      const status = exchange.status ?? 0;
      const items = (jsonOf(exchange) as { items?: unknown } | undefined)?.items;
      const count = Array.isArray(items) ? items.length : undefined;
      const refused = status >= 400 && status < 500;
      ctx.probe(
        probeRecord(
          input,
          edge,
          exchange,
          `refused (a 4xx), or at most ${limit} items`,
          refused || (count ?? 0) <= limit,
        ),
      );
      if (refused || status >= 500) continue;
      ctx.expect(
        count !== undefined && count <= Math.max(0, limit),
        `a 4xx refusal, or at most ${limit} items for limit ${limit} (5 stored atoms match the query)`,
        `${status} with ${count ?? 'no'} items`,
        exchange,
      );
    }
  },
});
