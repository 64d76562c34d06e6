import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { ingest, recallMemory } from './support/convenience-api.js';

/** @see ../../../openapi/memory.yaml "POST /v1/memory/recall" (x-inferred) */
export default defineCheck({
  id: 'MEM-MEMORY-RECALL',
  title: 'ingested memory comes back from /v1/memory/recall, capped by limit',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: POST /v1/memory/recall (x-inferred)',
  rule: 'Recalls the memory of one end user, ranked like /v1/recall',
  why: "the kit's choice: the convenience endpoints' payloads are not shown.",
  run: async (ctx: CheckContext) => {
    const user = ctx.label('user');
    const ingested = await ingest(ctx, user, [
      'I am allergic to peanuts.',
      'I like peanut-free desserts.',
      'I run marathons.',
    ]);
    const ids = ingested.body.atom_ids as unknown[];
    const recalled = await recallMemory(ctx, user, 'allergic peanuts', 1);
    const items = recalled.body.items as { atom_id?: unknown }[] | undefined;
    ctx.expect(
      Array.isArray(items) && items.length === 1 && ids.includes(items[0]?.atom_id),
      'exactly one item (limit 1), one of the ingested atoms',
      undefined,
      recalled.exchange,
    );
  },
});
