import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the engine served directly (`--direct`), so a browser app on another origin can call
 * the mock. Not used behind Prism: Prism adds its own CORS headers and answers preflights, and a
 * second `Access-Control-Allow-Origin` would make browsers reject the response.
 */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  // What a browser test may need to read: the API's own headers and the mock's markers (an
  // override or a fault that answered, an answer not validated yet by Prism).
  'access-control-expose-headers':
    'retry-after, allow, content-length, sl-violations, x-contract-kit-override, x-contract-kit-fault, x-contract-kit-validation',
} as const;

const preflightHeaders = {
  ...corsHeaders,
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  // Listed by name: the `*` wildcard does not cover Authorization.
  'access-control-allow-headers': 'authorization, x-api-key, x-workspace-id, content-type, prefer',
  'access-control-max-age': '600',
} as const;

/** Answers a CORS preflight with 204; returns false when the request is not one. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined)
    return false;
  response.writeHead(204, { ...preflightHeaders, 'content-length': 0 });
  response.end();
  return true;
}
