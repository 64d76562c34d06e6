import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { consoleCookieToken } from '../../console/console-token.js';
import { writeError } from './refusal.js';

/** The header a control call carries its token in. */
export const controlTokenHeader = 'x-control-token';

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost', '[::1]']);

/** Whether `host` is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return loopbackHosts.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The token `/__control/` requires, if any: the one given, else a fresh random one when the mock
 * listens beyond loopback (anyone on the network could otherwise reset or rewrite it), else none.
 * @example resolveControlToken('0.0.0.0') // { token: '3f9c…', generated: true }
 */
export function resolveControlToken(
  host: string,
  given?: string,
): { token: string; generated: boolean } | undefined {
  if (given !== undefined) return { token: given, generated: false };
  if (isLoopback(host)) return undefined;
  return { token: randomBytes(18).toString('base64url'), generated: true };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards the control surface: `true` when the request may go on (not a control call, no token
 * required, or the right token); otherwise answers 401 in the `{error, message}` shape and
 * returns `false`. Compared in constant time, over digests so lengths do not leak either.
 */
export function guardControl(
  request: IncomingMessage,
  response: ServerResponse,
  token: string | undefined,
): boolean {
  if (token === undefined || !(request.url ?? '').startsWith('/__control/')) return true;
  // Or the console's cookie, which the console's page sends with its control calls (src/console).
  const sent = request.headers[controlTokenHeader] ?? consoleCookieToken(request);
  if (typeof sent === 'string' && timingSafeEqual(digest(sent), digest(token))) return true;
  const message = `the control surface needs the ${controlTokenHeader} header (the token is printed when the mock starts)`;
  // The request body is not read: close the connection rather than leave it to the next request.
  writeError(response, 'unauthorized', message, { connection: 'close' });
  return false;
}
