import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/responses/SessionNotFound */
export default defineCheck({
  id: 'MEM-ISOLATION-SESSION',
  title: 'a recall session of one workspace is 404 not_found to feedback from another workspace',
  api: 'memory',
  level: 'full',
  source: 'openapi/memory.yaml: SessionNotFound',
  rule: 'The recall session does not exist in this workspace.',
  requires: ['otherWorkspace'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'isolated session');
    const ids = await storeEach(ctx, anchorId, [`${ctx.label('note')}: the renewal is due in March`]);
    const session = await recall(ctx, anchorId, 'renewal March', 5);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const result = await other.POST('/v1/feedback', {
      body: { session_id: session.sessionId, success: true, used_memory_atom_ids: ids },
    });
    ctx.expectError(ctx.exchangeOf(result.response), 404, 'not_found');
  },
});
