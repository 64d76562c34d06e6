import type { MemorySnapshot } from '../../engine/memory/snapshot.js';

/**
 * Where `--state` keeps a memory engine's state: a snapshot plus the changes made since, each
 * change one JSON text (a `MemoryChange`). The file store (`createFileStore`) keeps them in a
 * snapshot file and an append-only change log; a shared backend (a database table, an object store)
 * can implement the same four calls. Calls never overlap: the caller awaits each one.
 */
export interface StateStore {
  /**
   * The state last persisted, with every durable change applied, or null when nothing is stored.
   * Reads only: a store that cannot be loaded is reported (StateFileError) and left untouched.
   */
  load(): Promise<MemorySnapshot | null>;
  /**
   * Starts persisting after a successful load (or with `initial` when `load` found nothing):
   * from here on the store may write.
   */
  open(initial: MemorySnapshot | null): Promise<void>;
  /** Makes changes durable, in order; resolves once a crash can no longer lose any of them. */
  append(changes: readonly string[]): Promise<void>;
  /** Replaces everything stored by `snapshot` (after a reset or a restore); durable on resolve. */
  replace(snapshot: MemorySnapshot): Promise<void>;
  /** Waits for background work (compaction) and releases files; nothing is lost if it never runs. */
  close(): Promise<void>;
}
