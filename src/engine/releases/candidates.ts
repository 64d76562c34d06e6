/**
 * Index arithmetic shared by the source and event indexes. A table is kept sorted in the API's
 * order, and every index is a list of positions into it, ascending; so a filter's matches are a
 * slice of one list, and a page of them is already in the API's order.
 * @see ../../../openapi/releases.yaml (x-inferred-decisions: ordering)
 */

/**
 * Positions that may match a query: `list[from..to)` of an index list, or, when `list` is `null`,
 * the table positions `from..to` themselves.
 */
export interface Candidates {
  readonly list: readonly number[] | null;
  readonly from: number;
  readonly to: number;
}

/** One filter of a query: the positions its index holds, and the same test as a predicate. */
export interface Filter {
  readonly candidates: Candidates;
  readonly test: (position: number) => boolean;
}

/** Matching table positions of one page, in table order, and the exact number of matches. */
export interface PositionPage {
  positions: number[];
  total: number;
}

/**
 * First index in `0..length` at which `isAfter` holds; `isAfter` must be false then true
 * along the range (a binary search).
 */
export function firstIndex(length: number, isAfter: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The part of an ascending position list that lies in the table range `[from, to)`. */
export function within(list: readonly number[], from: number, to: number): Candidates {
  return {
    list,
    from: firstIndex(list.length, (i) => (list[i] as number) >= from),
    to: firstIndex(list.length, (i) => (list[i] as number) >= to),
  };
}

const size = (c: Candidates) => Math.max(0, c.to - c.from);
const positionAt = (c: Candidates, i: number) =>
  c.list === null ? c.from + i : (c.list[c.from + i] as number);

/**
 * Selects one page of the positions in `range` that pass every filter. It walks only the smallest
 * candidate list (each filter's list is already cut to `range`) and tests the other filters on
 * those positions, so the cost follows the rarest filter, not the table. `total` stays exact.
 */
export function selectPage(
  range: Candidates,
  filters: readonly Filter[],
  offset: number,
  limit: number,
): PositionPage {
  let chosen: Candidates = range;
  let chosenIndex = -1;
  filters.forEach((filter, i) => {
    if (size(filter.candidates) < size(chosen)) {
      chosen = filter.candidates;
      chosenIndex = i;
    }
  });
  const tests = filters.filter((_, i) => i !== chosenIndex).map((f) => f.test);
  const count = size(chosen);
  if (tests.length === 0) {
    // One index answers the whole query: the page is a slice, no record is looked at.
    const positions: number[] = [];
    for (let i = offset; i < Math.min(count, offset + limit); i++) positions.push(positionAt(chosen, i));
    return { positions, total: count };
  }
  const positions: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const position = positionAt(chosen, i);
    if (!tests.every((test) => test(position))) continue;
    if (total >= offset && positions.length < limit) positions.push(position);
    total++;
  }
  return { positions, total };
}
