import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Settings } from './config.js';
import { type Body, badRequest, HttpError, requireString } from './http.js';
import type { Reply } from './runtime.js';

const EMAIL =
  /^[^\s@"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

function baseUrl(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

/** POST /api/v1/billing/maas/checkout-session: no credentials needed; 200 on success. */
export function checkout(req: IncomingMessage, settings: Settings, body: Body): Reply {
  const company = requireString(body, 'company_name', 200);
  const email = requireString(body, 'admin_email', 254);
  if (!EMAIL.test(email)) throw badRequest('admin_email must be an email address');
  const pricingModel = requireString(body, 'pricing_model', 64);
  const serviceSource = requireString(body, 'service_source', 128);
  if (company.trim() === '') throw badRequest('company_name must not be blank');
  if (settings.pausedPricingModels.has(pricingModel)) {
    throw new HttpError(402, 'billing_paused', `billing is paused for pricing model ${pricingModel}`);
  }
  if (settings.unpricedPricingModels.has(pricingModel)) {
    throw new HttpError(500, 'price_configuration_missing', 'payment price configuration missing');
  }
  const id = `cs_alt_${randomBytes(12).toString('hex')}`;
  const base = baseUrl(req);
  return {
    status: 200,
    body: {
      checkout_session_id: id,
      url: `https://pay.provider.example/session/${id}`,
      success_url: `${base}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/billing/maas/cancel`,
      service_source: serviceSource,
    },
  };
}
