/**
 * Where a set of handlers listens. The engine is an API, not a website: the handlers must claim
 * the API's requests and leave everything else (the app's own scripts, other services) to msw's
 * `onUnhandledFrame`.
 */

/** The part of a route the matcher needs; `engine.routes` fits. */
export interface RoutePattern {
  readonly pattern: RegExp;
}

/** Where one request goes: the engine's path for it, or `null` when these handlers do not own it. */
export type BaseMatcher = (url: URL) => string | null;

interface ParsedBase {
  /** `'any'` for `*`, `'page'` for a relative base (the page's own origin), else an origin. */
  origin: string;
  /** Path prefix without a trailing slash; `''` when the API sits at the root. */
  prefix: string;
}

/**
 * Parses a `baseUrl` option: an absolute `http(s)://host:port[/prefix]`, a same-origin
 * `/[prefix]` (browsers), or `*` for any origin.
 * @throws {TypeError} for anything else, so a typo fails at setup rather than as unhandled requests.
 */
export function parseBaseUrl(baseUrl: string): ParsedBase {
  if (baseUrl === '*') return { origin: 'any', prefix: '' };
  if (baseUrl.startsWith('/')) return { origin: 'page', prefix: trimSlash(baseUrl) };
  if (/^https?:\/\//i.test(baseUrl) && URL.canParse(baseUrl)) {
    const url = new URL(baseUrl);
    return { origin: url.origin, prefix: trimSlash(url.pathname) };
  }
  throw new TypeError(
    `baseUrl must be an absolute http(s) URL, a same-origin path such as '/', or '*'; got ${JSON.stringify(baseUrl)}`,
  );
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/**
 * Builds the matcher of one base URL. An absolute origin or a path prefix belongs to the API
 * alone, so every request under it goes to the engine and an unknown path gets the engine's own
 * 404, exactly as the HTTP mock answers. A shared root (`/` or `*`) also carries the page's assets
 * and other APIs, so there only paths of the API's document are claimed; that is also what lets
 * the memory and releases handlers share one origin.
 * @example createBaseMatcher('/', engine.routes)(new URL('http://localhost:5173/v1/recall')) // '/v1/recall'
 */
export function createBaseMatcher(baseUrl: string, routes: readonly RoutePattern[]): BaseMatcher {
  const base = parseBaseUrl(baseUrl);
  const shared = base.prefix === '' && (base.origin === 'any' || base.origin === 'page');
  return (url) => {
    if (!isSameOrigin(base.origin, url)) return null;
    const { pathname } = url;
    if (base.prefix !== '' && pathname !== base.prefix && !pathname.startsWith(`${base.prefix}/`)) {
      return null;
    }
    const path = pathname.slice(base.prefix.length) || '/';
    if (shared && !routes.some((route) => route.pattern.test(path))) return null;
    return path;
  };
}

function isSameOrigin(origin: string, url: URL): boolean {
  if (origin === 'any') return true;
  if (origin !== 'page') return url.origin === origin;
  // Read per request, not at creation: a test environment may install `location` later. Without
  // one (plain Node) a relative base cannot name an origin, so it matches any, as msw's own do.
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  return page === undefined || url.origin === page;
}
