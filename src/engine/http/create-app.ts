import { ApiError, isApiError } from './api-error.js';
import { readParameters } from './coerce.js';
import { createResponseWriter, engineRequestFrom } from './fetch-bridge.js';
import { parseJsonBody, rememberParsedBody } from './json-body.js';
import { parsePrefer, preferredError } from './prefer.js';
import { createRequestLog, type RequestLog } from './request-log.js';
import { createRouter, type OpenApiDocument, type Route } from './router.js';
import type { EngineRequest, EngineResponse, Handler, HandlerContext } from './types.js';

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
  /** Latency added to every response, in milliseconds (on top of `Prefer: delay=`). */
  latencyMs?: number;
  /** Where unexpected errors are reported; they become a 500 `internal_error`, never a crash. */
  onError?: (error: unknown, request: EngineRequest) => void;
}

/** The shared HTTP core: route, gate, validate, handle, render. */
export interface App {
  handle(request: EngineRequest): Promise<EngineResponse>;
  fetch(request: Request): Promise<Response>;
  log: RequestLog;
  routes: Route[];
}

const json = { 'content-type': 'application/json' } as const;

/** Renders any error into the APIs' `{error, message}` body: the one place this happens. */
export function renderError(error: ApiError): EngineResponse {
  return {
    status: error.status,
    headers: { ...json, ...error.headers },
    body: { error: error.code, message: error.message },
  };
}

function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the HTTP core of one API from its OpenAPI document and its handlers.
 * @example const app = createApp({ document: releasesDocument, handlers })
 */
export function createApp(options: AppOptions): App {
  const router = createRouter(options.document);
  for (const route of router.routes) {
    if (!options.handlers[route.operationId])
      throw new Error(`no handler for operation ${route.operationId}`);
  }
  const log = createRequestLog();

  // `trace` learns the operation as soon as the route matches, so an error answer names it too.
  async function dispatch(
    request: EngineRequest,
    trace: { operationId?: string },
  ): Promise<{ response: EngineResponse; operationId?: string }> {
    const control = options.control?.[`${request.method} ${request.path}`];
    if (control) return { response: await control(request) };
    const matched = router.match(request.method, request.path);
    if (matched === null)
      throw new ApiError('not_found', `no operation at ${request.method} ${request.path}`);
    if ('allowed' in matched) {
      throw new ApiError('method_not_allowed', `${request.method} is not allowed on ${request.path}`, {
        allow: matched.allowed.join(', '),
      });
    }
    const { route } = matched;
    trace.operationId = route.operationId;
    let tenant = route.secured ? options.gate?.(route, request) : undefined;
    // Awaited only when it is a promise: the in-memory gate costs no extra turn per request.
    if (tenant instanceof Promise) tenant = await tenant;
    const preferred = parsePrefer(request.headers.prefer).code;
    if (preferred !== undefined) {
      const error = preferredError(route, preferred);
      if (error) throw error;
    }
    const { query, params } = readParameters(route.parameters, request.query, matched.params);
    let body: unknown;
    if (route.body) {
      if (!isJsonContentType(request.headers['content-type'])) {
        throw new ApiError('bad_request', 'Content-Type must be application/json');
      }
      const parsed = parseJsonBody(request.body ?? '', request.bodyTooLarge);
      rememberParsedBody(request, parsed);
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
    const result = await (options.handlers[route.operationId] as Handler)(context);
    const headers = { ...json, ...result.headers };
    const { status, cacheKey } = result;
    if (cacheKey === undefined) {
      return { operationId: route.operationId, response: { status, headers, body: result.body } };
    }
    // A keyed body may be built on first read (see EngineResponse.cacheKey): pass the read through.
    const response = {
      status,
      headers,
      get body() {
        return result.body;
      },
      cacheKey,
    };
    return { operationId: route.operationId, response };
  }

  async function handle(request: EngineRequest): Promise<EngineResponse> {
    const started = Date.now();
    let outcome: { response: EngineResponse; operationId?: string };
    const trace: { operationId?: string } = {};
    try {
      outcome = await dispatch(request, trace);
    } catch (error) {
      if (!isApiError(error)) options.onError?.(error, request);
      outcome = {
        ...trace,
        response: renderError(
          isApiError(error) ? error : new ApiError('internal_error', 'unexpected error in the mock'),
        ),
      };
    }
    const delay = (options.latencyMs ?? 0) + parsePrefer(request.headers.prefer).delayMs;
    if (delay > 0) await sleep(delay);
    log.record(request, outcome.response.status, outcome.operationId, Date.now() - started);
    return outcome.response;
  }

  // For `fetch`: keyed bodies are serialised once rather than on every msw round trip.
  const write = createResponseWriter();

  return {
    handle,
    log,
    routes: router.routes,
    fetch: async (input) => write(await handle(await engineRequestFrom(input)), input.signal),
  };
}
