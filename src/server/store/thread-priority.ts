import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** How much lower than normal background threads run: nice 10, about a tenth of a normal thread's share. */
export const backgroundNice = 10;

/**
 * This thread's id where the system names it (Linux: `/proc/thread-self` links to
 * `PID/task/TID`), or undefined.
 */
export function currentThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the scheduling priority of the calling thread only, where the system allows it. On
 * Linux, `setpriority` given a thread id changes that one thread (not the process), so a worker
 * doing background work (compaction) yields the CPU to the thread serving requests when both want
 * it, and still runs at full speed on an idle core. Elsewhere (or when refused) it does nothing:
 * lowering the whole process would slow the requests too. Returns whether it lowered anything.
 */
export function lowerThreadPriority(nice = backgroundNice): boolean {
  const tid = currentThreadId();
  if (tid === undefined || tid === process.pid) return false;
  try {
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
