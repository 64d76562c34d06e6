import { type Route, type Router, routeOf } from './router.js';
import type { AppliedRule, EngineRequest, RequestContext, RouteMatch } from './types.js';

export type { AppliedRule, RequestContext, RouteMatch } from './types.js';

/** Makes the context of each request entering one mock or engine, with ids of its own. */
export type ContextMaker = (
  request: Pick<EngineRequest, 'method' | 'path'>,
  replay?: boolean,
) => RequestContext;

/** The changes of a request that made none, shared: most requests change nothing. */
const noChanges: readonly unknown[] = Object.freeze([]);

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
  changes: readonly unknown[] = noChanges;
  depth = 0;
  private text: string | undefined = undefined;
  private looked = false;
  private found: RouteMatch = null;

  constructor(
    private readonly router: Pick<Router, 'match' | 'routes'>,
    private readonly method: string,
    private readonly path: string,
    readonly control: boolean,
    readonly replay: boolean,
    private readonly prefix: string,
    private readonly count: number,
  ) {}

  get id(): string {
    this.text ??= `${this.prefix}${this.count.toString(36)}`;
    return this.text;
  }

  addChange(change: unknown): void {
    if (this.changes === noChanges) this.changes = [change];
    else (this.changes as unknown[]).push(change);
  }

  release(): void {
    this.parsedBody = undefined;
    this.changes = noChanges;
  }

  get match(): RouteMatch {
    if (!this.looked) {
      this.looked = true;
      this.found = this.control ? null : this.router.match(this.method, this.path);
    }
    return this.found;
  }

  get route(): Route | undefined {
    // The route alone, when nothing asked for the path values: a test of each pattern, no more.
    if (!this.looked) return this.control ? undefined : routeOf(this.router.routes, this.method, this.path);
    const match = this.found;
    return match !== null && 'route' in match ? match.route : undefined;
  }
}

/**
 * The context maker of one router. Request ids are this maker's count in base 36, prefixed with
 * a letter of the maker, so that two mocks in one process (memory and releases) never share one.
 * @example const contextOf = createContextMaker(router, 'm'); const context = contextOf(request);
 */
export function createContextMaker(router: Pick<Router, 'match' | 'routes'>, prefix = 'r'): ContextMaker {
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
