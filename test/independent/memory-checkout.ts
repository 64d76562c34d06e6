/**
 * POST /api/v1/billing/maas/checkout-session of the independent memory server. No authentication
 * (the document only shows a Content-Type header); onboarding errors use this server's own body
 * `{status, problems: string[]}` since the document does not show them.
 */
import { randomBytes } from 'node:crypto';
import { isObject, type Reply } from './http-util.js';
import type { MemoryToggles } from './memory-defects.js';

/** Onboarding switches: a paused billing setup (402) or a missing price configuration (500). */
export interface CheckoutOptions {
  /** Base address used in success_url and cancel_url; defaults to the server's own url. */
  baseUrl?: string;
  /** When true, checkout answers 402 (billing paused). */
  paused?: boolean;
  /** When true, checkout answers 500 (price configuration missing). */
  priceMissing?: boolean;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function problemsOf(body: unknown): string[] {
  if (!isObject(body)) return ['the body must be a JSON object'];
  const problems: string[] = [];
  for (const field of ['company_name', 'admin_email', 'service_source']) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${field} is required`);
  }
  if (typeof body.admin_email === 'string' && !EMAIL.test(body.admin_email)) {
    problems.push('admin_email must be an email address');
  }
  // Any pricing model name is accepted: the allowed values are not shown.
  if (body.pricing_model !== undefined && typeof body.pricing_model !== 'string') {
    problems.push('pricing_model must be a string');
  }
  return problems;
}

function problem(status: number, problems: string[]): Reply {
  return { status, body: { status, problems } };
}

/** Handles one checkout call; `body` is the parsed JSON or undefined when it did not parse. */
export function checkout(
  body: unknown,
  baseUrl: string,
  options: CheckoutOptions,
  toggles: MemoryToggles,
): Reply {
  const problems = body === undefined ? ['the body is not valid JSON'] : problemsOf(body);
  if (problems.length > 0 && !toggles.defects.has('checkout-accepts-invalid')) return problem(400, problems);
  if (options.paused) return problem(402, ['billing is paused for new checkouts']);
  if (options.priceMissing) return problem(500, ['payment price configuration is missing']);
  const request = isObject(body) ? body : {};
  const id = `cs_${randomBytes(12).toString('hex')}`;
  const placeholder = toggles.defects.has('checkout-placeholder-substituted') ? id : '{CHECKOUT_SESSION_ID}';
  const response: Record<string, unknown> = {
    checkout_session_id: id,
    url: `https://pay.example.test/c/${id}`,
    success_url: `${baseUrl}/billing/maas/success?checkout_session_id=${placeholder}`,
    cancel_url: `${baseUrl}/billing/maas/cancel`,
    pricing_model: typeof request.pricing_model === 'string' ? request.pricing_model : 'standard',
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  };
  if (!toggles.defects.has('checkout-no-echo')) response.service_source = request.service_source;
  return { status: 200, body: response };
}
