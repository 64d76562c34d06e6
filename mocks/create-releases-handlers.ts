import { releasesExamples } from '../fixtures/examples.js';
import { defaultReleasesData } from '../fixtures/releases-data.js';
import {
  createReleasesEngine,
  type ReleasesEngineOptions,
} from '../src/engine/releases/create-releases-engine.js';
import type { ReleasesData } from '../src/engine/releases/types.js';
import { type BaseUrlOption, createEngineHandlers, type EngineHandlers } from './create-engine-handlers.js';
import type { ReleasesApi } from './operation-types.js';

/** Where the releases handlers listen unless told otherwise: the releases mock's own address. */
export const defaultReleasesBaseUrl = 'http://127.0.0.1:4011';

/**
 * Options of {@link createReleasesHandlers}: those of `contract-kit mock --api releases`
 * (dataset, latency), with the bundled dataset when none is given, plus `baseUrl`.
 */
export interface ReleasesHandlersOptions extends Omit<ReleasesEngineOptions, 'data'>, BaseUrlOption {
  /** The dataset. Default: `defaultReleasesData` (177 real packages and feeds, 2,140 events). */
  data?: ReleasesData;
  /**
   * Serve exactly what the document's examples name: source 1 and event 1042, so each list answers
   * what its example shows (`contract-kit mock --examples`). Not with `data`.
   */
  examples?: boolean;
}

/**
 * msw handlers that serve the Dependency Release Tracking API from an engine of their own, the
 * same engine the HTTP mock runs. Spread them into `setupServer` or `setupWorker`.
 * @throws {TypeError} when `baseUrl` is not an absolute http(s) URL, a `/path` or `*`, or when
 * both `data` and `examples` are given.
 * @see ../README.md "Mocking in your own tests and in the browser (msw)"
 * @example
 * import { setupWorker } from 'msw/browser';
 * import { createReleasesHandlers } from 'contract-kit/msw';
 *
 * await setupWorker(...createReleasesHandlers({ baseUrl: '/' })).start({ onUnhandledFrame: 'bypass' });
 */
export function createReleasesHandlers(options: ReleasesHandlersOptions = {}): EngineHandlers<ReleasesApi> {
  const {
    baseUrl = defaultReleasesBaseUrl,
    data,
    examples = false,
    random,
    latencyMs,
    ...engineOptions
  } = options;
  if (examples && data !== undefined)
    throw new TypeError('createReleasesHandlers: examples and data exclude each other: pick one dataset');
  const served = examples ? releasesExamples : (data ?? defaultReleasesData);
  const engine = createReleasesEngine({ ...engineOptions, data: served });
  return createEngineHandlers<ReleasesApi>(engine, baseUrl, {
    ...(random ? { random } : {}),
    ...(latencyMs === undefined ? {} : { latencyMs }),
  });
}
