import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Node flags for a Prism child. Prism's dependencies load node's `punycode`, deprecated since
 * Node 21, and call `url.parse()`, which Node warns about when the caller is outside
 * node_modules, as this checkout's bundle of Prism is (scripts/prism-bundle.mjs): warnings about
 * Prism's internals, printed at every start, that say nothing a user can act on.
 */
export const prismNodeFlags = ['--disable-warning=DEP0040', '--disable-warning=DEP0169'];

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Calls `onLine` with each line a child writes to stdout or stderr, colour codes removed (Prism
 * colours its log even with NO_COLOR in some paths).
 * @example onOutputLines(child, (line, stream) => stream === 'stderr' && log(line))
 */
export function onOutputLines(
  child: ChildProcess,
  onLine: (line: string, stream: 'stdout' | 'stderr') => void,
): void {
  const read = (input: NodeJS.ReadableStream | null, stream: 'stdout' | 'stderr') => {
    if (input) createInterface({ input }).on('line', (raw) => onLine(raw.replace(ansi, ''), stream));
  };
  read(child.stdout, 'stdout');
  read(child.stderr, 'stderr');
  child.stdin?.on('error', () => {}); // EPIPE once the child is gone: expected.
}

/**
 * Stops a Prism child that runs under our stdin watchdog: closes its stdin and sends SIGTERM, then
 * SIGKILL if it has not exited after 5 s. Resolves once it has exited.
 * @example await stopChild(child, exited)
 */
export async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stdin?.end();
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
