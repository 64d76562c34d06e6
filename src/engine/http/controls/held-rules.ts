/** One rule an engine holds (an override or a fault): its id and how many uses it has left. */
export interface HeldRule {
  id: string;
  remaining: number | 'always';
}

/** The rules of one kind an engine holds, in the order they were added. */
export interface HeldRules<T extends HeldRule> {
  /** Adds the rule `build` makes (and checks) with the next id (`o1`, `f2`, …). */
  add(build: (id: string) => T): T;
  readonly all: readonly T[];
  remove(id: string): boolean;
  clear(): void;
  /** The first rule `matches` accepts, with one use taken (it is dropped when none is left). */
  take(matches: (rule: T) => boolean): T | null;
  readonly size: number;
}

/** Rules one engine holds at most, so a client of the control surface cannot grow memory without end. */
const maxRules = 1000;

/**
 * Creates the store shared by overrides and faults: ids with `prefix`, at most 1000 rules.
 * @throws {TypeError} from `add` when 1000 rules of this kind are held already.
 * @example const rules = createHeldRules<HeldFault>('f', 'faults');
 */
export function createHeldRules<T extends HeldRule>(prefix: string, noun: string): HeldRules<T> {
  let held: T[] = [];
  let next = 1;
  return {
    add(build) {
      if (held.length >= maxRules)
        throw new TypeError(`at most ${maxRules} ${noun} are held; remove some first`);
      // The id is spent only once `build` has checked the rule, so a refused rule takes no id.
      const rule = build(`${prefix}${next}`);
      next++;
      held.push(rule);
      return rule;
    },
    get all() {
      return held;
    },
    remove(id) {
      const before = held.length;
      held = held.filter((rule) => rule.id !== id);
      return held.length < before;
    },
    clear() {
      held = [];
    },
    take(matches) {
      const found = held.find(matches);
      if (!found) return null;
      if (found.remaining !== 'always' && --found.remaining <= 0)
        held = held.filter((rule) => rule !== found);
      return found;
    },
    get size() {
      return held.length;
    },
  };
}
