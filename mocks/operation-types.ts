/**
 * Types that tie overrides, faults and journal filters to the generated OpenAPI types: an
 * operation is named by its operationId or as `METHOD /path`, and an override's response is
 * checked by the compiler against the documented statuses and bodies of that operation.
 */

import type { RuleRequest } from '../src/engine/http/controls/rule-match.js';
import type { PlannedResponse } from '../src/engine/http/pipeline/response-check.js';
import type { operations as MemoryOperations, paths as MemoryPaths } from '../src/generated/memory.js';
import type { operations as ReleasesOperations, paths as ReleasesPaths } from '../src/generated/releases.js';

/** The generated `paths` and `operations` of one API. */
export interface ApiTypes {
  paths: object;
  operations: object;
}

/** The Hosted Memory Service's generated types. */
export interface MemoryApi {
  paths: MemoryPaths;
  operations: MemoryOperations;
}

/** The Dependency Release Tracking API's generated types. */
export interface ReleasesApi {
  paths: ReleasesPaths;
  operations: ReleasesOperations;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

type MethodPathKey<Paths> = {
  [P in keyof Paths & string]: {
    [M in HttpMethod]: M extends keyof Paths[P]
      ? [NonNullable<Paths[P][M]>] extends [never]
        ? never
        : `${Uppercase<M>} ${P}`
      : never;
  }[HttpMethod];
}[keyof Paths & string];

/**
 * How an operation may be named: `'recall'` or `'POST /v1/recall'`.
 * @example const key: OperationKey<MemoryApi> = 'POST /v1/recall';
 */
export type OperationKey<Api extends ApiTypes> =
  | (keyof Api['operations'] & string)
  | MethodPathKey<Api['paths']>;

/** The generated operation object an {@link OperationKey} names. */
export type OperationOf<Api extends ApiTypes, K> = K extends keyof Api['operations']
  ? Api['operations'][K]
  : K extends `${infer M} ${infer P}`
    ? P extends keyof Api['paths']
      ? NonNullable<Api['paths'][P][Lowercase<M> & keyof Api['paths'][P]]>
      : never
    : never;

type ResponseFor<S, R> = R extends { content: { 'application/json': infer Body } }
  ? { status: S; body: Body; headers?: Record<string, string> }
  : { status: S; body?: null; headers?: Record<string, string> };

/**
 * Every response the document allows for an operation: a documented status with the body its
 * schema types. A body of the wrong shape, or an undocumented status, does not compile.
 */
export type DocumentedResponse<Op> = Op extends { responses: infer R }
  ? { [S in keyof R & number]: ResponseFor<S, R[S]> }[keyof R & number]
  : never;

/** A typed override answer: a documented response, or a function of the request returning one. */
export type TypedAnswer<Op> =
  | DocumentedResponse<Op>
  | ((request: RuleRequest) => DocumentedResponse<Op> | Promise<DocumentedResponse<Op>>);

/** An unchecked override answer: any status from 200 to 599, any JSON body. */
export type UncheckedAnswer =
  | PlannedResponse
  | ((request: RuleRequest) => PlannedResponse | Promise<PlannedResponse>);
