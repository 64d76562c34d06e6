import { releasesDocument } from '../../generated/releases-document.js';
import type { CommonEngineOptions, Engine } from '../engine.js';
import { createApp } from '../http/pipeline/create-app.js';
import type { OpenApiDocument } from '../http/pipeline/router.js';
import { createReleasesControl } from './control.js';
import { createReleasesHandlers } from './handlers.js';
import { createReleasesState } from './releases-state.js';
import type { ReleasesData } from './types.js';
import { validateReleasesData } from './validate-releases-data.js';

/** Options of {@link createReleasesEngine}. */
export interface ReleasesEngineOptions extends CommonEngineOptions {
  /** The dataset served; validated here, so a mistake in a fixture fails at startup, not mid-test. */
  data: ReleasesData;
}

/**
 * Creates the stateful mock of the Dependency Release Tracking API. All state lives in this
 * closure. `reset` (and `POST /__control/reset`) returns to `options.data`, also after
 * `POST /__control/data` replaced the dataset. Throws when `options.data` is not a valid dataset.
 * @example
 * const engine = createReleasesEngine({ data: defaultReleasesData });
 * const response = await engine.fetch(new Request('http://127.0.0.1:4011/api/v1/events?severity=Danger'));
 * @see ../../../openapi/releases.yaml#/paths
 */
export function createReleasesEngine(options: ReleasesEngineOptions): Engine {
  const state = createReleasesState(validateReleasesData(options.data));
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const app = createApp({
    // The contract itself: the engine routes and validates with the document as written.
    document: releasesDocument as unknown as OpenApiDocument,
    handlers: createReleasesHandlers(() => state.current()),
    control: createReleasesControl({
      current: () => state.current(),
      addEvent: (event) => state.addEvent(event),
      reset: () => state.reset(),
      replaceData: (data) => state.replaceData(data),
    }),
    onError: (error) => onError(error),
    idPrefix: 'r',
  });
  return {
    api: 'releases',
    // No operation is secured, and a store never changes in place (a change swaps in a new one).
    pureReads: true,
    get version() {
      return state.version;
    },
    handle: app.handle,
    fetch: app.fetch,
    routes: app.routes,
    contextOf: app.contextOf,
    reset: () => state.reset(),
    snapshot: () => state.snapshot(),
    restore: (snapshot) => state.restore(snapshot),
  };
}
