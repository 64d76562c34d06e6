/**
 * The last `capacity` items pushed, oldest first: what the request journal and the request log
 * keep. A fixed ring, so an entry is held for exactly `capacity` exchanges: an array grown to
 * twice the capacity and then cut held up to twice as many, and the objects of every request a
 * log holds live on into the old generation, which on a busy mock is much of its collector's work.
 * @example const last = createRing<number>(2); last.push(1); last.push(2); last.push(3); last.items() // [2, 3]
 */
export interface Ring<T> {
  push(item: T): void;
  /** The items kept, oldest first (a new array). */
  items(): T[];
  clear(): void;
}

/**
 * Creates a {@link Ring} of `capacity` items: none for 0 or less, every item for Infinity or NaN.
 */
export function createRing<T>(capacity: number): Ring<T> {
  const size = Number.isNaN(capacity) ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(capacity));
  let slots: T[] = [];
  /** Where the next item goes; once the ring is full, also where the oldest item is. */
  let next = 0;
  return {
    push(item) {
      if (size === 0) return;
      slots[next] = item;
      next = next + 1 === size ? 0 : next + 1;
    },
    items() {
      if (slots.length < size) return slots.slice();
      return [...slots.slice(next), ...slots.slice(0, next)];
    },
    clear() {
      slots = [];
      next = 0;
    },
  };
}
