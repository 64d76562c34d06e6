import type { IncomingMessage, ServerResponse } from 'node:http';

/** The health route of every HTTP mock: for a container's healthcheck or a load balancer. */
export const healthPath = '/__health';

/**
 * Answers `GET` (or `HEAD`) `/__health` when that is the request, and says whether it did: 200
 * `{"status":"ok"}` while the mock serves, 503 `{"status":"starting"}` (with Retry-After) while it
 * cannot yet (Prism starting, or restarting after it exited). It needs no control token and tells
 * nothing else (no version, state or configuration), so it is safe to leave open beyond loopback.
 * @example if (answerHealth(request, response, prism !== null)) return;
 */
export function answerHealth(request: IncomingMessage, response: ServerResponse, serving: boolean): boolean {
  if (request.url !== healthPath || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const body = JSON.stringify({ status: serving ? 'ok' : 'starting' });
  response.writeHead(serving ? 200 : 503, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(serving ? {} : { 'retry-after': '1' }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
