import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { rateBurst } from './support/rate-burst.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/Error "Limits" and "Errors" */
export default defineCheck({
  id: 'MEM-RATE-LIMIT',
  title: 'a bounded burst of recalls reaches 429 rate_limited',
  api: 'memory',
  level: 'documented',
  source: 'Limits',
  rule: 'Rate limiting applies per key and workspace combination; exceeding it yields 429.',
  why: 'documented: Limits, "exceeding it yields 429", and the Errors table (rate_limited).',
  requires: ['rateLimit'],
  run: async (ctx: CheckContext) => {
    const burst = await rateBurst(ctx);
    ctx.expect(
      burst.limited,
      `a 429 within ${ctx.options.rateLimitBurst} recalls (raise --rate-limit-burst if the limit is higher)`,
      `${burst.sent} requests, statuses ${JSON.stringify(burst.statuses)}`,
      burst.last,
    );
    ctx.expectError(burst.limited, 429, 'rate_limited');
  },
});
