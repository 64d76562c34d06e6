import { http, type RequestHandler } from 'msw';
import type { Engine } from '../src/engine/engine.js';
import { createMock, type MockOptions } from '../src/engine/mock/create-mock.js';
import type { Mock } from '../src/engine/mock/types.js';
import { createBaseMatcher } from './base-url.js';
import { createHandlerControls, type HandlerControls } from './handler-controls.js';
import type { ApiTypes } from './operation-types.js';

/**
 * What `createMemoryHandlers` and `createReleasesHandlers` return: a plain msw `RequestHandler[]`
 * to spread into `setupServer(...)` or `setupWorker(...)`, carrying the engine it owns and a
 * `reset` for test isolation. An array rather than a wrapper object, so the common case needs no
 * `.handlers` and both APIs combine as `setupServer(...memory, ...releases)`.
 * @example
 * const memory = createMemoryHandlers();
 * const server = setupServer(...memory);
 * afterEach(() => memory.reset());
 */
export type EngineHandlers<Api extends ApiTypes = ApiTypes> = RequestHandler[] &
  HandlerControls<Api> & {
    /** The mock behind the handlers: its engine, journal, overrides and faults (src/engine/mock). */
    readonly engine: Mock;
    /**
     * Back to the initial state: fixtures loaded (or `initialState`), nothing else stored, ids
     * from the seed, and no overrides, faults or journal entries. Done when it returns (no need to
     * await it); the promise is the mock's own `reset()`.
     */
    reset(): Promise<void>;
    /** The whole state as JSON-serialisable data; `restore` takes it back (see README). */
    snapshot(): unknown;
    /** Replaces the state with a `snapshot()`; throws a clear Error when it is not one. */
    restore(state: unknown): void;
  };

/** The options every handler factory adds to its engine's options. */
export interface BaseUrlOption extends Pick<MockOptions, 'random' | 'latencyMs'> {
  /**
   * Where the API lives: an absolute `http(s)://host:port[/prefix]`, a same-origin `/` or
   * `/prefix` (browsers), or `*` for any origin. On a shared root (`/`, `*`) only the API's own
   * paths are claimed; under an origin or prefix of its own every path is, as on the HTTP mock.
   */
  baseUrl?: string;
}

/**
 * Builds the mock of an engine (createMock: the pipeline the HTTP mock runs, without a socket)
 * and wraps it in one msw handler. No behaviour lives here: the request goes to the mock's
 * `fetch` and its Response comes back unchanged; only a path prefix is removed first, because the
 * engine routes by the document's paths.
 * @throws {TypeError} when `baseUrl` is not one of the accepted forms.
 * @example const handlers = createEngineHandlers(createMemoryEngine({ tenants }), 'http://127.0.0.1:4010');
 */
export function createEngineHandlers<Api extends ApiTypes>(
  engine: Engine,
  baseUrl: string,
  options: Omit<MockOptions, 'share'> = {},
): EngineHandlers<Api> {
  const mock = createMock(engine, options);
  const match = createBaseMatcher(baseUrl, mock.routes);
  const handler = http.all(
    ({ request }) => match(new URL(request.url)) !== null,
    async ({ request }) => {
      const url = new URL(request.url);
      const path = match(url);
      return mock.fetch(path === url.pathname ? request : await rebase(request, url, path ?? '/'));
    },
  );
  return Object.assign([handler] as RequestHandler[], createHandlerControls<Api>(mock), {
    engine: mock,
    reset: () => mock.reset(),
    // A copy of the caller's own: the memory snapshot shares its metadata objects with the live
    // state, so a caller that changed what it got would change the mock.
    snapshot: () => structuredClone(mock.snapshot()),
    restore: (state: unknown) => mock.restore(state),
  });
}

/**
 * The same request at the engine's path. The body is read first: passing the Request itself as
 * the init would hand over a stream, which browsers refuse without `duplex: 'half'`.
 */
async function rebase(request: Request, url: URL, path: string): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`${url.origin}${path}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    signal: request.signal,
  });
}
