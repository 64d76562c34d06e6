import { describe, expect, it } from 'vitest';
import { createBodyCache } from './body-cache.js';

/** A keyed response whose body counts its reads, as a kept answer decodes its body on each read. */
function keyed(cacheKey: string, body: unknown, reads: { count: number }) {
  return {
    cacheKey,
    get body() {
      reads.count++;
      return body;
    },
  };
}

describe('createBodyCache', () => {
  it('[BODY-CACHE] serialises a keyed body once and never reads it again for that key', () => {
    const bodies = createBodyCache((text) => Buffer.from(text));
    const reads = { count: 0 };
    const first = bodies(keyed('page:1', { events: [1, 2] }, reads));
    expect(first?.toString()).toBe('{"events":[1,2]}');
    expect(reads.count).toBeGreaterThan(0);
    const readsAfterFirst = reads.count;
    const again = bodies({
      cacheKey: 'page:1',
      get body(): unknown {
        throw new Error('a cached page must not be built again');
      },
    });
    expect(again).toBe(first);
    expect(reads.count).toBe(readsAfterFirst);
  });

  it('[BODY-CACHE] sends the JSON text the mock made, keyed or not, without reading the body', () => {
    const bodies = createBodyCache((text) => Buffer.from(text));
    const unread = (json: string, cacheKey?: string) => ({
      json,
      ...(cacheKey === undefined ? {} : { cacheKey }),
      get body(): unknown {
        throw new Error('the body must not be read when its text is there');
      },
    });
    expect(bodies(unread('{"a":1}'))).toBe('{"a":1}');
    expect(bodies(unread('{"b":2}', 'page:2'))?.toString()).toBe('{"b":2}');
  });

  it('[BODY-CACHE] serialises unkeyed bodies every time, as text, and answers null for none', () => {
    const bodies = createBodyCache((text) => Buffer.from(text));
    const body = { n: 1 };
    expect(bodies({ body })).toBe('{"n":1}');
    body.n = 2;
    expect(bodies({ body })).toBe('{"n":2}');
    expect(bodies({ body: null })).toBeNull();
    expect(bodies({ body: null, cacheKey: 'empty' })).toBeNull();
  });

  it('[BODY-CACHE] keeps at most 64 keys, dropping the oldest', () => {
    const bodies = createBodyCache((text) => text);
    for (let i = 0; i <= 64; i++) bodies({ body: { i }, cacheKey: `k${i}` });
    // k0 was dropped: it is serialised from its (new) body again.
    expect(bodies({ body: { i: 'again' }, cacheKey: 'k0' })).toBe('{"i":"again"}');
    expect(bodies({ body: { i: 'stale' }, cacheKey: 'k64' })).toBe('{"i":64}');
  });
});
