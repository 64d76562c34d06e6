import { ApiError } from '../http/api-error.js';
import type { HandlerContext, HandlerResult } from '../http/types.js';
import type { MemoryContext } from './context.js';

type Body = Record<string, string>;

/**
 * POST /api/v1/billing/maas/checkout-session. Pricing models come from the tenants fixture: an
 * unknown one is a 400, one with `billing_paused` a 402, one whose `price_id` is null a 500.
 * @see ../../../../shared/seeds/memory-service-api.md "POST /api/v1/billing/maas/checkout-session"
 */
export function createCheckoutHandler(ctx: MemoryContext) {
  return {
    createCheckoutSession({ body, request }: HandlerContext<Body>): HandlerResult {
      const models = ctx.tenants().pricing_models;
      const pricingModel = body.pricing_model as string;
      const model = Object.hasOwn(models, pricingModel) ? models[pricingModel] : undefined;
      if (!model) {
        const known = Object.keys(models).join(', ');
        throw new ApiError('bad_request', `pricing_model must be one of ${known}`);
      }
      if (model.billing_paused)
        throw new ApiError('billing_paused', 'billing is paused for this pricing model');
      if (model.price_id === null)
        throw new ApiError('price_configuration_missing', 'payment price configuration missing');
      const id = `cs_test_${ctx.ids.uuid().replace(/-/g, '')}`;
      return {
        status: 201,
        body: {
          checkout_session_id: id,
          url: `https://checkout.payments.test/pay/${id}`,
          success_url: `${request.origin}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${request.origin}/billing/maas/cancel`,
          service_source: body.service_source,
        },
      };
    },
  };
}
