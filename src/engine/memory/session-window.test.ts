import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionWindow } from './session-window.js';

/**
 * The meaning of the window written plainly: every add appended to a list, and what is kept is the
 * newest `capacity` entries of it, each id once, with its newest entry (as a Map replaces).
 */
function model(capacity: number, added: [string, number][]) {
  const kept = added.slice(-capacity);
  const newest = new Map<string, number>();
  for (const [id, item] of kept) newest.set(id, item);
  // Listed once each, at its newest position, oldest first.
  const listed = kept.filter(
    ([id, item], i) => newest.get(id) === item && kept.findLastIndex(([other]) => other === id) === i,
  );
  return { newest, listed: listed.map(([, item]) => item), size: listed.length };
}

describe('SessionWindow (the recall sessions a workspace keeps)', () => {
  it('[SESSION-WINDOW-1] keeps exactly the newest `capacity`, answering each id as the plain model does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        // Ids from a small set, so that repeats happen; items are the add's number, all distinct.
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'), {
          maxLength: 60,
        }),
        (capacity, ids) => {
          const window = new SessionWindow<number>(capacity);
          const added: [string, number][] = [];
          ids.forEach((id, n) => {
            window.add(id, n);
            added.push([id, n]);
            const { newest, listed, size } = model(capacity, added);
            for (const probe of new Set(ids)) {
              expect(window.get(probe)).toBe(newest.get(probe));
              expect(window.has(probe)).toBe(newest.has(probe));
            }
            expect([...window.values()]).toEqual(listed);
            expect(window.size).toBe(size);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[SESSION-WINDOW-4] stays the model through thousands of adds, removals and table growth (long probe runs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 700 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3_000 }),
        (capacity, pool, draws) => {
          const window = new SessionWindow<number>(capacity);
          const added: [string, number][] = [];
          const check = () => {
            const { newest, listed, size } = model(capacity, added);
            expect(window.size).toBe(size);
            expect([...window.values()]).toEqual(listed);
            for (let id = 0; id < pool; id++) expect(window.get(`id-${id}`)).toBe(newest.get(`id-${id}`));
          };
          draws.forEach((draw, n) => {
            const id = `id-${draw % pool}`;
            window.add(id, n);
            added.push([id, n]);
            if (n % 500 === 499) check();
          });
          check();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('[SESSION-WINDOW-2] with unique ids, many times round the ring, forgets exactly the oldest and holds none of them', () => {
    const capacity = 1_000;
    const window = new SessionWindow<{ id: string }>(capacity);
    for (let n = 0; n < 3_500; n++) window.add(`s${n}`, { id: `s${n}` });
    expect(window.size).toBe(capacity);
    expect(window.has('s2499')).toBe(false);
    expect(window.get('s2500')).toEqual({ id: 's2500' });
    expect(window.get('s3499')).toEqual({ id: 's3499' });
    const values = [...window.values()];
    expect(values.map((v) => v.id)).toEqual(Array.from({ length: capacity }, (_, i) => `s${2_500 + i}`));
    // The ring holds only the kept ones: a forgotten session is not held by the window.
    const ring = (window as unknown as { items: unknown[] }).items;
    expect(ring.filter((item) => item !== undefined)).toHaveLength(capacity);
  });

  it('[SESSION-WINDOW-3] refuses a capacity that is not a positive integer', () => {
    for (const capacity of [0, -1, 1.5, Number.NaN, 2 ** 29])
      expect(() => new SessionWindow(capacity)).toThrow(RangeError);
  });
});
