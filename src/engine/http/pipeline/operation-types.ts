import type { Handler, HandlerContext } from './types.js';

/**
 * Handler types derived from the generated `operations` of a document (src/generated), so the
 * compiler checks every handler's request body, query, path parameters and success bodies against
 * the contract. The validator in this folder guarantees at run time what these types promise.
 * @see ../../../../openapi/memory.yaml
 */

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Part<Op, Key extends string> = Op extends { parameters: { [K in Key]?: infer P } }
  ? [NonNullable<P>] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

/** The validated JSON body of an operation (`undefined` when it takes none). */
export type RequestBodyOf<Op> = Op extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : undefined;

/** Statuses a handler returns itself; documented errors are thrown as `ApiError`. */
type SuccessStatus = 200 | 201;

/** What a handler of `Op` may return: one of its documented success statuses with that body. */
export type SuccessOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R & SuccessStatus]: {
        status: S;
        body: JsonOf<R[S]>;
        headers?: Record<string, string>;
      };
    }[keyof R & SuccessStatus]
  : never;

/** The context a handler of `Op` receives, with `Extra` (e.g. the tenant a gate vouched for). */
export type OperationContext<Op, Extra = unknown> = Omit<HandlerContext, 'body' | 'query' | 'params'> & {
  body: RequestBodyOf<Op>;
  query: Part<Op, 'query'>;
  params: Part<Op, 'path'>;
} & Extra;

/** A handler of one operation. */
export type OperationHandler<Op, Extra = unknown> = (
  context: OperationContext<Op, Extra>,
) => SuccessOf<Op> | Promise<SuccessOf<Op>>;

/** Handlers of the operations named `Ids` of `Ops`. */
export type OperationHandlers<Ops, Ids extends keyof Ops = keyof Ops, Extra = unknown> = {
  [Id in Ids]: OperationHandler<Ops[Id], Extra>;
};

/**
 * Hands typed handlers to the core, which keys them by operationId. The one place their types
 * meet the untyped core: the router has validated every value against the same document the
 * types were generated from, so the shapes agree by construction.
 * @example createApp({ document, handlers: bindOperations<operations>({ listSources: ... }) })
 */
export function bindOperations<Ops, Extra = unknown>(
  // `Extra`: the context every handler here may rely on, such as the tenant a gate vouched for.
  handlers: Partial<OperationHandlers<Ops, keyof Ops, Extra>>,
): Record<string, Handler> {
  return handlers as unknown as Record<string, Handler>;
}
