/**
 * The one error type of the engine, rendered in exactly one place (`renderError`) into the APIs'
 * `{error, message}` body.
 * @see ../../../../openapi/memory.yaml#/components/schemas/Error
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
