import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once everything `child` printed has been read: at 'close', after its exit and once
 * both pipes have closed, or 2 s after its exit should something it started still hold them.
 * 'exit' alone can come before the last of stdout and stderr has been read. Call it right after
 * spawning, so that a 'close' which follows the exit at once is not missed.
 * @example const read = outputRead(child); ...; await read; expect(stderr).toContain('...')
 */
export function outputRead(child: ChildProcess): Promise<void> {
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const grace = exited.then(() => new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref()));
  return Promise.race([closed, grace]);
}
