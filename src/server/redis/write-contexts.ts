import { AsyncLocalStorage } from 'node:async_hooks';
import type { MemoryChange, MemoryStore } from '../../engine/memory/store.js';

/** What a request running in the engine collects: its changes, and when it made the first. */
export interface WriteContext {
  /** A repeat of another replica's call: its changes are already in the log. */
  replay: boolean;
  changes: MemoryChange[];
  /** Orders the writes of one batch by when each made its first change. */
  order: number;
}

/** The request each change belongs to, across the awaits of the engine's pipeline. */
export const contexts = new AsyncLocalStorage<WriteContext>();

let sequence = 0;

/** A fresh context for a write (`replay` for another replica's call). */
export function newContext(replay = false): WriteContext {
  return { replay, changes: [], order: Number.POSITIVE_INFINITY };
}

/**
 * Routes every change of `store` to the write that made it; a change made outside any write
 * (it would be missing from the log) calls `stray`.
 * @example listenToStore(store, () => (dirty = true));
 */
export function listenToStore(store: MemoryStore, stray: (change: MemoryChange) => void): void {
  store.listener = (change) => {
    const context = contexts.getStore();
    if (context?.replay) return;
    if (!context) return stray(change);
    if (context.changes.length === 0) context.order = sequence++;
    context.changes.push(change);
  };
}
