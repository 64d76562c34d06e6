/** Runs the built CLI (`bin/contract-kit.js` -> `dist/`) as a child process, as a user would. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputRead } from '../support/output-read.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/contract-kit.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ when it is missing or older than the sources, so the CLI under test is this code.
 * (`npm test` builds before vitest; this covers running the file alone.)
 */
export function ensureBuilt(): void {
  const built = join(root, 'dist/src/cli/main.js');
  const fresh =
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(newestSource(join(root, 'src')), newestSource(join(root, 'mocks')));
  if (fresh) return;
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      { cwd: root, stdio: 'pipe' },
    );
  } catch {
    // tsc emits even when some file has type errors; `npm test` reports those in its own step.
  }
}

/** A running CLI with its output so far. */
export interface Cli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout; rejects when the CLI exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** The same, once everything the CLI printed has been read (see outputRead). */
  ended: Promise<number | string>;
}

/** Starts `contract-kit ...args`. */
/** CLIs started by runCli that have not exited, so a failed or timed-out test leaves none behind. */
const running = new Set<ChildProcess>();

/**
 * Kills every CLI a test started and left running (SIGKILL: its Prism watchdog goes with it).
 * @example afterEach(stopStrayClis);
 */
export function stopStrayClis(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export function runCli(args: string[]): Cli {
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const ended = Promise.all([exited, outputRead(child)]).then(([code]) => code);
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${pattern}\nstdout:\n${out}\nstderr:\n${err}`)),
        timeoutMs,
      );
      const check = () => {
        const match = pattern.exec(out);
        if (match) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve(match);
        }
      };
      child.stdout?.on('data', check);
      void exited.then((code) =>
        reject(new Error(`CLI exited (${code}) before ${pattern}\nstdout:\n${out}\nstderr:\n${err}`)),
      );
      check();
    });
  return { child, stdout: () => out, stderr: () => err, waitFor, exited, ended };
}

/** Runs the CLI to completion. */
export async function runCliToEnd(
  args: string[],
): Promise<{ code: number | string; stdout: string; stderr: string }> {
  const cli = runCli(args);
  const code = await cli.ended;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

/** Direct children of a process (Linux /proc). */
export function childrenOf(pid: number): number[] {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** Whether a process runs (a zombie, waiting to be reaped by a container's PID 1, does not count). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Polls until none of `pids` runs, or the timeout passes; returns those still running. */
export async function waitGone(pids: number[], timeoutMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const alive = pids.filter(isRunning);
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
