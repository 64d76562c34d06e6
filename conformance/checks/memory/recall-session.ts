import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach, uuidPattern } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths "Recall session" */
export default defineCheck({
  id: 'MEM-RECALL-SESSION',
  title: 'every recall response carries a UUID session_id, also when nothing matches',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Recall session',
  rule: 'A recall response carries session_id (string, UUID format). Feedback refers to it.',
  why: 'documented: "A recall response carries session_id (string, UUID format)"; implied for an empty result too, since every recall opens a session feedback can name.',
  restsOn: ['MEM-ANCHOR-UUID'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'session');
    await storeEach(ctx, anchorId, [`${ctx.label('note')}: the office moves to Lisbon in June`]);
    for (const query of ['office moves Lisbon', 'zebra xylophone quantum']) {
      const recalled = await recall(ctx, anchorId, query, 5);
      ctx.expect(
        uuidPattern.test(recalled.sessionId),
        'session_id in UUID format',
        `session_id ${JSON.stringify(recalled.sessionId)}`,
        recalled.exchange,
      );
    }
  },
});
