import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1recall "Runtime endpoints", rule 2 */
export default defineCheck({
  id: 'MEM-RECALL-LIMIT',
  title: 'recall never returns more items than limit, and honours it when more atoms match',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 2',
  rule: 'The recall limit caps the number of returned items.',
  why: 'documented: Endpoints, rule 2.',
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
  },
});
