import { ApiError } from '../http/pipeline/api-error.js';
import { renderError } from '../http/pipeline/create-app.js';
import type { EngineResponse } from '../http/pipeline/types.js';
import { LayerFailure, type MockEvents } from './events.js';

import type { Serialize } from './serialize.js';
import type { Layer } from './types.js';

const silence: EngineResponse = { status: 0, headers: {}, body: null };

/**
 * The outermost layer: tells the mock's events of each request's start, its end (timed, its
 * answer serialised once by `serialize`), and of a failure of any layer below, which it answers
 * as a 500 in the API's shape, so a failure is an exchange like any other: in the journal, in
 * `--verbose`, in the console. Listeners only listen: one that throws is a bug of the kit and
 * rejects the exchange, which every adapter answers as a 500 in the API's shape.
 */
export function createExchangeLayer(events: MockEvents, serialize: Serialize): Layer {
  return (request, next) => {
    const context = request.context;
    const id = context?.id ?? '';
    const started = context?.startedAt ?? Date.now();
    if (events.has('request:start')) events.emit('request:start', { id, request });
    const end = (answered: EngineResponse, failure?: string): EngineResponse => {
      const silent = answered.network === 'reset' || answered.network === 'hang';
      const route = context?.route;
      const response = silent ? answered : serialize(answered, route);
      events.emit('request:end', {
        id,
        request,
        response,
        seen: silent ? silence : response,
        route,
        durationMs: Date.now() - started,
        ...(failure === undefined ? {} : { failure }),
      });
      if (context !== undefined) {
        // The journal keeps the request, and with it this context: not what it no longer needs.
        context.parsedBody = undefined;
        context.changes = [];
      }
      return response;
    };
    return next(request).then(
      (answered) => end(answered),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const response =
          error instanceof LayerFailure
            ? error.response
            : renderError(new ApiError('internal_error', `the mock could not answer: ${message}`));
        events.emit('request:failure', { id, request, error, response });
        return end(response, message);
      },
    );
  };
}
