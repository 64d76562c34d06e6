import type { ServerResponse } from 'node:http';
import { isHostAllowed } from './allowed-hosts.js';
import { type AccessPolicy, isControlOrigin, originOf } from './allowed-origins.js';
import { guardControl } from './control-token.js';
import type { Arrival } from './node-request.js';
import { isControlPath, refuse } from './refusal.js';

/** Whether the request carries a body: a length above zero, or a chunked one. */
function hasBody({ headers }: Arrival): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length.trim() !== '0';
}

/** JSON, the only body a page cannot send without a preflight (text/plain and forms need none). */
function isJsonType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[^/\s]+\+json$/.test(type);
}

/** The control surface's own checks once the Host passed: Origin, the body's type, the token. */
function guardControlCall(
  arrival: Arrival,
  response: ServerResponse,
  policy: AccessPolicy,
  token: string | undefined,
): boolean {
  if (!isControlOrigin(arrival, policy)) {
    const message = `the control surface answers no page on ${originOf(arrival)}; allow one with --control-origin`;
    refuse(response, 'forbidden', message);
    return false;
  }
  if (hasBody(arrival) && !isJsonType(arrival.headers['content-type'])) {
    const message = 'a control call with a body must send content-type: application/json';
    refuse(response, 'unsupported_media_type', message);
    return false;
  }
  return guardControl(arrival.message, response, token);
}

/**
 * What every public listener of a mock checks before anything else (the direct listener and the
 * Prism front): a Host that names this mock, on every route (403 otherwise: DNS rebinding); and
 * on `/__control/`, a page origin the user allowed, a JSON body, and the control token when one
 * is required. A refused request reaches no layer of the mock, so it changes no state. Answers
 * and returns `false` when it refuses; a CORS preflight passes on to `answerPreflight`.
 * @example if (!guardRequest(arrive(request), response, policy, token)) return;
 */
export function guardRequest(
  arrival: Arrival,
  response: ServerResponse,
  policy: AccessPolicy,
  token: string | undefined,
): boolean {
  const { headers, message: request } = arrival;
  const host = headers.host;
  if (!isHostAllowed(host, policy.allowedHosts ?? [])) {
    const message = `this mock does not answer the host name ${host}; allow it with --allowed-host`;
    refuse(response, 'forbidden', message);
    return false;
  }
  // A preflight carries no token and no body: answerPreflight (cors.ts) applies the Origin rules.
  const preflight = request.method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
  if (!isControlPath(request.url) || preflight) return true;
  return guardControlCall(arrival, response, policy, token);
}
