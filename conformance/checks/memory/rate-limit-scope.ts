import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { ownHeadersOf, unknownId } from './support/memory-api.js';
import { rateBurst } from './support/rate-burst.js';

/** @see ../../../openapi/memory.yaml#/components/responses/RateLimited */
export default defineCheck({
  id: 'MEM-RATE-LIMIT-SCOPE',
  title: 'a key rate-limited in one workspace is not limited in another workspace by that traffic',
  api: 'memory',
  level: 'documented',
  source: 'Limits',
  rule: 'Rate limiting applies per key and workspace combination; exceeding it yields 429.',
  why: 'documented: the limit is counted per key and workspace combination, so traffic in one workspace cannot exhaust another.',
  requires: ['rateLimit', 'otherWorkspace'],
  run: async (ctx: CheckContext) => {
    const burst = await rateBurst(ctx);
    ctx.expect(
      burst.limited,
      'a 429 from the burst in the main workspace',
      `no 429 in ${burst.sent} requests`,
      burst.last,
    );
    const probe = (workspace: string | undefined) =>
      ctx.send({
        method: 'POST',
        path: '/v1/recall',
        headers: { ...ownHeadersOf(ctx), 'x-workspace-id': workspace },
        json: { anchor_id: unknownId(), query: 'ck-conformance rate scope', limit: 1 },
        retry: false,
      });
    // A few rounds: a limiter that refills a token now and then (a token bucket) may serve one
    // request of a round, but a limit shared across workspaces shows as both refused in one.
    for (let round = 0; round < 5; round++) {
      const [same, other] = await Promise.all([
        probe(ctx.options.workspace),
        probe(ctx.options.otherWorkspace),
      ]);
      // Only while the main workspace is still limited does the other one's answer tell anything.
      if (same.status !== 429) continue;
      ctx.expect(
        other.status !== 429,
        `no 429 in ${ctx.options.otherWorkspace} while only ${ctx.options.workspace} exceeded the limit`,
        undefined,
        other,
      );
    }
  },
});
