import type { Handle, Layer } from './types.js';

/**
 * Composes `layers` in front of `terminal`, the first layer outermost. Built once per mock; a
 * request then costs one call per layer. The result always answers with a promise: a layer that
 * throws rejects it, so an adapter has one failure path to handle.
 * @example const handle = compose([exchanges, latency], (request) => engine.handle(request));
 */
export function compose(layers: readonly Layer[], terminal: Handle): Handle {
  const chain = layers.reduceRight<Handle>((next, layer) => (request) => layer(request, next), terminal);
  return (request) => {
    try {
      return chain(request);
    } catch (error) {
      return Promise.reject(error);
    }
  };
}
