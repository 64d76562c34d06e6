import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createdCheckout } from './support/checkout.js';

/** @see ../../../openapi/memory.yaml#/paths/~1api~1v1~1billing~1maas~1checkout-session "Checkout session (onboarding)" */
export default defineCheck({
  id: 'MEM-CHECKOUT-SUCCESS-URL',
  title:
    'success_url is {base_url}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}, placeholder literal',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Checkout session',
  rule: '{base_url}/billing/maas/success with query parameter checkout_session_id; the literal placeholder {CHECKOUT_SESSION_ID} marks where the session id goes',
  why: 'documented: success_url is {base_url}/billing/maas/success with the literal {CHECKOUT_SESSION_ID} placeholder.',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    const { body, exchange } = await createdCheckout(ctx);
    const url = String(body.success_url);
    // The placeholder must stay literal: percent-encoded braces would not be replaced by the provider.
    const pattern =
      /^https?:\/\/[^?#]*\/billing\/maas\/success\?(?:[^#]*&)?checkout_session_id=\{CHECKOUT_SESSION_ID\}(?:&|#|$)/;
    ctx.expect(
      pattern.test(url),
      '…/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID} with the braces unencoded',
      `success_url ${JSON.stringify(body.success_url)}`,
      exchange,
    );
  },
});
