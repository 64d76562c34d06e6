import type { CheckContext } from '../../../context.js';
import type { Exchange } from '../../../http/exchange.js';
import { successBody } from './memory-api.js';

/** A checkout session the run created once, with the unique `service_source` it sent. */
export interface CreatedCheckout {
  body: Record<string, unknown>;
  exchange: Exchange;
  serviceSource: string;
}

/**
 * Creates one checkout session per run (several checks read it). Sent with only a Content-Type
 * header, as the API document's usage does.
 * @example const { body } = await createdCheckout(ctx);
 */
export function createdCheckout(ctx: CheckContext): Promise<CreatedCheckout> {
  return ctx.memo('checkout-session', async () => {
    const serviceSource = `ck-conformance-${ctx.runId}`;
    const result = await ctx.memoryAs({}).POST('/api/v1/billing/maas/checkout-session', {
      body: {
        company_name: `ck-conformance ${ctx.runId}`,
        admin_email: `ck-conformance+${ctx.runId.replace(/[^a-z0-9]/gi, '')}@example.com`,
        pricing_model: ctx.options.pricingModel,
        service_source: serviceSource,
      },
    });
    const [body, exchange] = successBody(ctx, result);
    return { body, exchange, serviceSource };
  });
}
