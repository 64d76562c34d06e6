import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { EventRecord, SourceRecord } from '../engine/releases/types.js';

/** What a snapshot has read so far; written beside the output as `<out>.partial` after every page. */
export interface SnapshotProgress {
  /** The deployment being copied; a resume against another one is refused. */
  baseUrl: string;
  phase: 'sources' | 'events' | 'done';
  /** Offset of the next page of the current phase. */
  offset: number;
  sources: SourceRecord[];
  events: EventRecord[];
  /** The deployment's last stated totals, to say whether the copy is complete. */
  totals: { sources?: number; events?: number };
}

/** Where the progress of a snapshot into `out` is kept. */
export const progressPath = (out: string): string => `${out}.partial`;

/**
 * Reads the progress file of a snapshot into `out`, or `undefined` when there is none.
 * @throws when the file exists but is not a snapshot's progress for `baseUrl`.
 */
export async function readProgress(out: string, baseUrl: string): Promise<SnapshotProgress | undefined> {
  let text: string;
  try {
    text = await readFile(progressPath(out), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const progress = JSON.parse(text) as SnapshotProgress;
  if (
    !Array.isArray(progress.sources) ||
    !Array.isArray(progress.events) ||
    typeof progress.offset !== 'number'
  )
    throw new Error(`${progressPath(out)} is not the progress file of a snapshot`);
  if (progress.baseUrl !== baseUrl)
    throw new Error(`${progressPath(out)} is a snapshot of ${progress.baseUrl}, not of ${baseUrl}`);
  return progress;
}

/** Writes `text` to `path` through a temporary file and a rename, so a crash leaves old or new. */
export async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/** Saves the progress of a snapshot into `out`. */
export function saveProgress(out: string, progress: SnapshotProgress): Promise<void> {
  return writeAtomically(progressPath(out), JSON.stringify(progress));
}

/** Removes the progress file once the dataset is written. */
export function dropProgress(out: string): Promise<void> {
  return rm(progressPath(out), { force: true });
}
