import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';

/** @see ../../../openapi/memory.yaml#/paths/~1api~1v1~1billing~1maas~1checkout-session "POST /api/v1/billing/maas/checkout-session" */
export default defineCheck({
  id: 'MEM-CHECKOUT-400',
  title: 'checkout with an invalid or malformed body is 400',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: POST /api/v1/billing/maas/checkout-session',
  rule: 'Errors: 400 invalid request body; 402 billing paused; 500 payment price configuration missing.',
  why: 'documented: "Errors: 400 invalid request body"; the error body is not shown, so the documented level checks the status only.',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    const path = '/api/v1/billing/maas/checkout-session';
    const invalid = await ctx.send({
      method: 'POST',
      path,
      json: { company_name: 42, service_source: 'ck-conformance' },
    });
    ctx.expectStatus(invalid, 400);
    const malformed = await ctx.send({ method: 'POST', path, rawBody: '{"company_name": ' });
    ctx.expectStatus(malformed, 400);
  },
});
