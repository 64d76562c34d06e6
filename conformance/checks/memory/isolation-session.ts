import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, recall, storeEach } from './support/memory-api.js';
import { expectRefused } from './support/refusal.js';

/** @see ../../../openapi/memory.yaml#/components/responses/SessionNotFound */
export default defineCheck({
  id: 'MEM-ISOLATION-SESSION',
  title: 'a recall session of one workspace is refused to feedback from another workspace of the same key',
  api: 'memory',
  level: 'documented',
  source: 'Authentication; Endpoints, rule 4',
  rule: 'X-Workspace-Id | yes | <WORKSPACE_ID>. An unknown anchor, or an unknown recall session, yields 404.',
  why: 'implied: as for anchors, a recall session belongs to the workspace that opened it; the documented level accepts any 4xx refusal, the kit level requires 404 not_found.',
  restsOn: ['MEM-ANCHOR-UUID', 'MEM-RECALL-SESSION'],
  requires: ['otherWorkspace'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'isolated session');
    const ids = await storeEach(ctx, anchorId, [`${ctx.label('note')}: the renewal is due in March`]);
    const session = await recall(ctx, anchorId, 'renewal March', 5);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const result = await other.POST('/v1/feedback', {
      body: { session_id: session.sessionId, success: true, used_memory_atom_ids: ids },
    });
    expectRefused(ctx, ctx.exchangeOf(result.response), 'feedback on a recall session of another workspace');
  },
});
