import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeEach } from './support/memory-api.js';

/** @see ../../../openapi/memory.yaml#/components/responses/AnchorNotFound */
export default defineCheck({
  id: 'MEM-ISOLATION-ANCHOR',
  title: 'an anchor of one workspace is 404 not_found from another workspace (atoms and recall)',
  api: 'memory',
  level: 'full',
  source: 'openapi/memory.yaml: AnchorNotFound',
  rule: 'The anchor does not exist in this workspace.',
  requires: ['otherWorkspace'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'isolated');
    await storeEach(ctx, anchorId, [`${ctx.label('secret')}: the launch date is confidential`]);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const atoms = await other.POST('/v1/atoms', {
      body: { anchor_id: anchorId, content: ctx.label('intruder'), chunking: { enabled: false } },
    });
    ctx.expectError(ctx.exchangeOf(atoms.response), 404, 'not_found');
    const recalled = await other.POST('/v1/recall', {
      body: { anchor_id: anchorId, query: 'launch date', limit: 5 },
    });
    ctx.expectError(ctx.exchangeOf(recalled.response), 404, 'not_found');
  },
});
