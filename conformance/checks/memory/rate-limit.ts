import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { unknownId } from './support/memory-api.js';
import { rateBurst } from './support/rate-burst.js';

/** @see ../../../openapi/memory.yaml#/components/schemas/Error "Limits" and "Errors" */
export default defineCheck({
  id: 'MEM-RATE-LIMIT',
  title:
    'a bounded burst of recalls reaches 429 rate_limited, and the spent limit holds for the key sent as x-api-key too',
  api: 'memory',
  level: 'documented',
  source: 'Limits',
  rule: 'Rate limiting applies per key and workspace combination; exceeding it yields 429.',
  why: 'documented: Limits, "exceeding it yields 429", and the Errors table (rate_limited); the limit is per key, however the key is sent.',
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
    // The burst sent the key as Bearer; the same key as x-api-key shares its quota.
    const probe = (credentials: Record<string, string | undefined>) =>
      ctx.send({
        method: 'POST',
        path: '/v1/recall',
        headers: { ...credentials, 'x-workspace-id': ctx.options.workspace },
        json: { anchor_id: unknownId(), query: 'ck-conformance rate forms', limit: 1 },
        retry: false,
      });
    const key = ctx.options.apiKey;
    const [bearer, header] = await Promise.all([
      probe({ authorization: `Bearer ${key}` }),
      probe({ 'x-api-key': key }),
    ]);
    // Only while the Bearer form is still limited does the x-api-key form's answer tell anything.
    if (bearer.status !== 429) return;
    ctx.expect(
      header.status === 429,
      'a 429 for the key sent as x-api-key while the same key as Bearer is limited',
      undefined,
      header,
    );
  },
});
