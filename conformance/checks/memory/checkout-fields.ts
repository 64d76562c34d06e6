import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createdCheckout } from './support/checkout.js';

const fields = ['checkout_session_id', 'url', 'success_url', 'cancel_url', 'service_source'] as const;

/** @see ../../../openapi/memory.yaml#/paths/~1api~1v1~1billing~1maas~1checkout-session "Checkout session (onboarding)" */
export default defineCheck({
  id: 'MEM-CHECKOUT-FIELDS',
  title: 'a checkout session carries every documented field; url is an absolute URL',
  api: 'memory',
  level: 'documented',
  source: 'Endpoints: POST /api/v1/billing/maas/checkout-session',
  rule: 'Response body: checkout_session_id, url, success_url, cancel_url, service_source.',
  why: 'documented: the checkout session response fields.',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    const { body, exchange } = await createdCheckout(ctx);
    const missing = fields.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    ctx.expect(
      missing.length === 0,
      `non-empty strings ${fields.join(', ')}`,
      `missing or empty: ${missing.join(', ')}`,
      exchange,
    );
    ctx.expect(
      URL.canParse(String(body.url)),
      'url, an absolute URL of the hosted checkout page',
      `url ${JSON.stringify(body.url)}`,
      exchange,
    );
  },
});
