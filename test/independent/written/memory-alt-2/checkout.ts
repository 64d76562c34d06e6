import type { IncomingMessage } from 'node:http';
import type { Config } from './config.js';
import type { Result } from './handlers.js';
import { Failure, invalid, validate } from './validate.js';

const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** POST /api/v1/billing/maas/checkout-session, open to anyone; 201 with the hosted page. */
export function postCheckout(req: IncomingMessage, config: Config, input: unknown): Result {
  const body = validate(input, {
    company_name: { kind: 'string', required: true, max: 300 },
    admin_email: { kind: 'string', required: true, max: 320 },
    pricing_model: { kind: 'string', required: true, max: 100 },
    service_source: { kind: 'string', required: true, max: 200 },
  });
  const email = body.admin_email as string;
  if (!ADDRESS.test(email) || (config.has('email-plus-refused') && email.includes('+'))) {
    throw invalid('admin_email is not an email address');
  }
  const model = body.pricing_model as string;
  if (config.pausedPricingModels.has(model)) throw new Failure(402, 'billing_paused', 'billing is paused');
  if (config.unpricedPricingModels.has(model)) {
    throw new Failure(500, 'price_configuration_missing', `no price is configured for ${model}`);
  }
  const id = `chk_${crypto.randomUUID().replaceAll('-', '')}`;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const base = `${proto}://${req.headers.host ?? 'localhost'}`;
  const placeholder = config.has('success-url-filled') ? id : '{CHECKOUT_SESSION_ID}';
  return {
    status: 201,
    body: {
      checkout_session_id: id,
      url: `https://checkout.payments.example.com/c/pay/${id}`,
      success_url: `${base}/billing/maas/success?checkout_session_id=${placeholder}`,
      cancel_url: `${base}/billing/maas/cancel`,
      service_source: body.service_source,
    },
  };
}
