import { routeOf } from '../http/controls/rule-match.js';
import { forgetParsedBody } from '../http/pipeline/json-body.js';
import type { Route } from '../http/pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../http/pipeline/types.js';
import type { Serialize } from './serialize.js';
import type { Layer } from './types.js';

/** One answered exchange, as the observers of a mock receive it. */
export interface Exchange {
  request: EngineRequest;
  /** What the pipeline answered, its body's JSON text made (see serialize.ts). */
  response: EngineResponse;
  /** What the client got: status 0 and nothing else when a fault reset the connection or hung. */
  seen: EngineResponse;
  /** The documented operation of an API request, also when it was refused; none for `/__control/`. */
  route: Route | undefined;
  /** From the request's arrival to its answer, latency included. */
  durationMs: number;
}

/** Told of every exchange once it is answered: the journal, usage coverage, `--verbose`. */
export type ExchangeObserver = (exchange: Exchange) => void;

const silence: EngineResponse = { status: 0, headers: {}, body: null };

/**
 * The outermost layer: times each exchange, serialises its answer once (`serialize`), and tells
 * the observers.
 * Observers only listen; an observer that throws is a bug of the kit and rejects the exchange,
 * which every adapter answers as a 500 in the API's shape.
 */
export function createExchangeLayer(
  routes: readonly Route[],
  observers: readonly ExchangeObserver[],
  serialize: Serialize,
): Layer {
  return (request, next) => {
    const started = Date.now();
    return next(request).then((answered) => {
      const silent = answered.network === 'reset' || answered.network === 'hang';
      const route = request.path.startsWith('/__control/')
        ? undefined
        : routeOf(routes, request.method, request.path);
      const response = silent ? answered : serialize(answered, route);
      const exchange = {
        request,
        response,
        seen: silent ? silence : response,
        route,
        durationMs: Date.now() - started,
      };
      for (const observe of observers) observe(exchange);
      forgetParsedBody(request);
      return response;
    });
  };
}
