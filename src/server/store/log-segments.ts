import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { MemoryChange, SnapshotFold } from '../../engine/memory/snapshot.js';

/**
 * The on-disk name of the change log's segments, `FILE.journal.N`: the name every version so far
 * has written, kept so that their state directories load. (In the code, "journal" is the request
 * journal of src/engine/http/logs/journal.ts; what `--state` keeps is its change log.)
 */
const segmentInfix = '.journal.';

/**
 * The change log of `--state FILE` is a series of segments beside it, `FILE.journal.N`: newline
 * separated JSON changes (`MemoryChange`), appended and fsynced before the answer they belong
 * to. The snapshot in FILE says which segment follows it (`generation`), so a segment below that
 * number is already folded in, and one at or above it is replayed on load.
 */
export function segmentPath(file: string, generation: number): string {
  return `${file}${segmentInfix}${generation}`;
}

/** The generations of the segments beside `file`, ascending. */
export async function listSegments(file: string): Promise<number[]> {
  const prefix = `${basename(file)}${segmentInfix}`;
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

function parseLine(line: string): MemoryChange | undefined {
  try {
    const value = JSON.parse(line) as MemoryChange;
    return value !== null && typeof value === 'object' && typeof value.op === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The changes of one segment. A crash can tear only the last append of a segment, which was
 * never acknowledged: an incomplete or unreadable tail is dropped. Anything unreadable followed
 * by readable changes is damage, not a torn write, and an Error.
 */
export function parseSegment(text: string, where: string): MemoryChange[] {
  const lines = text.split('\n');
  const changes: MemoryChange[] = [];
  let bad = -1;
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const change = parseLine(line);
    if (change === undefined) {
      if (bad < 0) bad = i;
      continue;
    }
    if (bad >= 0) throw new Error(`${where}: line ${bad + 1} is damaged and changes follow it`);
    changes.push(change);
  }
  return changes;
}

/** Applies the segments `from`..`to` (those that exist) to `fold`, in order. */
export async function foldSegments(
  fold: SnapshotFold,
  file: string,
  generations: readonly number[],
): Promise<void> {
  for (const generation of generations) {
    const path = segmentPath(file, generation);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const changes = parseSegment(text, join(dirname(path), basename(path)));
    for (const [i, change] of changes.entries()) {
      try {
        fold.apply(change);
      } catch (error) {
        throw new Error(`${path}: change ${i + 1}: ${(error as Error).message}`);
      }
    }
  }
}
