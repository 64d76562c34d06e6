import type { Route } from '../http/pipeline/router.js';
import type { EngineRequest, EngineResponse } from '../http/pipeline/types.js';

/** One answered exchange, as the listeners of a mock's `request:end` receive it. */
export interface Exchange {
  /** The request's id (its context's): the same in `request:start` and `request:failure`. */
  readonly id: string;
  request: EngineRequest;
  /** What the pipeline answered, its body's JSON text made (see serialize.ts). */
  response: EngineResponse;
  /** What the client got: status 0 and nothing else when a fault reset the connection or hung. */
  seen: EngineResponse;
  /** The documented operation of an API request, also when it was refused; none for `/__control/`. */
  route: Route | undefined;
  /** From the request's arrival to its answer, latency included. */
  durationMs: number;
  /** Why a layer failed to answer (a state file that could not be written, a lost Redis): the answer is then a 500. */
  failure?: string;
}

/**
 * A mock's lifecycle events, each with the request's id (as msw's `server.events`): a request
 * entered, a layer failed to answer it, it was answered. `request:end` comes once per request,
 * also after a failure (with the 500 the client got); the journal, usage coverage, `--verbose`
 * and the console all listen to it.
 */
export interface MockEventMap {
  'request:start': { id: string; request: EngineRequest };
  'request:failure': { id: string; request: EngineRequest; error: unknown; response: EngineResponse };
  'request:end': Exchange;
}

/** Subscribes to a mock's lifecycle events. */
export interface MockEventsView {
  /** Calls `listener` on every event of `type` from now on; returns the call that stops it. */
  on<K extends keyof MockEventMap>(type: K, listener: (event: MockEventMap[K]) => void): () => void;
}

/** The emitting side, for the exchange layer. */
export interface MockEvents extends MockEventsView {
  /** Whether anyone listens to `type`: an event no one hears is not even built. */
  has(type: keyof MockEventMap): boolean;
  emit<K extends keyof MockEventMap>(type: K, event: MockEventMap[K]): void;
}

type Listeners = { [K in keyof MockEventMap]: ((event: MockEventMap[K]) => void)[] };

/**
 * The events of one mock. Listeners run in the order they subscribed, synchronously; the lists
 * are replaced, not changed, on (un)subscription, so a listener that stops itself (or another)
 * during an event changes nothing about that event's delivery.
 * @example const events = createMockEvents(); const stop = events.on('request:end', (exchange) => log(exchange));
 */
export function createMockEvents(): MockEvents {
  const listeners: Listeners = { 'request:start': [], 'request:failure': [], 'request:end': [] };
  return {
    on(type, listener) {
      listeners[type] = [...listeners[type], listener] as Listeners[typeof type];
      return () => {
        listeners[type] = listeners[type].filter((known) => known !== listener) as Listeners[typeof type];
      };
    },
    has: (type) => listeners[type].length > 0,
    emit(type, event) {
      for (const listener of listeners[type]) (listener as (event: unknown) => void)(event);
    },
  };
}

/**
 * A layer's failure that knows the answer the client should get (a `--redis` replica that lost
 * Redis answers 503 `state_unavailable`): the exchange layer answers it, and reports the failure
 * with the request's id like any other (`request:failure`, the journal's `failure`). Any other
 * error a layer throws is answered as a 500 `internal_error`.
 */
export class LayerFailure extends Error {
  readonly response: EngineResponse;
  constructor(message: string, response: EngineResponse) {
    super(message);
    this.name = 'LayerFailure';
    this.response = response;
  }
}
