import type { Route, Router } from './router.js';
import type { AppliedRule, EngineRequest, RequestContext, RouteMatch } from './types.js';

export type { AppliedRule, RequestContext, RouteMatch } from './types.js';

/** Makes the context of each request entering one mock or engine, with ids of its own. */
export type ContextMaker = (
  request: Pick<EngineRequest, 'method' | 'path'>,
  replay?: boolean,
) => RequestContext;

/**
 * One request's context. The router's match is looked up when first read, once: an answer the
 * mock's answer cache serves again needs the route alone (for the journal), and an engine
 * answering needs the path values too; the id is made when first read.
 */
class Context implements RequestContext {
  readonly startedAt = Date.now();
  parsedBody: unknown = undefined;
  parsed = false;
  used: AppliedRule | undefined = undefined;
  changes: unknown[] = [];
  depth = 0;
  private looked = false;
  private found: RouteMatch = null;

  constructor(
    private readonly router: Pick<Router, 'match'>,
    private readonly method: string,
    private readonly path: string,
    readonly control: boolean,
    readonly replay: boolean,
    private readonly prefix: string,
    private readonly count: number,
  ) {}

  get id(): string {
    return `${this.prefix}${this.count.toString(36)}`;
  }

  get match(): RouteMatch {
    if (!this.looked) {
      this.looked = true;
      this.found = this.control ? null : this.router.match(this.method, this.path);
    }
    return this.found;
  }

  get route(): Route | undefined {
    const match = this.match;
    return match !== null && 'route' in match ? match.route : undefined;
  }
}

/**
 * The context maker of one router. Request ids are this maker's count in base 36, prefixed with
 * a letter of the maker, so that two mocks in one process (memory and releases) never share one.
 * @example const contextOf = createContextMaker(router, 'm'); const context = contextOf(request);
 */
export function createContextMaker(router: Pick<Router, 'match'>, prefix = 'r'): ContextMaker {
  let count = 0;
  return (request, replay = false) =>
    new Context(
      router,
      request.method,
      request.path,
      request.path.startsWith('/__control/'),
      replay,
      prefix,
      ++count,
    );
}
