import type { Handle, Layer } from './types.js';

/** A composed pipeline: its `handle`, and the rest of it from any layer on. */
export interface Pipeline extends Handle {
  /**
   * The pipeline from layer `index` on (`layers.length` is the terminal alone): what the layer
   * before it calls as `next`. A sharing layer runs requests that are no client's through the
   * layers below it with this (a `--redis` replica's catch-up).
   */
  from(index: number): Handle;
}

/**
 * Composes `layers` in front of `terminal`, the first layer outermost. Built once per mock; a
 * request then costs one call per layer, and each layer's `next` is one function made here, the
 * same for every request. The result always answers with a promise: a layer that throws rejects
 * it, so an adapter has one failure path to handle. A layer that calls `next` a second time for
 * the request it was given is refused (the promise rejects): the layers below would run twice,
 * and whatever they changed would be changed twice. The request's context counts how deep it went
 * (request-context.ts), so the check costs no allocation.
 * @example const handle = compose([exchanges, latency], (request) => engine.handle(request));
 */
export function compose(layers: readonly Layer[], terminal: Handle): Pipeline {
  const chain: Handle[] = new Array(layers.length + 1);
  chain[layers.length] = terminal;
  for (let index = layers.length - 1; index >= 0; index--) {
    const layer = layers[index] as Layer;
    const rest = chain[index + 1] as Handle;
    const next: Handle = (request) => {
      const context = request.context;
      if (context !== undefined) {
        if (context.depth > index) {
          return Promise.reject(new Error(`layer ${index} of the mock's pipeline called next twice`));
        }
        context.depth = index + 1;
      }
      return rest(request);
    };
    chain[index] = (request) => layer(request, next);
  }
  const guarded =
    (step: Handle): Handle =>
    (request) => {
      try {
        return step(request);
      } catch (error) {
        return Promise.reject(error);
      }
    };
  const entries = chain.map(guarded);
  const pipeline = entries[0] as Pipeline;
  pipeline.from = (index) => {
    const entry = entries[index];
    if (entry === undefined) throw new RangeError(`the pipeline has no layer ${index}`);
    return entry;
  };
  return pipeline;
}
