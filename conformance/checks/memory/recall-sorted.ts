import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml "recall" (the seed states no order) */
export default defineCheck({
  id: 'MEM-RECALL-SORTED',
  title: 'recall items come best first: scores never increase down the list',
  api: 'memory',
  level: 'full',
  source: 'openapi/memory.yaml: POST /v1/recall',
  rule: 'Returns the atoms of one anchor that are most relevant to the query, best first',
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'sorted');
    await storeEach(ctx, anchorId, [
      `${ctx.label('note')}: garden`,
      `${ctx.label('note')}: garden hose and garden shed`,
      `${ctx.label('note')}: the garden hose leaks`,
      `${ctx.label('note')}: unrelated billing detail`,
    ]);
    const recalled = await recall(ctx, anchorId, 'garden hose', 10);
    const scores = recalled.items.map((item) => item.score);
    const sorted = scores.every((score, index) => index === 0 || score <= (scores[index - 1] as number));
    ctx.expect(
      sorted,
      'scores in non-increasing order',
      `scores ${JSON.stringify(scores)}`,
      recalled.exchange,
    );
  },
});
