import { describe, expect, it } from 'vitest';
import { createRing } from './ring.js';

describe('createRing', () => {
  it.each([
    ['fewer pushed than the capacity', { capacity: 3, pushed: 2, want: [1, 2] }],
    ['exactly the capacity', { capacity: 3, pushed: 3, want: [1, 2, 3] }],
    ['past the capacity: the last ones, oldest first', { capacity: 3, pushed: 7, want: [5, 6, 7] }],
    ['a capacity of one', { capacity: 1, pushed: 4, want: [4] }],
    ['a capacity of zero keeps nothing', { capacity: 0, pushed: 4, want: [] }],
    ['a fractional capacity is rounded down', { capacity: 2.7, pushed: 5, want: [4, 5] }],
    [
      'an unbounded capacity keeps everything',
      { capacity: Number.POSITIVE_INFINITY, pushed: 4, want: [1, 2, 3, 4] },
    ],
  ])('%s', (_title, { capacity, pushed, want }) => {
    const ring = createRing<number>(capacity);
    for (let i = 1; i <= pushed; i++) ring.push(i);
    expect(ring.items()).toEqual(want);
  });

  it('clear empties it, and it fills again from the start', () => {
    const ring = createRing<number>(2);
    for (const i of [1, 2, 3]) ring.push(i);
    ring.clear();
    expect(ring.items()).toEqual([]);
    ring.push(4);
    expect(ring.items()).toEqual([4]);
  });
});
