import { createIdSource } from '../../engine/memory/ids.js';

/**
 * Follows a seeded engine's id generator from outside, so that every logged change that used
 * a new id can carry the generator's position after it, and a restart continues the sequence
 * instead of handing out the same ids again. A shadow generator from the same position yields
 * the same ids; when the next id is not among the shadow's next few (the engine drew ids it did
 * not store, or was reset), the exact position is read once from the engine. An engine with
 * random ids has no position (always 0): detected on the first id, and then nothing is done.
 */
export interface IdPosition {
  /** The generator's position after `id` was drawn, or undefined for random ids. */
  after(id: string): number | undefined;
}

const lookahead = 64;

/**
 * @param start the generator's position now (the loaded snapshot's `ids`)
 * @param exact reads the engine's position (its snapshot's `ids`): costly, used when the shadow is lost
 */
export function createIdPosition(start: number, exact: () => number): IdPosition {
  const shadow = createIdSource(0);
  shadow.restore(start);
  let random = false;
  return {
    after(id) {
      if (random) return undefined;
      for (let i = 0; i < lookahead; i++) if (shadow.uuid() === id) return shadow.state();
      const position = exact();
      if (position === 0 && start === 0) {
        random = true;
        return undefined;
      }
      shadow.restore(position);
      return position;
    },
  };
}
