/**
 * Type tests: `tsc --noEmit` checks every `@ts-expect-error` below (an unneeded one is itself an
 * error), and vitest runs the `expectTypeOf` assertions. The misuse calls sit in functions that
 * are never invoked, so nothing is sent at run time.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Anchor,
  ApiErrorBody,
  EventList,
  MemoryClient,
  MemoryError,
  RecallResponse,
  ReleasesClient,
  ReleasesError,
} from './index.js';

declare const memory: MemoryClient;
declare const releases: ReleasesClient;
const anchorId = '3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f';

describe('client types', () => {
  it('types success data and error bodies from the documents', () => {
    const recall = () => memory.POST('/v1/recall', { body: { anchor_id: anchorId, query: 'q', limit: 5 } });
    type RecallResult = Awaited<ReturnType<typeof recall>>;
    expectTypeOf<RecallResult['data']>().toEqualTypeOf<RecallResponse | undefined>();
    expectTypeOf<NonNullable<RecallResult['error']>>().toExtend<MemoryError>();

    const anchor = () => memory.POST('/v1/anchors', { body: { name: 'n', type: 't' } });
    // Not toEqualTypeOf: openapi-fetch's Readable<> rewrites Anchor's `Record<string, never>` metadata as `{}`.
    expectTypeOf<Awaited<ReturnType<typeof anchor>>['data']>().toExtend<Anchor | undefined>();

    const events = () => releases.GET('/api/v1/events', { params: { query: { severity: 'Danger' } } });
    expectTypeOf<Awaited<ReturnType<typeof events>>['data']>().toEqualTypeOf<EventList | undefined>();
    expectTypeOf<ReleasesError>().toExtend<ApiErrorBody>();
  });

  it('makes X-Workspace-Id optional per call, and still accepts it', () => {
    // Compiling at all is the proof: no `params` although the document marks the header required.
    const withoutHeader = () => memory.POST('/v1/anchors', { body: { name: 'n', type: 't' } });
    expectTypeOf(withoutHeader).returns.resolves.toHaveProperty('data');
    const withOverride = () =>
      memory.POST('/v1/feedback', {
        params: { header: { 'X-Workspace-Id': 'ws_other' } },
        body: { session_id: anchorId, success: true, used_memory_atom_ids: [] },
      });
    expectTypeOf(withOverride).returns.resolves.toHaveProperty('data');
  });

  it('rejects misuse at compile time (checked by tsc, not run)', () => {
    expectTypeOf(rejectedByTheCompiler).toBeFunction();
  });
});

/** Never called: each marked line must fail to compile. */
function rejectedByTheCompiler(): void {
  // A wrong payload field type: `success` is a boolean.
  // @ts-expect-error
  memory.POST('/v1/feedback', { body: { session_id: anchorId, success: 'yes', used_memory_atom_ids: [] } });

  // A missing required field: recall without `query`.
  // @ts-expect-error
  memory.POST('/v1/recall', { body: { anchor_id: anchorId, limit: 5 } });

  // A missing body altogether.
  // @ts-expect-error
  memory.POST('/v1/anchors');

  // A path the document does not have.
  // @ts-expect-error
  memory.POST('/v1/anchor', { body: { name: 'n', type: 't' } });

  // A method the path does not have.
  // @ts-expect-error
  memory.GET('/v1/recall');

  // A workspace header of the wrong type.
  memory.POST('/v1/anchors', {
    // @ts-expect-error
    params: { header: { 'X-Workspace-Id': 42 } },
    body: { name: 'n', type: 't' },
  });

  // A releases path parameter of the wrong type.
  // @ts-expect-error
  releases.GET('/api/v1/sources/{id}/events', { params: { path: { id: 'seven' } } });

  // A missing path parameter.
  // @ts-expect-error
  releases.GET('/api/v1/sources/{id}/events');

  // An enum value the document does not list.
  // @ts-expect-error
  releases.GET('/api/v1/events', { params: { query: { severity: 'Critical' } } });

  // A memory path on the releases client.
  // @ts-expect-error
  releases.GET('/v1/recall', {});
}
