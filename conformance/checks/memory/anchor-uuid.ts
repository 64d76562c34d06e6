import { notUuidDeviation } from '../../assertions.js';
import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, uuidPattern } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/paths "Anchor" */
export default defineCheck({
  id: 'MEM-ANCHOR-UUID',
  title: 'POST /v1/anchors assigns a UUID anchor_id, a new one per anchor',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Anchor',
  rule: 'anchor_id | string (UUID format) | assigned by the service',
  why: 'documented: anchor_id is a string in UUID format, assigned by the service.',
  run: async (ctx: CheckContext) => {
    const first = await createAnchor(ctx, 'first');
    if (!uuidPattern.test(first.anchorId)) {
      // Worded as the response sweep words it, so the same ids seen there are this one cause.
      const deviation = notUuidDeviation;
      ctx.fail(
        'anchor_id in UUID format',
        `anchor_id ${JSON.stringify(first.anchorId)}`,
        first.exchange,
        deviation,
      );
    }
    const second = await createAnchor(ctx, 'second');
    ctx.expect(
      second.anchorId !== first.anchorId,
      'a new anchor_id for a new anchor',
      `the same anchor_id ${first.anchorId} twice`,
      second.exchange,
    );
  },
});
