import type { ServerResponse } from 'node:http';
import { type AccessPolicy, isControlOrigin, isCorsOrigin, originOf } from './allowed-origins.js';
import type { Arrival } from './node-request.js';
import { isControlPath, refuse } from './refusal.js';

/**
 * What a browser app may read besides the safelisted headers: the API's own headers and the
 * mock's markers (an override or a fault that answered, an answer not validated yet by Prism).
 */
const exposed =
  'retry-after, allow, content-length, sl-violations, x-contract-kit-override, x-contract-kit-fault, x-contract-kit-validation';

/** Whether a page on the request's Origin may call this path cross-origin (see allowed-origins.ts). */
function mayCall(arrival: Arrival, origin: string, policy: AccessPolicy): boolean {
  return isControlPath(arrival.message.url) ? isControlOrigin(arrival, policy) : isCorsOrigin(origin, policy);
}

/**
 * The CORS headers of one answer, the same in both modes (direct, and the Prism front, where
 * Prism adds none): the page's origin echoed with credentials allowed when it may call, else
 * nothing, so a page on a foreign origin reads no answer (Vite's default since CVE-2025-24010).
 * `Vary: Origin` on every answer a browser asked for, since the headers depend on it.
 * @example corsHeadersFor(arrive(request), {}) // {} for Origin http://evil.example
 */
export function corsHeadersFor(arrival: Arrival, policy: AccessPolicy): Record<string, string> {
  const origin = originOf(arrival);
  if (origin === undefined) return {};
  if (!mayCall(arrival, origin, policy)) return { vary: 'origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': exposed,
    vary: 'origin',
  };
}

/**
 * Answers a CORS preflight: 204 with the CORS headers when the page may call, else 403 in the
 * `{error, message}` shape with none, so the browser never sends the request itself. Returns
 * false when the request is not a preflight.
 */
export function answerPreflight(arrival: Arrival, response: ServerResponse, policy: AccessPolicy): boolean {
  if (arrival.message.method !== 'OPTIONS' || arrival.headers['access-control-request-method'] === undefined)
    return false;
  const cors = corsHeadersFor(arrival, policy);
  if (cors['access-control-allow-origin'] === undefined) {
    refuse(response, 'forbidden', `pages on ${originOf(arrival) ?? 'no origin'} may not call this mock`);
    return true;
  }
  response.writeHead(204, {
    ...cors,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    // Listed by name: the `*` wildcard does not cover Authorization.
    'access-control-allow-headers':
      'authorization, x-api-key, x-workspace-id, content-type, prefer, x-control-token',
    'access-control-max-age': '600',
    'content-length': 0,
  });
  response.end();
  return true;
}
