import type { CheckContext } from '../../context.js';
import { defineCheck } from '../../define-check.js';
import { createdCheckout } from './support/checkout.js';

/** @see ../../../openapi/memory.yaml#/paths/~1api~1v1~1billing~1maas~1checkout-session "Checkout session (onboarding)" */
export default defineCheck({
  id: 'MEM-CHECKOUT-ECHO',
  title: 'a checkout session echoes the service_source it was created with',
  api: 'memory',
  level: 'documented',
  source: 'Resources and their fields: Checkout session',
  rule: 'service_source | string | echoes the request field',
  why: 'documented: service_source "echoes the request field".',
  requires: ['checkout'],
  run: async (ctx: CheckContext) => {
    const { body, exchange, serviceSource } = await createdCheckout(ctx);
    ctx.expect(
      body.service_source === serviceSource,
      `service_source ${JSON.stringify(serviceSource)}`,
      `service_source ${JSON.stringify(body.service_source)}`,
      exchange,
    );
  },
});
