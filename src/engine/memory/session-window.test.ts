import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SessionWindow } from './session-window.js';

/**
 * The meaning of the window written plainly: every add appended to a list, and what is kept is the
 * newest `capacity` entries of it, an id answered by its newest entry among them.
 */
function model(capacity: number, added: [string, number][]) {
  const kept = added.slice(-capacity);
  const newest = new Map<string, number>();
  for (const [id, item] of kept) newest.set(id, item);
  // Listed once each, at its newest position, oldest first.
  const listed = kept.filter(
    ([id, item], i) => newest.get(id) === item && kept.findLastIndex(([other]) => other === id) === i,
  );
  return { newest, listed: listed.map(([, item]) => item), size: kept.length };
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

  it('[SESSION-WINDOW-2] with unique ids, past many generations, forgets exactly the oldest and holds none of them', () => {
    const capacity = 1_000;
    const window = new SessionWindow<{ id: string }>(capacity);
    for (let n = 0; n < 3_500; n++) window.add(`s${n}`, { id: `s${n}` });
    expect(window.size).toBe(capacity);
    expect(window.has('s2499')).toBe(false);
    expect(window.get('s2500')).toEqual({ id: 's2500' });
    expect(window.get('s3499')).toEqual({ id: 's3499' });
    const values = [...window.values()];
    expect(values.map((v) => v.id)).toEqual(Array.from({ length: capacity }, (_, i) => `s${2_500 + i}`));
    // Every slot past the window is empty: a forgotten session is not held by the window.
    const slots = window as unknown as { older: { items: unknown[] }; newer: { items: unknown[] } };
    const held = [...slots.older.items, ...slots.newer.items].filter((item) => item !== undefined);
    expect(held).toHaveLength(capacity);
  });

  it('[SESSION-WINDOW-3] refuses a capacity that is not a positive integer', () => {
    for (const capacity of [0, -1, 1.5, Number.NaN])
      expect(() => new SessionWindow(capacity)).toThrow(RangeError);
  });
});
