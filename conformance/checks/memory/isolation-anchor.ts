import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createAnchor, storeEach } from './support/memory-api.js';
import { expectRefused } from './support/refusal.js';

/** @see ../../../openapi/memory.yaml#/components/responses/AnchorNotFound */
export default defineCheck({
  id: 'MEM-ISOLATION-ANCHOR',
  title: 'an anchor of one workspace is refused from another workspace of the same key (atoms and recall)',
  api: 'memory',
  level: 'documented',
  source: 'Authentication; Endpoints, rule 4',
  rule: 'X-Workspace-Id | yes | <WORKSPACE_ID>. An unknown anchor, or an unknown recall session, yields 404.',
  why: 'implied: X-Workspace-Id is required on every call and access is granted per key and workspace, so what one workspace creates is unknown in another (a leak is a security defect); the documented level accepts any 4xx refusal, the kit level requires 404 not_found.',
  restsOn: ['MEM-ANCHOR-UUID'],
  requires: ['otherWorkspace'],
  run: async (ctx: CheckContext) => {
    const { anchorId } = await createAnchor(ctx, 'isolated');
    await storeEach(ctx, anchorId, [`${ctx.label('secret')}: the launch date is confidential`]);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const atoms = await other.POST('/v1/atoms', {
      body: { anchor_id: anchorId, content: ctx.label('intruder'), chunking: { enabled: false } },
    });
    expectRefused(ctx, ctx.exchangeOf(atoms.response), 'storing into the anchor of another workspace');
    const recalled = await other.POST('/v1/recall', {
      body: { anchor_id: anchorId, query: 'launch date', limit: 5 },
    });
    expectRefused(ctx, ctx.exchangeOf(recalled.response), 'recalling the anchor of another workspace');
  },
});
