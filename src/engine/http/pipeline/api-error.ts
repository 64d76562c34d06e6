/**
 * The error codes of the kit and the one place their `{error, message}` bodies are built
 * ({@link errorBody}): the APIs' codes ({@link errorCodes}), the mock's own
 * ({@link mockErrorCodes}), and the engine's error type, rendered by `renderError` (create-app.ts).
 * test/contracts/error-bodies.test.ts fails on an error body built anywhere else.
 * @see ../../../../openapi/memory.yaml#/components/schemas/Error
 * @see ../../../../README.md "The mock's own error codes"
 */

/** Every error code either document pairs with a status. Checked against the generated schemas. */
export const errorCodes = {
  bad_request: 400,
  billing_access_blocked: 402,
  billing_paused: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limited: 429,
  price_configuration_missing: 500,
  internal_error: 500,
} as const;

/** A machine error code of the APIs. */
export type ErrorCode = keyof typeof errorCodes;

/**
 * The codes the kit sends of its own, which neither document lists: what its front, its control
 * surface, its shared state and its faults answer. Each with its status (`null`: the status the
 * fault was given) and when it is sent. Never in {@link errorCodes}, which are the APIs' alone.
 */
export const mockErrorCodes = {
  starting: {
    status: 503,
    when: 'Prism, the validating proxy in front of the mock, is starting or restarting (Retry-After: 1)',
  },
  bad_gateway: {
    status: 502,
    when: 'Prism could not start or did not answer; `contract-kit record`: the upstream did not answer',
  },
  state_unavailable: {
    status: 503,
    when: '--state: a change could not be written to disk; --redis: Redis cannot be reached or locked',
  },
  unauthorized: {
    status: 401,
    when: 'a /__control/ call without the x-control-token the mock requires',
  },
  unsupported_media_type: {
    status: 415,
    when: 'a /__control/ call whose body is not content-type: application/json',
  },
  injected_fault: {
    status: null,
    when: 'a fault (/__control/faults) with a status the operation does not document, sent with that status',
  },
} as const satisfies Record<string, { status: number | null; when: string }>;

/** A machine error code the mock sends of its own (see {@link mockErrorCodes}). */
export type MockErrorCode = keyof typeof mockErrorCodes;

/** Any code an error body of the kit may carry: the APIs' or the mock's own. */
export type KitErrorCode = ErrorCode | MockErrorCode;

/** An error body of the kit, in the APIs' shape. */
export interface ErrorBody {
  error: KitErrorCode;
  message: string;
}

/**
 * The status a code is sent with; `null` for `injected_fault`, whose status is the fault's.
 * @example errorStatus('starting') // 503
 */
export function errorStatus(code: KitErrorCode): number | null {
  return code in errorCodes ? errorCodes[code as ErrorCode] : mockErrorCodes[code as MockErrorCode].status;
}

/**
 * Builds an error body: the one place the kit does, so every code it sends is declared above.
 * @example errorBody('not_found', 'anchor not found') // { error: 'not_found', message: 'anchor not found' }
 */
export function errorBody(code: KitErrorCode, message: string): ErrorBody {
  return { error: code, message };
}

/** The JSON text of {@link errorBody}, for a writer that sends text. */
export function errorJson(code: KitErrorCode, message: string): string {
  return JSON.stringify(errorBody(code, message));
}

/**
 * An error answer as an engine response (EngineResponse): its code's status, JSON, `headers`
 * added. `status` only for a code whose status is not fixed (`injected_fault`).
 * @example errorResponse('starting', 'the mock is starting', { 'retry-after': '1' })
 */
export function errorResponse(
  code: KitErrorCode,
  message: string,
  headers: Record<string, string> = {},
  status?: number,
): { status: number; headers: Record<string, string>; body: ErrorBody } {
  const fixed = status ?? errorStatus(code);
  if (fixed === null) throw new TypeError(`error code ${code} needs a status`);
  return {
    status: fixed,
    headers: { 'content-type': 'application/json', ...headers },
    body: errorBody(code, message),
  };
}

/** A documented API error: thrown anywhere in the engine, rendered by the app. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  /**
   * @example throw new ApiError('not_found', 'anchor not found')
   */
  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorCodes[code];
    this.headers = headers;
  }
}

/** Is `value` an {@link ApiError}? */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
