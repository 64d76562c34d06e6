import type { EngineResponse } from './types.js';

/** Bodies kept per cache: enough for the pages a UI or a benchmark repeats. */
const bodyCacheLimit = 64;

/**
 * Serialises response bodies, reusing the encoded form of responses that carry the same cache
 * key (see {@link EngineResponse.cacheKey}): a page of 100 events is serialised and encoded once,
 * not on every request. A body without a key is answered once, so it stays the JSON text: the
 * writer encodes it on its way out, and encoding it here as well would copy it twice. Keys are
 * unique within one engine only, so each adapter of an engine owns one.
 * @example const bodies = createBodyCache((text) => text); const text = bodies(response);
 */
export function createBodyCache<T>(
  encode: (text: string) => T,
): (response: Pick<EngineResponse, 'body' | 'cacheKey' | 'json'>) => T | string | null {
  const kept = new Map<string, T>();
  return (response) => {
    const key = response.cacheKey;
    // A keyed body is looked up before it is read: reading it may be what builds it.
    const known = key === undefined ? undefined : kept.get(key);
    if (known !== undefined) return known;
    if (response.body === null || response.body === undefined) return null;
    // The text the handler built with the body, when it did (see EngineResponse.json).
    if (key === undefined) return response.json ?? JSON.stringify(response.body);
    const encoded = encode(JSON.stringify(response.body));
    if (kept.size >= bodyCacheLimit) kept.delete(kept.keys().next().value as string);
    kept.set(key, encoded);
    return encoded;
  };
}
