import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, type Item, recall, storeEach } from './support/memory-api.js';

function isNonIncreasing(items: readonly Item[]): boolean {
  return items.every((item, index) => index === 0 || item.score <= (items[index - 1] as Item).score);
}

const scores = (items: readonly Item[]) => JSON.stringify(items.map((item) => item.score));

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1recall */
export default defineCheck({
  id: 'MEM-RECALL-SORTED',
  title: 'recall lists items best first, and a limit that cuts the list keeps the most relevant',
  api: 'memory',
  level: 'documented',
  source: 'Recall result item; Endpoints, rule 2',
  rule: 'score: number (decimal relevance score). The recall limit caps the number of returned items.',
  why: 'implied: score is the "decimal relevance score" and limit "caps the number of returned items": a capped list that drops a more relevant atom than one it keeps, or lists them out of relevance order, is not recall by relevance.',
  // Comparing a cut list with the whole rests on limit being honoured.
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-LIMIT'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'sorted');
    await storeEach(ctx, anchorId, [
      `${ctx.label('note')}: garden`,
      `${ctx.label('note')}: garden hose and garden shed, the garden hose is green`,
      `${ctx.label('note')}: the garden hose leaks`,
      `${ctx.label('note')}: unrelated billing detail`,
      `${ctx.label('note')}: hose`,
    ]);
    const whole = await recall(ctx, anchorId, 'garden hose', 5);
    ctx.expect(
      isNonIncreasing(whole.items),
      'scores in non-increasing order',
      `scores ${scores(whole.items)}`,
      whole.exchange,
    );
    const cut = await recall(ctx, anchorId, 'garden hose', 2);
    ctx.expect(
      isNonIncreasing(cut.items),
      'scores in non-increasing order',
      `scores ${scores(cut.items)}`,
      cut.exchange,
    );
    const kept = new Set(cut.items.map((item) => item.atom_id));
    const lowestKept = Math.min(...cut.items.map((item) => item.score));
    const dropped = whole.items.filter((item) => !kept.has(item.atom_id) && item.score > lowestKept);
    const count = cut.items.length;
    const cutShort = whole.items.length >= 2 && count !== 2;
    ctx.expect(
      dropped.length === 0 && !cutShort,
      'limit 2 to return the two most relevant atoms of the same recall with limit 5',
      cutShort
        ? `limit 2 returned ${count} ${count === 1 ? 'item' : 'items'} (scores ${scores(cut.items)}) where limit 5 listed ${whole.items.length}`
        : `limit 2 kept ${scores(cut.items)}; limit 5 listed ${scores(whole.items)}, so it dropped ${dropped.map((item) => `${item.atom_id} (score ${item.score})`).join(', ')}`,
      cut.exchange,
    );
  },
});
