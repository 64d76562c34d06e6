import type { RequestContext } from '../../engine/http/pipeline/request-context.js';
import type { MemoryChange, MemoryStore } from '../../engine/memory/store.js';

/**
 * Which of a store's changes belong to the writes a replica logs. Every change reaches the
 * request that made it by its context (`context.changes`, filled by the store); this tells a
 * write's changes from any other: a repeat of another replica's call (a replay context), or a
 * change outside the replica's writes, which would be missing from the log (`stray`).
 */
export interface WriteTracker {
  /** `context` is a write this replica runs and logs, from now on. */
  track(context: RequestContext): void;
  /**
   * When a tracked write made its first change, among this replica's writes (it orders the
   * writes of one batch in the log); `Infinity` when it made none.
   */
  orderOf(context: RequestContext): number;
  /** Runs `apply` (the replica loading a snapshot) without its changes counting as stray. */
  apart(apply: () => void): void;
  stop(): void;
}

/**
 * Subscribes to `store` for one replica.
 * @example const writes = trackWrites(store, () => (dirty = true)); writes.track(request.context);
 */
export function trackWrites(store: MemoryStore, stray: (change: MemoryChange) => void): WriteTracker {
  const writes = new WeakMap<RequestContext, number>();
  let sequence = 0;
  let applying = false;
  const stop = store.subscribe((change, context) => {
    if (applying || context?.replay) return;
    const order = context === undefined ? undefined : writes.get(context);
    if (context === undefined || order === undefined) return stray(change);
    if (order === Number.POSITIVE_INFINITY) writes.set(context, sequence++);
  });
  return {
    track: (context) => writes.set(context, Number.POSITIVE_INFINITY),
    orderOf: (context) => writes.get(context) ?? Number.POSITIVE_INFINITY,
    apart(apply) {
      applying = true;
      try {
        apply();
      } finally {
        applying = false;
      }
    },
    stop,
  };
}
