import type { operations } from '../../generated/memory.js';
import { ApiError } from '../http/pipeline/api-error.js';
import type { OperationHandlers } from '../http/pipeline/operation-types.js';
import type { MemoryContext } from './context.js';

/**
 * POST /api/v1/billing/maas/checkout-session. Any pricing model name is accepted (the document's
 * decision: allowed values are not shown). The tenants fixture can mark a model as paused (402)
 * or without a price configuration, `price_id: null` (500); every other name gets a session.
 * @see ../../../openapi/memory.yaml createCheckoutSession
 */
export function createCheckoutHandler(
  ctx: MemoryContext,
): OperationHandlers<operations, 'createCheckoutSession'> {
  return {
    createCheckoutSession({ body, request }) {
      const models = ctx.tenants().pricing_models;
      const model = Object.hasOwn(models, body.pricing_model) ? models[body.pricing_model] : undefined;
      if (model?.billing_paused)
        throw new ApiError('billing_paused', 'billing is paused for this pricing model');
      if (model?.price_id === null)
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
