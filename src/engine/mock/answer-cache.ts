import type { Engine } from '../engine.js';
import type { EngineResponse } from '../http/pipeline/types.js';
import type { Serialize } from './serialize.js';
import type { Layer } from './types.js';

/** Answers kept per mock: enough for the pages a front end pages through, bounded against a crawl. */
const capacity = 64;

/**
 * Serves a repeated GET again without asking the engine, for an engine whose reads depend only on
 * its state and the URL (`engine.pureReads`: the releases API, which has no credentials). A kept
 * answer is the same response object every time, its JSON text made once, with a `cacheKey` so a
 * writer keeps its encoded bytes too. Keys hold the state's version: any change of state (an
 * added event, a new dataset, a reset) starts afresh. Only 200s are kept, and never an answer to
 * a request with `Prefer` (a `code=` asks for an error). This layer sits right above the engine,
 * below the controls, so a fault or an override still answers first.
 */
export function createAnswerCache(engine: Engine, serialize: Serialize): Layer {
  const kept = new Map<string, EngineResponse>();
  let version = engine.version;
  return (request, next) => {
    if (request.method !== 'GET' || request.headers.prefer !== undefined) return next(request);
    if (engine.version !== version) {
      kept.clear();
      version = engine.version;
    }
    const key = `${version} ${request.path}?${request.query}`;
    const known = kept.get(key);
    if (known !== undefined) return Promise.resolve(known);
    return next(request).then((answered) => {
      if (answered.status !== 200 || engine.version !== version) return answered;
      const { status, headers, json } = serialize(answered);
      if (json === undefined) return answered;
      // Each reader of `body` gets a page of its own, which it may change; writers read `json`.
      const response: EngineResponse = {
        status,
        headers,
        json,
        cacheKey: key,
        get body() {
          return JSON.parse(json);
        },
      };
      if (kept.size >= capacity) kept.delete(kept.keys().next().value as string);
      kept.set(key, response);
      return response;
    });
  };
}
