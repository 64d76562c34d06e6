import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { ingest } from './support/convenience-api.js';

/** @see ../../../openapi/memory.yaml "POST /v1/memory/ingest" (x-inferred) */
export default defineCheck({
  id: 'MEM-INGEST-ANCHOR',
  title: 'the first ingest for a user creates their anchor, later ones reuse it; counts agree',
  api: 'memory',
  level: 'kit',
  source: 'openapi/memory.yaml: POST /v1/memory/ingest (x-inferred)',
  rule: "The first ingest for a `user_external_id` creates that user's anchor (type `user`); later ingests reuse it.",
  why: 'the kit\'s choice: "Request and response payloads of these three endpoints: not shown".',
  run: async (ctx: CheckContext) => {
    const user = ctx.label('user');
    const first = await ingest(ctx, user, ['I am vegetarian.', 'My daughter was born in March.']);
    const second = await ingest(ctx, user, ['I moved to Porto.']);
    const a = first.body;
    const b = second.body;
    ctx.expect(
      a.anchor_created === true,
      'anchor_created true on the first ingest',
      undefined,
      first.exchange,
    );
    ctx.expect(
      b.anchor_created === false && b.anchor_id === a.anchor_id,
      `anchor_created false and the same anchor_id ${String(a.anchor_id)} on the second ingest`,
      undefined,
      second.exchange,
    );
    for (const { body, exchange } of [first, second]) {
      const count = Array.isArray(body.atom_ids) ? body.atom_ids.length : -1;
      ctx.expect(
        body.stored_count === count,
        'stored_count equal to the length of atom_ids',
        undefined,
        exchange,
      );
    }
  },
});
