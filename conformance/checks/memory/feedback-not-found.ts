import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { unknownId } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/responses/AnchorNotFound "Runtime endpoints", rule 4 */
export default defineCheck({
  id: 'MEM-FEEDBACK-404',
  title: 'feedback naming an unknown recall session is 404 not_found',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: Runtime endpoints, rule 4',
  rule: 'An unknown anchor, or an unknown recall session, yields 404.',
  why: 'documented: Endpoints, rule 4 (an unknown recall session yields 404).',
  run: async (ctx: CheckContext) => {
    const result = await ctx.memory.POST('/v1/feedback', {
      body: { session_id: unknownId(), success: true, used_memory_atom_ids: [unknownId()] },
    });
    ctx.expectError(ctx.exchangeOf(result.response), 404, 'not_found');
  },
});
