import { readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files (`.NAME.PID.tmp`) that processes killed mid-write left beside
 * `file` (a crash between the write and the rename, in a snapshot or a compaction). Only those
 * of processes no longer running: never the file another live mock is writing.
 */
export async function removeLeftovers(file: string): Promise<void> {
  const prefix = `.${basename(file)}.`;
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const digits = name.slice(prefix.length, -'.tmp'.length);
    const pid = Number(digits);
    if (!/^\d+$/.test(digits) || pid === process.pid || isRunning(pid)) continue;
    await unlink(join(dirname(file), name)).catch(() => undefined);
  }
}
