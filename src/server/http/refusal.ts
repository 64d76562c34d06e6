import type { ServerResponse } from 'node:http';

/** Whether a request target is on the control surface (`/__control/`, and a console's `/__console/`). */
export function isControlPath(url: string | undefined): boolean {
  return url !== undefined && (url.startsWith('/__control') || url.startsWith('/__console'));
}

/**
 * Refuses a request before its body is read, in the API's `{error, message}` shape and with no
 * CORS headers, and closes the connection: an unread body cannot be told from the next request.
 * @example refuse(response, 403, 'forbidden', 'the Host evil.example is not this mock')
 */
export function refuse(response: ServerResponse, status: number, error: string, message: string): void {
  const body = JSON.stringify({ error, message });
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(body);
}
