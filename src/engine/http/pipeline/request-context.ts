import type { Router } from './router.js';
import type { EngineRequest, RequestContext } from './types.js';

export type { AppliedRule, RequestContext, RouteMatch } from './types.js';

/** Makes the context of each request entering one mock or engine, with ids of its own. */
export type ContextMaker = (
  request: Pick<EngineRequest, 'method' | 'path'>,
  replay?: boolean,
) => RequestContext;

/**
 * The context maker of one router. Request ids are this maker's count in base 36, prefixed with
 * a letter of the maker, so that two mocks in one process (memory and releases) never share one.
 * @example const contextOf = createContextMaker(router, 'm'); const context = contextOf(request);
 */
export function createContextMaker(router: Pick<Router, 'match'>, prefix = 'r'): ContextMaker {
  let count = 0;
  return (request, replay = false) => {
    const control = request.path.startsWith('/__control/');
    const match = control ? null : router.match(request.method, request.path);
    return {
      id: `${prefix}${(++count).toString(36)}`,
      startedAt: Date.now(),
      control,
      match,
      route: match !== null && 'route' in match ? match.route : undefined,
      parsedBody: undefined,
      parsed: false,
      used: undefined,
      changes: [],
      replay,
      depth: 0,
    };
  };
}

/**
 * The request's context, made by `contextOf` when nothing made one before (a caller of the
 * engine's `handle` that is not a mock). Made once: the request keeps it.
 */
export function contextFor(request: EngineRequest, contextOf: ContextMaker): RequestContext {
  const known = request.context;
  if (known !== undefined) return known;
  const made = contextOf(request);
  if (Object.isExtensible(request)) request.context = made;
  return made;
}
