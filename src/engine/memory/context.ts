import type { IdSource } from './ids.js';
import type { MemoryStore } from './store.js';
import type { TenantsFixture } from './tenants.js';

/** What the memory handlers share: the store, where ids and time come from, the fixture. */
export interface MemoryContext {
  store: MemoryStore;
  ids: IdSource;
  now: () => number;
  tenants: () => TenantsFixture;
  /** Marks a change of state (adapters persist when the engine's version moves). */
  changed: () => void;
}

/** Scores are decimals with six places: stable in snapshots, precise enough to rank. */
export function roundScore(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}
