/** Where ids come from: random by default, or a seeded sequence for snapshot tests (`--seed`). */
export interface IdSource {
  uuid(): string;
  /** The generator's position, so a restored state continues the same sequence. */
  state(): number;
  restore(state: number): void;
}

function hex(n: number, width: number): string {
  return (n >>> 0).toString(16).padStart(width, '0').slice(-width);
}

/**
 * mulberry32, a small seeded generator: `next()` gives 32 random bits; `state` can be read and set,
 * so a restored engine continues the same sequence.
 * @example const random = createMulberry32(42); const bits = random.next();
 */
export function createMulberry32(seed: number): { next(): number; state: number } {
  let s = seed >>> 0;
  return {
    next() {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
    get state() {
      return s;
    },
    set state(value: number) {
      s = value >>> 0;
    },
  };
}

/**
 * Creates an id source. With a seed, ids are a deterministic UUIDv4-shaped sequence (mulberry32);
 * without one, `crypto.randomUUID()` (present in Node 20 and browsers).
 */
export function createIdSource(seed?: number): IdSource {
  if (seed === undefined) {
    return { uuid: () => crypto.randomUUID(), state: () => 0, restore: () => {} };
  }
  const random = createMulberry32(seed);
  const next = () => random.next();
  return {
    uuid() {
      const [a, b, c, d] = [next(), next(), next(), next()];
      const variant = (8 + (c >>> 30)).toString(16);
      return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b, 3)}-${variant}${hex(c, 3)}-${hex(c >>> 12, 4)}${hex(d, 8)}`;
    },
    state: () => random.state,
    restore(state) {
      random.state = state;
    },
  };
}
