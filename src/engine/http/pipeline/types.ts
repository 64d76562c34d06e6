import type { Route, Router } from './router.js';

/**
 * The engine's plain-data seam: adapters turn their transport into an {@link EngineRequest} and
 * write back the {@link EngineResponse}. No WHATWG objects here, so the node adapter pays nothing
 * for them; `engine.fetch` wraps the same core for msw and browsers.
 */

/** A request as the engine sees it. Header names are lower-case. */
export interface EngineRequest {
  method: string;
  /** Path without query string, e.g. `/v1/recall`. */
  path: string;
  query: URLSearchParams;
  headers: Readonly<Record<string, string>>;
  /** Raw body bytes or text; `null` when there is none. `tooLarge` when the adapter stopped reading. */
  body: string | Uint8Array | null;
  /** Set by an adapter that stopped reading a body over the engine's limit. */
  bodyTooLarge?: boolean;
  /** Origin the client used, e.g. `http://127.0.0.1:4010`; for URLs the API returns. */
  origin: string;
  /**
   * The request's facts, made once where it entered the mock (or the engine, when called without
   * one) and read by every layer: see request-context.ts. Callers leave it out.
   */
  context?: RequestContext;
}

/** A response as the engine produces it. `body` is JSON-serialisable, or `null` for none. */
export interface EngineResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /**
   * Set by a mock's answer cache (src/engine/mock/answer-cache.ts) on an answer it serves again:
   * every response with this key has the same body, so a writer may keep its encoded bytes.
   */
  cacheKey?: string;
  /**
   * The body's JSON text, exactly `JSON.stringify(body)`, made once by the mock's exchange layer
   * (src/engine/mock/exchanges.ts): writers send it and the journal keeps it. A layer that answers
   * with another body builds a new response without it.
   */
  json?: string;
  /**
   * The length of `json` in UTF-8 bytes, when the serializer knew it without counting (a recall's
   * text, from lengths kept per atom: src/engine/mock/serialize.ts); set only together with `json`.
   * A writer that finds it spares a pass over the whole text to count its bytes.
   */
  jsonBytes?: number;
  /**
   * A deliberate failure below HTTP (see faults.ts): `reset` drops the connection, `hang` never
   * answers, `truncate` sends the first half of the body. Adapters act on it; the Prism front's
   * inner leg passes it on in the `x-contract-kit-network` header instead.
   */
  network?: import('../controls/faults.js').NetworkFault;
}

/** What the router made of a request's method and path: the route and its path values, the methods the path allows (405), or nothing (404). */
export type RouteMatch = ReturnType<Router['match']>;

/** The one-shot rule (an override or a fault) that answered or marked a request; see controls.ts. */
export interface AppliedRule {
  kind: 'override' | 'fault';
  /** The rule's id, e.g. `o1`, `f2`. */
  id: string;
  /** How the journal names it, e.g. `o1 (recall)`. */
  label: string;
  /**
   * Whether the use counted against a number of uses (not `'always'`): a `--redis` replica then
   * logs it, so that every replica takes the same use.
   */
  limited: boolean;
}

/**
 * The facts of one request, made once where it enters a mock or an engine and read by every layer
 * after (as hono's `Context`): its id, whether it is a control call, the router's match, the body
 * the core parsed, the rule it used, and what it changed in the state. A layer reads these instead
 * of working them out again; nothing about a request rides anywhere else.
 */
export interface RequestContext {
  /** Unique within the mock (or engine) that made it: the lifecycle events and `--verbose` name it. */
  readonly id: string;
  /** When the request entered, `Date.now()`. */
  readonly startedAt: number;
  /** A call of the reserved `/__control/` surface: never an API request. */
  readonly control: boolean;
  /** The router's match, looked up once; `null` for a control call. */
  readonly match: RouteMatch;
  /** The documented operation the method and path name, when there is one. */
  readonly route: Route | undefined;
  /** The JSON body the core parsed and validated it from (`undefined` until then, or for none). */
  parsedBody: unknown;
  /** Whether {@link parsedBody} is set (a body may parse to `null`). */
  parsed: boolean;
  /** The one-shot rule that answered or marked it, set by the controls when they use one up. */
  used: AppliedRule | undefined;
  /**
   * Every change of state made while serving it, in order, when someone subscribes to the
   * engine's store (`--state`, `--redis`: memory/store.ts); empty again once the request is
   * answered (`release`).
   */
  readonly changes: readonly unknown[];
  /** Adds a change the request made (the store calls it). */
  addChange(change: unknown): void;
  /** Lets go of what the request no longer needs once answered (its parsed body, its changes). */
  release(): void;
  /** A repeat of a call another process already logged (a `--redis` replica's catch-up). */
  readonly replay: boolean;
  /**
   * How deep the request has gone through the mock's layers: compose.ts refuses a layer that calls
   * `next` a second time for the same request.
   */
  depth: number;
}

/** What a route handler receives: the request plus its validated parts. */
export interface HandlerContext<Body = unknown> {
  request: EngineRequest;
  operationId: string;
  /** The parsed, schema-validated JSON body (defaults applied), or `undefined` for GET. */
  body: Body;
  /** Query parameters coerced to their schema types (defaults applied). */
  query: Record<string, unknown>;
  /** Path parameters coerced to their schema types. */
  params: Record<string, unknown>;
  /** Set by the auth gate on /v1/ operations. */
  tenant?: { apiKey: string; workspaceId: string };
}

/** Result of a handler: status and JSON body; headers optional. */
export interface HandlerResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A route handler keyed by operationId. Throw `ApiError` for documented errors. */
export type Handler = (context: HandlerContext<never>) => HandlerResult | Promise<HandlerResult>;
