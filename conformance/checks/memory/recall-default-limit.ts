import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/RecallRequest (limit, x-inferred) */
export default defineCheck({
  id: 'MEM-RECALL-DEFAULT-LIMIT',
  title: 'recall without limit returns at most 10 items',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: RecallRequest.limit (x-inferred)',
  rule: 'Default and maximum are not shown; 10 and 100 match the page caps of comparable APIs',
  why: "the kit's choice: the default limit is not shown.",
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'default limit');
    const contents = Array.from(
      { length: 12 },
      (_, n) => `${ctx.label('note')} ${n + 1}: shipping address update`,
    );
    await storeEach(ctx, anchorId, contents);
    const recalled = await recall(ctx, anchorId, 'shipping address update');
    ctx.expect(
      recalled.items.length >= 1 && recalled.items.length <= 10,
      'between 1 and 10 items (12 stored atoms match, limit left at its default of 10)',
      `${recalled.items.length} items`,
      recalled.exchange,
    );
  },
});
