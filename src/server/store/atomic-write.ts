import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The temporary file a process writes before renaming it over `file` (`.NAME.PID.tmp`). */
export function temporaryFor(file: string, pid: number): string {
  return join(dirname(file), `.${basename(file)}.${pid}.tmp`);
}

/** Makes a directory's entries (a rename, a created or deleted file) durable. */
export async function syncDirectory(directory: string): Promise<void> {
  // Windows cannot open a directory for fsync; its rename is already as durable as it gets there.
  if (process.platform === 'win32') return;
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` so that a crash at any point leaves either the old file or the new one: write a
 * temporary file in the same directory, fsync it, rename it over the target (atomic on POSIX),
 * then fsync the directory so that the rename itself is durable.
 * @example await writeFileAtomic('state.json', JSON.stringify(snapshot))
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temporary = temporaryFor(file, process.pid);
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  await syncDirectory(dirname(file));
}
