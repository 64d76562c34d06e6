import type { Engine } from '../engine.js';
import type { Route } from '../http/pipeline/router.js';
import type { EngineResponse } from '../http/pipeline/types.js';

/** Makes a response's JSON text (`json`); see {@link createSerializer}. */
export type Serialize = (response: EngineResponse, route?: Route) => EngineResponse;

/**
 * The one place a mock serialises its answers: the body's JSON text is made once, here, and then
 * sent by every writer and kept by the journal. An engine may offer its own text makers for the
 * 200 answers of operations it serves most (`engine.bodyTexts`: the memory engine's recall,
 * made from pieces kept per atom, recall-text.ts); each mock makes its own of each, so what they
 * keep lives and dies with the mock. No body, a network fault's answer, or a body JSON cannot
 * serialise is left as it is (its writer reports that).
 * @example const serialize = createSerializer(engine.bodyTexts); const sent = serialize(response, route).json;
 */
export function createSerializer(bodyTexts: Engine['bodyTexts'] = {}): Serialize {
  const texts = new Map(Object.entries(bodyTexts).map(([operationId, make]) => [operationId, make()]));
  return (response, route) => {
    // The text first: a kept answer's body is decoded on each read (answer-cache.ts).
    if (response.json !== undefined) return response;
    const { body } = response;
    if (body === null || body === undefined) return response;
    try {
      const own = response.status === 200 && route !== undefined ? texts.get(route.operationId) : undefined;
      const fast = own?.(body);
      if (fast !== undefined) return { ...response, json: fast.text, jsonBytes: fast.bytes };
      return { ...response, json: JSON.stringify(body) };
    } catch {
      return response;
    }
  };
}
