import { open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Engine } from '../engine/engine.js';

/** A state file that exists but cannot be loaded: a startup error the user must resolve (exit 2). */
export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFileError';
  }
}

/** `--state FILE`: the engine's state on disk. */
export interface StateFile {
  /** Persists the state if it changed; resolves once it is durable. Pass as `beforeRespond`. */
  sync(): Promise<void>;
}

/**
 * Loads `file` into the engine when it exists. A file that cannot be read or restored is an error
 * naming the file, never silently replaced: it may hold the only copy of someone's test data.
 */
export async function loadStateFile(engine: Engine, file: string): Promise<boolean> {
  await removeLeftovers(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw new StateFileError(`cannot read state file ${file}: ${(error as Error).message}`);
  }
  try {
    engine.restore(JSON.parse(text));
  } catch (error) {
    throw new StateFileError(
      `state file ${file} cannot be loaded: ${(error as Error).message} (move it away to start empty)`,
    );
  }
  return true;
}

/** The temporary file a process writes before renaming it over `file`. */
function temporaryFor(file: string, pid: number): string {
  return join(dirname(file), `.${basename(file)}.${pid}.tmp`);
}

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
 * Removes the temporary files that processes killed mid-write left beside `file` (a crash between
 * the write and the rename). Only those of processes no longer running: never the file another
 * live mock is writing.
 */
async function removeLeftovers(file: string): Promise<void> {
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

/**
 * Writes `text` so that a crash at any point leaves either the old file or the new one: write a
 * temporary file in the same directory, fsync it, rename it over the target (atomic on POSIX),
 * then fsync the directory so that the rename itself is durable.
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

async function syncDirectory(directory: string): Promise<void> {
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
 * Persists the engine's state whenever `engine.version` moved, with group commit: one write runs
 * at a time, and every request that changed state while it ran waits for the single next write,
 * which snapshots all of their changes at once. So under load the number of writes follows the
 * disk's speed, not the request rate, and no answer is sent before its change is on disk.
 */
export function createStateFile(engine: Engine, file: string): StateFile {
  let saved = engine.version;
  let writingVersion = -1;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  function start(): Promise<void> {
    const version = engine.version;
    const text = JSON.stringify(engine.snapshot());
    writingVersion = version;
    running = writeFileAtomic(file, text)
      .then(() => {
        saved = Math.max(saved, version);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    sync() {
      const target = engine.version;
      if (target === saved) return Promise.resolve();
      if (running && target <= writingVersion) return running;
      if (queued) return queued;
      if (!running) return start();
      // Clear the slot when the write begins: later changes miss its snapshot and need another.
      const begin = () => {
        queued = null;
        return start();
      };
      queued = running.then(begin, begin);
      return queued;
    },
  };
}
