import type { paths } from '../generated/memory.js';

/** Header parameters the memory client supplies itself, from `workspaceId`. */
type ClientSuppliedHeader = 'X-Workspace-Id';

type RelaxedHeader<Header> = Omit<Header, ClientSuppliedHeader> &
  Partial<Pick<Header, Extract<keyof Header, ClientSuppliedHeader>>>;

// `Partial<T> extends T` holds exactly when every key of T is optional; then `header` may be left out.
type RelaxedParameters<Parameters> = Parameters extends { header: infer Header }
  ? Omit<Parameters, 'header'> &
      (Partial<Omit<Header, ClientSuppliedHeader>> extends Omit<Header, ClientSuppliedHeader>
        ? { header?: RelaxedHeader<Header> }
        : { header: RelaxedHeader<Header> })
  : Parameters;

type RelaxedOperation<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, 'parameters'> & { parameters: RelaxedParameters<Parameters> }
  : Operation;

/**
 * The memory API's generated `paths`, except that `X-Workspace-Id` is optional in each call.
 *
 * The document marks the header required, which is right for the wire but would make every call
 * repeat what the client's middleware already sends. A call may still pass it to act in another
 * workspace; every other parameter and body stays exactly as generated.
 * @see ../../openapi/memory.yaml#/components/parameters/WorkspaceId
 * @example type RecallOperation = MemoryPaths['/v1/recall']['post'];
 */
export type MemoryPaths = {
  [Path in keyof paths]: { [Key in keyof paths[Path]]: RelaxedOperation<paths[Path][Key]> };
};
