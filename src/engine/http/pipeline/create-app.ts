import { ApiError, errorBody, isApiError } from './api-error.js';
import { readParameters } from './coerce.js';
import { createResponseWriter, engineRequestFrom } from './fetch-bridge.js';
import { parseJsonBody } from './json-body.js';
import { parsePrefer, preferredError } from './prefer.js';
import { type ContextMaker, createContextMaker, type RequestContext } from './request-context.js';
import { createRouter, type OpenApiDocument, type Route } from './router.js';
import type { EngineRequest, EngineResponse, Handler, HandlerContext, HandlerResult } from './types.js';

/** A control call of the reserved `/__control/` surface, keyed by `METHOD /__control/name`. */
export type ControlHandler = (request: EngineRequest) => EngineResponse | Promise<EngineResponse>;

/** What one API's engine plugs into the shared HTTP core. */
export interface AppOptions {
  document: OpenApiDocument;
  /** One handler per operationId of the document; a missing one is a startup error. */
  handlers: Record<string, Handler>;
  /**
   * Runs before validation on secured operations: credentials, policy, billing, rate limit. A
   * promise when the rate limit is counted elsewhere (replicas sharing one budget in Redis).
   */
  gate?: (
    route: Route,
    request: EngineRequest,
  ) => HandlerContext['tenant'] | Promise<HandlerContext['tenant']>;
  control?: Record<string, ControlHandler>;
  /** Where unexpected errors are reported; they become a 500 `internal_error`, never a crash. */
  onError?: (error: unknown, request: EngineRequest) => void;
  /**
   * Where the state lives, when the engine keeps one that reports its changes (the memory store):
   * every handler and control call runs inside `within(context, …)`, so each change is known to be
   * the request's (`context.changes`). Handlers change state synchronously, so nothing else is needed.
   */
  state?: { within<T>(context: RequestContext, run: () => T): T };
  /** Prefix of this engine's request ids (request-context.ts). */
  idPrefix?: string;
}

/** The shared HTTP core: route, gate, validate, handle, render. */
export interface App {
  handle(request: EngineRequest): Promise<EngineResponse>;
  fetch(request: Request): Promise<Response>;
  routes: Route[];
  /**
   * Makes the context of a request entering here (request-context.ts): a mock makes each
   * request's with this, so its layers and the engine read one route match. The engine's `handle`
   * uses the request's `context` when it has one, and makes its own otherwise. Engines made
   * otherwise may leave it out: a mock then makes contexts from `routes`.
   */
  contextOf?: ContextMaker;
}

const json = { 'content-type': 'application/json' } as const;

/** Renders any error into the APIs' `{error, message}` body: the one place this happens. */
export function renderError(error: ApiError): EngineResponse {
  return {
    status: error.status,
    headers: { ...json, ...error.headers },
    body: errorBody(error.code, error.message),
  };
}

function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));
}

/**
 * Builds the HTTP core of one API from its OpenAPI document and its handlers.
 * @example const app = createApp({ document: releasesDocument, handlers })
 */
export function createApp(options: AppOptions): App {
  const router = createRouter(options.document);
  const contextOf = createContextMaker(router, options.idPrefix);
  const { state } = options;
  for (const route of router.routes) {
    if (!options.handlers[route.operationId])
      throw new Error(`no handler for operation ${route.operationId}`);
  }

  /**
   * Routes, gates, validates and runs the handler. Synchronous unless the gate or the handler
   * answers with a promise: most requests then cost no turn of the microtask queue per step.
   */
  function dispatch(
    request: EngineRequest,
    context: RequestContext,
  ): EngineResponse | Promise<EngineResponse> {
    // Control calls live under /__control/ only: API requests skip building the lookup key.
    const control = context.control ? options.control?.[`${request.method} ${request.path}`] : undefined;
    if (control) return state ? state.within(context, () => control(request)) : control(request);
    const matched = context.match;
    if (matched === null)
      throw new ApiError('not_found', `no operation at ${request.method} ${request.path}`);
    if ('allowed' in matched) {
      throw new ApiError('method_not_allowed', `${request.method} is not allowed on ${request.path}`, {
        allow: matched.allowed.join(', '),
      });
    }
    const { route } = matched;
    const tenant = route.secured ? options.gate?.(route, request) : undefined;
    // Awaited only when it is a promise: the in-memory gate costs no extra turn per request.
    if (tenant instanceof Promise)
      return tenant.then((vouched) => run(route, matched.params, request, context, vouched));
    return run(route, matched.params, request, context, tenant);
  }

  /** What follows the gate: `Prefer: code=`, parameters, the body, then the handler. */
  function run(
    route: Route,
    pathValues: Record<string, string>,
    request: EngineRequest,
    requestContext: RequestContext,
    tenant: HandlerContext['tenant'],
  ): EngineResponse | Promise<EngineResponse> {
    const preferred = parsePrefer(request.headers.prefer).code;
    if (preferred !== undefined) {
      const error = preferredError(route, preferred);
      if (error) throw error;
    }
    const { query, params } = readParameters(route.parameters, request.query, pathValues);
    let body: unknown;
    if (route.body) {
      if (!isJsonContentType(request.headers['content-type'])) {
        throw new ApiError('bad_request', 'Content-Type must be application/json');
      }
      const parsed = parseJsonBody(request.body ?? '', request.bodyTooLarge);
      requestContext.parsedBody = parsed;
      requestContext.parsed = true;
      const result = route.body.validate(parsed, 'body');
      if (!result.ok) throw new ApiError('bad_request', result.message);
      body = result.value;
    }
    const context = {
      request,
      operationId: route.operationId,
      body,
      query,
      params,
      tenant,
    } as HandlerContext<never>;
    const handler = options.handlers[route.operationId] as Handler;
    const result = state ? state.within(requestContext, () => handler(context)) : handler(context);
    if (result instanceof Promise) return result.then(respond);
    return respond(result);
  }

  function respond(result: HandlerResult): EngineResponse {
    return { status: result.status, headers: { ...json, ...result.headers }, body: result.body };
  }

  /** An error of the pipeline as the answer: ApiErrors as they are, anything else a logged 500. */
  function failed(error: unknown, request: EngineRequest): EngineResponse {
    if (!isApiError(error)) options.onError?.(error, request);
    return renderError(
      isApiError(error) ? error : new ApiError('internal_error', 'unexpected error in the mock'),
    );
  }

  function handle(request: EngineRequest): Promise<EngineResponse> {
    try {
      let answer: EngineResponse | Promise<EngineResponse>;
      try {
        answer = dispatch(request, request.context ?? contextOf(request));
      } catch (error) {
        answer = failed(error, request);
      }
      if (answer instanceof Promise) return answer.catch((error: unknown) => failed(error, request));
      return Promise.resolve(answer);
    } catch (error) {
      // Only a throwing onError could get here: a rejection, as from an async function.
      return Promise.reject(error);
    }
  }

  const write = createResponseWriter();

  return {
    handle,
    routes: router.routes,
    contextOf,
    fetch: async (input) => write(await handle(await engineRequestFrom(input)), input.signal),
  };
}
