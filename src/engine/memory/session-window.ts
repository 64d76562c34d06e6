/** What handlers may read of a {@link SessionWindow}. */
export interface SessionLookup<T> {
  /** How many are kept. */
  readonly size: number;
  get(id: string): T | undefined;
  has(id: string): boolean;
  /** Every kept one, oldest first. */
  values(): IterableIterator<T>;
}

/** 32 bits of a string: FNV-1a over its UTF-16 code units, then murmur3's finaliser to spread them. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Slots of the smallest table; it doubles while it is more than half full. */
const firstSlots = 64;

/**
 * The newest `capacity` items added, by id: what a workspace keeps of its recall sessions. Adding
 * one past the capacity forgets exactly the oldest.
 *
 * Items sit in a ring of `capacity` positions (the n-th added at `n % capacity`, in place of the
 * one added `capacity` earlier), found by id through an open-addressing table of positions in an
 * Int32Array (linear probing, at most half full, a removed entry closing its gap by shifting back
 * the ones after it). A Map of 100,000 string keys with an insert and a delete per recall cost
 * 3-4.5 µs of each recall served over HTTP: its delete looks a cold key up in a table of pointers,
 * the deleted slots make it rehash every few tens of thousands of inserts, and the collector
 * walks it; here the table is numbers, which the collector never reads (bench/history.md section 11).
 *
 * An id added again replaces its older item, which is then forgotten, as a Map would replace it.
 * @example const kept = new SessionWindow<string>(2); kept.add('a', 'A'); kept.add('b', 'B'); kept.add('c', 'C'); kept.has('a') // false
 */
export class SessionWindow<T> implements SessionLookup<T> {
  /** Per ring position: the id, its hash and the item (`undefined` once forgotten or replaced). */
  private readonly ids: string[] = [];
  private readonly hashes: number[] = [];
  private readonly items: (T | undefined)[] = [];
  /** Ring position + 1 of each entry, 0 for an empty slot; the length is a power of two. */
  private slots = new Int32Array(firstSlots);
  /** Items added so far: the next goes to `added % capacity`. */
  private added = 0;
  private kept = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 2 ** 28)
      throw new RangeError('capacity must be an integer from 1 to 2^28');
  }

  get size(): number {
    return this.kept;
  }

  get(id: string): T | undefined {
    const at = this.positionOf(id, hashOf(id));
    return at < 0 ? undefined : this.items[at];
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Keeps `item` as the newest, forgetting the oldest beyond the capacity. */
  add(id: string, item: T): void {
    const at = this.added % this.capacity;
    if (this.added >= this.capacity) this.forget(at);
    this.added++;
    const hash = hashOf(id);
    const before = this.positionOf(id, hash);
    if (before >= 0) this.forget(before);
    if (at === this.ids.length) {
      this.ids.push(id);
      this.hashes.push(hash);
      this.items.push(item);
    } else {
      this.ids[at] = id;
      this.hashes[at] = hash;
      this.items[at] = item;
    }
    this.kept++;
    if (this.kept * 2 > this.slots.length) this.grow();
    else this.place(at);
  }

  /** Every kept item, oldest first. */
  *values(): IterableIterator<T> {
    const count = Math.min(this.added, this.capacity);
    for (let n = this.added - count; n < this.added; n++) {
      const item = this.items[n % this.capacity];
      if (item !== undefined) yield item;
    }
  }

  /** The ring position of a kept `id`, or -1. */
  private positionOf(id: string, hash: number): number {
    const { slots, hashes, ids } = this;
    const mask = slots.length - 1;
    for (let i = hash & mask; slots[i] !== 0; i = (i + 1) & mask) {
      const at = (slots[i] as number) - 1;
      if (hashes[at] === hash && ids[at] === id) return at;
    }
    return -1;
  }

  /** Enters ring position `at` in the table, at the first empty slot from its hash on. */
  private place(at: number): void {
    const { slots } = this;
    const mask = slots.length - 1;
    let i = (this.hashes[at] as number) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = at + 1;
  }

  /** Forgets the item at ring position `at`, if it is still kept: out of the table, slot emptied. */
  private forget(at: number): void {
    if (this.items[at] === undefined) return;
    this.items[at] = undefined;
    this.kept--;
    const { slots, hashes } = this;
    const mask = slots.length - 1;
    let gap = (hashes[at] as number) & mask;
    while (slots[gap] !== at + 1) gap = (gap + 1) & mask;
    // Shift back every later entry of the run that may sit in the gap (its home is not between
    // the gap and itself), so that no probe stops early at an empty slot.
    for (let i = (gap + 1) & mask; slots[i] !== 0; i = (i + 1) & mask) {
      const home = (hashes[(slots[i] as number) - 1] as number) & mask;
      const stays = gap <= i ? gap < home && home <= i : gap < home || home <= i;
      if (!stays) {
        slots[gap] = slots[i] as number;
        gap = i;
      }
    }
    slots[gap] = 0;
  }

  /** Doubles the table and enters every kept position again. */
  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let at = 0; at < this.items.length; at++) if (this.items[at] !== undefined) this.place(at);
  }
}
