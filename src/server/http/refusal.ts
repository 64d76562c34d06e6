import type { ServerResponse } from 'node:http';
import { errorResponse, type KitErrorCode } from '../../engine/http/pipeline/api-error.js';

/** Whether a request target is on the control surface (`/__control/`, and a console's `/__console/`). */
export function isControlPath(url: string | undefined): boolean {
  return url !== undefined && (url.startsWith('/__control') || url.startsWith('/__console'));
}

/**
 * Writes an error answer of the kit straight to a node response: `code`'s status, the
 * `{error, message}` body of `errorResponse` (api-error.ts), its length, then `headers`. The node
 * side's one writer of an error that is not an engine response (those go through writeResponse).
 * @example writeError(response, 'unauthorized', 'the control surface needs the token', { connection: 'close' })
 */
export function writeError(
  response: ServerResponse,
  code: KitErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  const answer = errorResponse(code, message);
  const body = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    ...answer.headers,
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

/**
 * Refuses a request before its body is read, in the API's `{error, message}` shape and with no
 * CORS headers, and closes the connection: an unread body cannot be told from the next request.
 * @example refuse(response, 'forbidden', 'the Host evil.example is not this mock')
 */
export function refuse(response: ServerResponse, code: KitErrorCode, message: string): void {
  writeError(response, code, message, { 'cache-control': 'no-store', connection: 'close' });
}
