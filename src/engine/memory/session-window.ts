/** What handlers may read of a {@link SessionWindow}. */
export interface SessionLookup<T> {
  /** How many are kept. */
  readonly size: number;
  get(id: string): T | undefined;
  has(id: string): boolean;
  /** Every kept one, oldest first. */
  values(): IterableIterator<T>;
}

/** One generation: the ids in the order added, their positions, and the items (`undefined` once forgotten). */
interface Generation<T> {
  ids: string[];
  positions: Map<string, number>;
  items: (T | undefined)[];
}

const emptyGeneration = <T>(): Generation<T> => ({ ids: [], positions: new Map(), items: [] });

/**
 * The newest `capacity` items added, by id: what a workspace keeps of its recall sessions. Adding
 * one past the capacity forgets exactly the oldest, as a Map with the oldest key deleted on every
 * insert would, but without that delete.
 *
 * Items live in two generations of at most `capacity` each. New ones go to the newer one at the
 * next position `k`; the older one's item at the same position is then the oldest still kept, and
 * is forgotten (its slot emptied, so nothing holds it). When the newer generation is full, the
 * older one has been emptied position by position: it is dropped whole and the newer one takes its
 * place. A Map of 100,000 string keys with one insert and one delete per recall cost a tenth of a
 * recall's own work: the delete looks a cold key up in a large table, and the deleted slots make it
 * rehash every few tens of thousands of inserts (BENCHMARKS.md section 11).
 *
 * Ids are meant to be unique (the store makes new UUIDs, a fixture refuses repeats, a snapshot lists
 * each once). An id added again is answered with its newest item and listed once by `values`, and `size`
 * counts both until the older falls out of the window: checking every add against both
 * generations would cost the look-ups this structure exists to avoid.
 * @example const kept = new SessionWindow<string>(2); kept.add('a', 'A'); kept.add('b', 'B'); kept.add('c', 'C'); kept.has('a') // false
 */
export class SessionWindow<T> implements SessionLookup<T> {
  private older: Generation<T> = emptyGeneration();
  private newer: Generation<T> = emptyGeneration();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
  }

  /** Positions kept: the capacity once it was reached, else how many were added. */
  get size(): number {
    return Math.max(this.older.items.length, this.newer.items.length);
  }

  get(id: string): T | undefined {
    const at = this.newer.positions.get(id);
    if (at !== undefined) return this.newer.items[at];
    const before = this.older.positions.get(id);
    return before === undefined ? undefined : this.older.items[before];
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Keeps `item` as the newest, forgetting the oldest beyond the capacity. */
  add(id: string, item: T): void {
    const { newer, older } = this;
    const k = newer.items.length;
    newer.ids.push(id);
    newer.positions.set(id, k);
    newer.items.push(item);
    if (k < older.items.length) older.items[k] = undefined;
    if (k + 1 === this.capacity) {
      this.older = newer;
      this.newer = emptyGeneration();
    }
  }

  /** Every kept item, oldest first; an id added twice is listed once, with its newest item. */
  *values(): IterableIterator<T> {
    const { newer, older } = this;
    for (let i = newer.items.length; i < older.items.length; i++) {
      const id = older.ids[i] as string;
      if (older.positions.get(id) === i && !newer.positions.has(id)) yield older.items[i] as T;
    }
    for (let i = 0; i < newer.items.length; i++) {
      if (newer.positions.get(newer.ids[i] as string) === i) yield newer.items[i] as T;
    }
  }
}
