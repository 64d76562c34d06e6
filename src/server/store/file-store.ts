import { type FileHandle, open, readFile, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createSnapshotFold, type MemorySnapshot, readSnapshot } from '../../engine/memory/snapshot.js';
import { syncDirectory, writeFileAtomic } from './atomic-write.js';
import { type Compactor, createCompactor } from './compaction.js';
import { removeLeftovers } from './leftovers.js';
import { foldSegments, listSegments, segmentPath } from './log-segments.js';
import { StateFileError } from './state-file-error.js';
import type { StateStore } from './state-store.js';

/** Options of {@link createFileStore}. */
export interface FileStoreOptions {
  /**
   * Compact once the change log holds this many bytes, or the snapshot's size if that is larger (so
   * the cost of rewriting the snapshot stays a constant factor of what was appended). Default 8 MiB.
   */
  compactAfterBytes?: number;
  /** Where a failed compaction is reported (the change log keeps everything meanwhile). */
  onError?: (error: unknown) => void;
}

/**
 * `--state FILE` on disk: FILE holds a snapshot, the change log `FILE.journal.N` the changes since, appended
 * with group commit by the caller and fsynced before the answers they belong to; a worker thread
 * folds the change log into the next snapshot now and then (see compaction-worker.ts). Every step
 * leaves files that load: the snapshot is replaced atomically and names the first segment it
 * does not contain, segments are deleted only once a snapshot contains them, and appends go to a
 * fresh segment after every start.
 * @example const store = createFileStore('state.json'); const state = await store.load();
 */
export function createFileStore(file: string, options: FileStoreOptions = {}): StateStore {
  const minimum = options.compactAfterBytes ?? 8 * 1024 * 1024;
  /** Generation of the snapshot in FILE. */
  let base = 0;
  /** Generation of the segment appends go to. */
  let current = 0;
  let segment: FileHandle | null = null;
  /** Bytes of change log the snapshot does not contain yet (replayed at the next start). */
  let logBytes = 0;
  let snapshotBytes = 0;
  let stale: number[] = [];
  let compacting: Promise<void> | null = null;
  /** Started with `open`, ahead of the first compaction (see compaction.ts). */
  let compactor: Compactor | null = null;

  async function startSegment(generation: number): Promise<void> {
    await segment?.close();
    current = generation;
    segment = await open(segmentPath(file, generation), 'a');
    // The new entry must survive a crash before anything appended to it is acknowledged.
    await syncDirectory(dirname(file));
  }

  async function removeSegments(below: number): Promise<void> {
    for (const generation of await listSegments(file)) {
      if (generation < below) await unlink(segmentPath(file, generation)).catch(() => undefined);
    }
  }

  function compact(): void {
    const job = { file, from: base, next: current };
    const folding = logBytes;
    logBytes = 0;
    compactor ??= createCompactor();
    compacting = compactor
      .run(job)
      .then(async (bytes) => {
        base = job.next;
        snapshotBytes = bytes;
        await removeSegments(base);
      })
      .catch((error: unknown) => {
        // The segments stay; the next compaction folds them along with the newer ones.
        logBytes += folding;
        (options.onError ?? console.error)(error);
      })
      .finally(() => {
        compacting = null;
      });
  }

  return {
    async load() {
      await removeLeftovers(file);
      const segments = await listSegments(file);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && segments.length === 0) return null;
        const why =
          code === 'ENOENT' ? 'its change log exists but the snapshot is missing' : (error as Error).message;
        throw new StateFileError(`cannot read state file ${file}: ${why}`);
      }
      try {
        const json = JSON.parse(text) as { generation?: unknown };
        base = typeof json.generation === 'number' ? json.generation : 0;
        const fold = createSnapshotFold(readSnapshot(json));
        await foldSegments(
          fold,
          file,
          segments.filter((g) => g >= base),
        );
        stale = segments.filter((g) => g < base);
        for (const g of segments.filter((g) => g >= base)) {
          logBytes += (await stat(segmentPath(file, g))).size;
        }
        current = Math.max(base, ...segments.map((g) => g + 1));
        snapshotBytes = text.length;
        return fold.result();
      } catch (error) {
        throw new StateFileError(
          `state file ${file} cannot be loaded: ${(error as Error).message} (move it and its change log, FILE.journal.*, away to start empty)`,
        );
      }
    },
    async open(initial) {
      compactor ??= createCompactor();
      if (initial) return this.replace(initial);
      // Never append to a segment a crash may have torn: a fresh one after every start.
      await startSegment(current);
      for (const generation of stale) await unlink(segmentPath(file, generation)).catch(() => undefined);
    },
    async append(changes) {
      if (!segment) throw new Error('state store: append before open');
      const text = `${changes.join('\n')}\n`;
      await segment.write(text);
      await segment.datasync();
      logBytes += Buffer.byteLength(text);
      if (!compacting && logBytes >= Math.max(minimum, snapshotBytes)) {
        await startSegment(current + 1);
        compact();
      }
    },
    async replace(snapshot: MemorySnapshot) {
      await compacting;
      const text = JSON.stringify({ ...snapshot, generation: current + 1 });
      await writeFileAtomic(file, text);
      base = current + 1;
      snapshotBytes = text.length;
      logBytes = 0;
      await startSegment(base);
      await removeSegments(base);
    },
    async close() {
      await compacting;
      await compactor?.close();
      compactor = null;
      await segment?.close();
      segment = null;
    },
  };
}
