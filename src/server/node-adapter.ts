import type { RequestListener } from 'node:http';
import { ApiError } from '../engine/http/api-error.js';
import type { App } from '../engine/http/create-app.js';
import { renderError } from '../engine/http/create-app.js';
import { bodyLimitFor } from '../engine/http/json-body.js';
import type { EngineResponse } from '../engine/http/types.js';
import { answerPreflight, corsHeaders } from './cors.js';
import { createNodeBodyCache, readBody, toEngineRequest, writeResponse } from './node-request.js';

/** Options of {@link createNodeHandler}. */
export interface NodeHandlerOptions {
  /** Add CORS headers and answer preflights (direct mode only; Prism does it otherwise). */
  cors?: boolean;
  /** Runs after the engine answered and before the answer is written: `--state` persists here. */
  beforeRespond?: () => Promise<void>;
  /** Take the origin from X-Forwarded-Host: set when our own front (via Prism) is the only client. */
  trustForwarded?: boolean;
  /** Where failures of `beforeRespond` are reported. Default: console.error. */
  onError?: (error: unknown) => void;
}

/**
 * Serves an engine over node:http: reads the body within the engine's limit, calls
 * `engine.handle`, writes JSON. An aborted request is dropped; nothing here can crash the process.
 * @example http.createServer(createNodeHandler(engine, { cors: true })).listen(4010)
 */
export function createNodeHandler(
  engine: Pick<App, 'handle'>,
  options: NodeHandlerOptions = {},
): RequestListener {
  const extra: Record<string, string> = options.cors ? corsHeaders : {};
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const cache = createNodeBodyCache();
  const failed = (error: unknown) =>
    renderError(new ApiError('internal_error', `the mock could not answer: ${(error as Error).message}`));
  return (request, response) => {
    if (options.cors && answerPreflight(request, response)) return;
    readBody(request, bodyLimitFor((request.url ?? '/').split('?')[0] ?? '/')).then(
      async (read) => {
        let answer: EngineResponse;
        try {
          answer = await engine.handle(toEngineRequest(request, read, options.trustForwarded));
          // Persist before answering: a client that saw a success must find it after a crash.
          await options.beforeRespond?.();
        } catch (error) {
          onError(error);
          answer = failed(error);
        }
        writeResponse(response, answer, extra, read.tooLarge, cache);
      },
      // The client went away mid-body: there is no one to answer.
      () => response.destroy(),
    );
  };
}
