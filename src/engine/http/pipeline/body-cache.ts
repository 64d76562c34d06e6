import type { EngineResponse } from './types.js';

/** Bodies kept per cache: enough for the pages a UI or a benchmark repeats. */
const bodyCacheLimit = 64;

/**
 * Serialises response bodies, reusing the encoded form of responses that carry the same cache
 * key (see {@link EngineResponse.cacheKey}, set by a mock's answer cache): a page of 100 events is
 * encoded once, not on every request. A body without a key is answered once, so it stays the JSON text: the
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
    const known = key === undefined ? undefined : kept.get(key);
    if (known !== undefined) return known;
    // The text the mock made of the body (see EngineResponse.json); a kept answer's body is
    // decoded on each read, so it is never read here.
    const text =
      response.json ??
      (response.body === null || response.body === undefined ? null : JSON.stringify(response.body));
    if (text === null || key === undefined) return text;
    const encoded = encode(text);
    if (kept.size >= bodyCacheLimit) kept.delete(kept.keys().next().value as string);
    kept.set(key, encoded);
    return encoded;
  };
}
