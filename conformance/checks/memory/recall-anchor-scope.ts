import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths/~1v1~1recall */
export default defineCheck({
  id: 'MEM-RECALL-ANCHOR-SCOPE',
  title: 'recall returns only atoms of the anchor it names, never those of another anchor',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints',
  rule: 'POST /v1/recall: recall memory for a single anchor.',
  why: 'documented: recall is "for a single anchor", and an anchor is "a reusable memory scope"; atoms of another anchor are outside that scope, however relevant.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const own = await createAnchor(ctx, 'scope own');
    const other = await createAnchor(ctx, 'scope other');
    const owned = await storeEach(ctx, own.anchorId, [`${ctx.label('note')}: the garden hose leaks`]);
    const foreign = await storeEach(ctx, other.anchorId, [
      `${ctx.label('note')}: garden hose, garden hose, the garden hose is new`,
      `${ctx.label('note')}: a second garden hose for the garden`,
    ]);
    const recalled = await recall(ctx, own.anchorId, 'garden hose', 5);
    const leaked = recalled.items.filter((item) => foreign.includes(item.atom_id));
    ctx.expect(
      leaked.length === 0,
      `only atoms of anchor ${own.anchorId} (stored: ${owned.join(', ')})`,
      `atoms of anchor ${other.anchorId} came back: ${leaked.map((item) => item.atom_id).join(', ')}`,
      recalled.exchange,
    );
  },
});
