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
    // While the main workspace is limited, the other one's answer to a single request tells that
    // its own allowance is untouched. A limiter that refills a token now and then (a token bucket)
    // may serve one request of a round; a few rounds show a limit shared across workspaces.
    for (let round = 0; round < 5; round++) {
      const [same, other] = await Promise.all([
        probe(ctx.options.workspace),
        probe(ctx.options.otherWorkspace),
      ]);
      if (same.status !== 429) continue;
      ctx.expect(
        other.status !== 429,
        `no 429 in ${ctx.options.otherWorkspace} while only ${ctx.options.workspace} exceeded the limit`,
        undefined,
        other,
      );
    }
    // Then a burst in the other workspace: with an allowance of its own it gets through at least
    // half as many requests as the main workspace did before its 429, where a limit counted per
    // key alone (refilled or not) refuses it at once.
    const served =
      burst.sent -
      Object.entries(burst.statuses)
        .filter(([status]) => status === '429')
        .reduce((sum, [, count]) => sum + count, 0);
    const want = Math.max(2, Math.floor(served / 2));
    ctx.grantRequests(want);
    let through = 0;
    while (through < want) {
      const size = Math.min(25, want - through);
      const answers = await Promise.all(
        Array.from({ length: size }, () => probe(ctx.options.otherWorkspace)),
      );
      const limited = answers.find((answer) => answer.status === 429);
      through += answers.filter((answer) => answer.status !== 429).length;
      if (!limited) continue;
      ctx.expect(
        through >= want,
        `${want} requests in ${ctx.options.otherWorkspace} before a 429: half of the ${served} the burst in ${ctx.options.workspace} got through`,
        `a 429 after ${through}`,
        limited,
      );
      break;
    }
  },
});
