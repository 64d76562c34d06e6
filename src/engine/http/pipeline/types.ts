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
  network?: 'reset' | 'hang' | 'truncate';
  /**
   * The one-shot rule that answered or marked this response (see controls.ts): the journal names
   * it, and a replica logs that it was used up.
   */
  applied?: { kind: 'override' | 'fault'; label: string };
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
