import { bodyOf, json, onRequest, onResponse, withBody } from './breakers.js';
import type { Breaker } from './serve-engine.js';
import { variants } from './variant.js';

const checkout = '/api/v1/billing/maas/checkout-session';

/** Serves hydrate with ten times the budget it was asked for, and reports the budget asked for. */
function overrunHydrate(): Breaker {
  return {
    request: (request) => {
      if (request.path !== '/v1/memory/hydrate') return request;
      const body = bodyOf(request) ?? {};
      return withBody(request, { ...body, max_tokens: body.max_tokens * 10 });
    },
    response: (response, request) =>
      request.path === '/v1/memory/hydrate' && response.status === 200
        ? { ...response, body: { ...(response.body as object), max_tokens: bodyOf(request)?.max_tokens } }
        : response,
  };
}

const fakeSession = {
  checkout_session_id: 'cs_fake',
  url: 'https://checkout.example/pay/cs_fake',
  success_url: 'http://x/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://x/billing/maas/cancel',
  service_source: 'x',
};

/** Broken rules of the convenience endpoints, checkout, every-response rules and the rate limit. */
export const memoryOtherVariants = variants([
  [
    'every ingest claims to create the anchor',
    'MEM-INGEST-ANCHOR',
    () => onResponse('/v1/memory/ingest', (r) => ({ ...r, body: { ...r.body, anchor_created: true } }), 201),
  ],
  [
    'memory recall ignores limit',
    'MEM-MEMORY-RECALL',
    () =>
      onRequest('/v1/memory/recall', (request) => {
        const { limit: _ignored, ...rest } = bodyOf(request) ?? {};
        return withBody(request, rest);
      }),
  ],
  ['hydrate overruns its budget', 'MEM-HYDRATE-BUDGET', overrunHydrate],
  [
    'checkout refuses an admin_email in upper case',
    'MEM-CHECKOUT-EMAIL',
    () =>
      onRequest(checkout, (request) =>
        /[A-Z]/.test(String(bodyOf(request)?.admin_email))
          ? json(400, { error: 'bad_request', message: 'admin_email is not an email address' })
          : request,
      ),
  ],
  [
    'checkout does not echo service_source',
    'MEM-CHECKOUT-ECHO',
    () => onResponse(checkout, (r) => ({ ...r, body: { ...r.body, service_source: 'website' } }), 201),
  ],
  [
    'the success_url placeholder is percent-encoded',
    'MEM-CHECKOUT-SUCCESS-URL',
    () =>
      onResponse(
        checkout,
        (r) => ({
          ...r,
          body: {
            ...r.body,
            success_url: r.body.success_url.replace('{CHECKOUT_SESSION_ID}', '%7BCHECKOUT_SESSION_ID%7D'),
          },
        }),
        201,
      ),
  ],
  [
    'cancel_url has the wrong path',
    'MEM-CHECKOUT-CANCEL-URL',
    () =>
      onResponse(
        checkout,
        (r) => ({ ...r, body: { ...r.body, cancel_url: `${r.body.cancel_url}led` } }),
        201,
      ),
  ],
  [
    'checkout leaves out url',
    'MEM-CHECKOUT-FIELDS',
    () => onResponse(checkout, (r) => ({ ...r, body: { ...r.body, url: undefined } }), 201),
  ],
  [
    'checkout accepts an invalid body',
    'MEM-CHECKOUT-400',
    () => onResponse(checkout, () => json(201, fakeSession), 400),
  ],
  [
    'anchors are created with 200, not 201',
    'MEM-RESP-STATUS',
    () => onResponse('/v1/anchors', (r) => ({ ...r, status: 200 }), 201),
  ],
  [
    'recall is served as text/plain',
    'MEM-RESP-JSON',
    () =>
      onResponse(
        '/v1/recall',
        (r) => ({ ...r, headers: { ...r.headers, 'content-type': 'text/plain' } }),
        200,
      ),
  ],
  [
    'feedback ok is a string',
    'MEM-RESP-SCHEMA',
    () => onResponse('/v1/feedback', (r) => ({ ...r, body: { ...r.body, ok: 'yes' } }), 200),
  ],
  [
    'not_found is renamed anchor_not_found',
    'MEM-RESP-ERROR-CODE',
    () => onResponse(/^\/v1\//, (r) => ({ ...r, body: { ...r.body, error: 'anchor_not_found' } }), 404),
  ],
  [
    'there is no rate limit',
    'MEM-RATE-LIMIT',
    () => ({}),
    { rateLimit: false, options: { rateLimitBurst: 150 } },
  ],
  [
    'the rate limit answers 503',
    'MEM-RATE-LIMIT',
    () => onResponse(/^\/v1\//, () => json(503, { error: 'unavailable', message: 'busy' }), 429),
    { rateLimit: { limit: 20, windowMs: 1000 }, options: { rateLimitBurst: 150 } },
  ],
  [
    'a key sent as x-api-key is never rate limited',
    'MEM-RATE-LIMIT',
    () =>
      onResponse(
        /^\/v1\//,
        (response, request) =>
          request.headers['x-api-key']
            ? json(404, { error: 'not_found', message: 'no such anchor' })
            : response,
        429,
      ),
    // A window longer than the run, so the limit the burst spent still holds when the probes go out.
    { rateLimit: { limit: 20, windowMs: 60_000 }, options: { rateLimitBurst: 150 } },
  ],
  [
    '429 without Retry-After',
    'MEM-RATE-RETRY-AFTER',
    () => onResponse(/^\/v1\//, (r) => ({ ...r, headers: { 'content-type': 'application/json' } }), 429),
    { rateLimit: { limit: 20, windowMs: 1000 }, options: { rateLimitBurst: 150 } },
  ],
  [
    'recall answers after 1.5 s',
    'MEM-RESP-TIME',
    () => ({
      response: async (response, request) => {
        if (request.path === '/v1/recall') await new Promise((resolve) => setTimeout(resolve, 1_500));
        return response;
      },
    }),
    { options: { maxResponseTimeMs: 1_000 } },
  ],
]);
