import { describe, expect, it } from 'vitest';
import { type Candidates, firstIndex, selectPage, within } from './candidates.js';

describe('firstIndex', () => {
  it.each([
    [[], 5, 0],
    [[1, 3, 5, 7], 0, 0],
    [[1, 3, 5, 7], 5, 2],
    [[1, 3, 5, 7], 6, 3],
    [[1, 3, 5, 7], 8, 4],
  ])('[IX-SEARCH] first of %j at or above %d is at %d', (list, bound, want) => {
    expect(firstIndex(list.length, (i) => (list[i] as number) >= bound)).toBe(want);
  });
});

describe('selectPage', () => {
  const all: Candidates = { list: null, from: 0, to: 1000 };
  const evens = Array.from({ length: 500 }, (_, i) => i * 2);
  const sevens = Array.from({ length: 143 }, (_, i) => i * 7);

  it('[IX-COST] walks only the rarest list and tests the other filters on it', () => {
    let calls = 0;
    const counted = (test: (p: number) => boolean) => (p: number) => {
      calls++;
      return test(p);
    };
    const page = selectPage(
      all,
      [
        { candidates: within(evens, 0, 1000), test: counted((p) => p % 2 === 0) },
        { candidates: within(sevens, 0, 1000), test: counted((p) => p % 7 === 0) },
      ],
      2,
      3,
    );
    expect(page).toEqual({ positions: [28, 42, 56], total: 72 });
    expect(calls).toBe(sevens.length);
  });

  it('[IX-SLICE] one filter needs no test at all: the page is a slice of its list', () => {
    const page = selectPage(
      all,
      [{ candidates: within(sevens, 100, 200), test: () => expect.fail('tested') }],
      1,
      2,
    );
    expect(page).toEqual({ positions: [112, 119], total: 14 });
  });

  it('[IX-RANGE] a range narrower than every list drives the walk', () => {
    const page = selectPage(
      { list: null, from: 10, to: 15 },
      [{ candidates: within(evens, 10, 15), test: (p) => p % 2 === 0 }],
      0,
      10,
    );
    expect(page).toEqual({ positions: [10, 12, 14], total: 3 });
  });

  it('[IX-EMPTY] an empty or inverted range matches nothing', () => {
    expect(selectPage({ list: null, from: 5, to: 5 }, [], 0, 10)).toEqual({ positions: [], total: 0 });
    expect(selectPage(all, [{ candidates: within(evens, 10, 4), test: () => true }], 0, 10)).toEqual({
      positions: [],
      total: 0,
    });
  });
});
