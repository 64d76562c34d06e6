import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createdCheckout } from './support/checkout.js';

/** @see ../../../openapi/memory.yaml#/paths/~1api~1v1~1billing~1maas~1checkout-session "Checkout session (onboarding)" */
export default defineCheck({
  id: 'MEM-CHECKOUT-CANCEL-URL',
  title: 'cancel_url is {base_url}/billing/maas/cancel',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Checkout session',
  rule: 'cancel_url | string (URL) | {base_url}/billing/maas/cancel',
  why: 'documented: cancel_url is {base_url}/billing/maas/cancel.',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    const { body, exchange } = await createdCheckout(ctx);
    const url = String(body.cancel_url);
    const ok = URL.canParse(url) && new URL(url).pathname.endsWith('/billing/maas/cancel');
    ctx.expect(
      ok,
      'an absolute URL whose path ends in /billing/maas/cancel',
      `cancel_url ${JSON.stringify(body.cancel_url)}`,
      exchange,
    );
  },
});
