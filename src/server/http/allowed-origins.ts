import type { Arrival } from './node-request.js';

/** Who may reach a mock from a browser, and under which names (the mock flags of the same names). */
export interface AccessPolicy {
  /** Host names answered besides localhost, `*.localhost` and IP literals (`--allowed-host`); `.example.com` allows it and its subdomains. */
  allowedHosts?: readonly string[];
  /** Origins a browser page may call `/__control/` from (`--control-origin`); the API's CORS allows them too. */
  controlOrigins?: readonly string[];
  /** Origins the API's CORS allows besides the localhost ones (`--cors-origin`). */
  corsOrigins?: readonly string[];
}

const localHostnames = /^(localhost|[a-z0-9.-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/**
 * Whether `origin` is a page on this machine: http(s) on `localhost`, `*.localhost`, `127.x.x.x`
 * or `[::1]`, any port. A page elsewhere cannot be served from these names.
 * @example isLocalOrigin('http://localhost:5173') // true
 */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.origin !== origin) return false;
    return (url.protocol === 'http:' || url.protocol === 'https:') && localHostnames.test(url.hostname);
  } catch {
    return false;
  }
}

const same = (origin: string, list: readonly string[] | undefined) =>
  list?.some((entry) => entry.toLowerCase() === origin.toLowerCase()) ?? false;

/** Whether the API's CORS lets a page on `origin` read answers and send preflighted requests. */
export function isCorsOrigin(origin: string, policy: AccessPolicy): boolean {
  return isLocalOrigin(origin) || same(origin, policy.corsOrigins) || same(origin, policy.controlOrigins);
}

/** The page origin of a request, if a browser sent one. */
export function originOf(arrival: Arrival): string | undefined {
  return arrival.headers.origin;
}

/**
 * Whether a control call may come from this request's Origin: none (curl, Node, Playwright's
 * request context), the mock's own (`http://` + its Host), or one the user allowed.
 */
export function isControlOrigin(arrival: Arrival, policy: AccessPolicy): boolean {
  const origin = originOf(arrival);
  if (origin === undefined) return true;
  const host = arrival.headers.host;
  if (host !== undefined && origin.toLowerCase() === `http://${host.toLowerCase()}`) return true;
  return same(origin, policy.controlOrigins);
}
