/** A real redis-server (Debian's package, see scripts/ensure-redis.sh) of a test's own. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port.js';

/** Servers started and not yet stopped: none may outlive the test process, even one that fails. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Fails with the way out when `redis-server` is missing: these tests never skip silently. */
export function requireRedisServer(): void {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error('redis-server is not installed: run bash scripts/ensure-redis.sh (npm test does)');
  }
}

/** A running redis-server on a loopback port with an append-only file fsynced on every write. */
export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server (SIGKILL when `kill`, else SIGTERM) and waits for its exit. */
  stop(kill?: boolean): Promise<void>;
  /** Starts it again on the same port and directory (it reloads its append-only file). */
  start(): Promise<void>;
  /** Sends the server a signal (SIGSTOP to make it hang, SIGCONT to resume it). */
  signal(signal: NodeJS.Signals): void;
  /** Stops it for good and removes its directory. */
  dispose(): Promise<void>;
}

/**
 * Starts redis-server on a free loopback port in a fresh directory, `appendfsync always`, no RDB
 * snapshots, so what it acknowledged survives a kill.
 * @example const redis = await startRedis(); ...; await redis.dispose();
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'ck-redis-'));
  const config = join(dir, 'redis.conf');
  writeFileSync(
    config,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      'appendonly yes',
      'appendfsync always',
      'save ""',
      'daemonize no',
      'protected-mode yes',
    ].join('\n'),
  );
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn('redis-server', [config], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      running.add(proc);
      proc.once('exit', () => running.delete(proc));
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
      proc.stdout?.on('data', (chunk) => {
        out += chunk;
        if (/Ready to accept connections/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${out}`));
      });
    });
  const stop = async (kill = false) => {
    const proc = child as ChildProcess | null;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill(kill ? 'SIGKILL' : 'SIGTERM');
    await exited;
  };
  try {
    await start();
  } catch (error) {
    // One that never became ready: killed (not waited for), and its directory removed.
    (child as ChildProcess | null)?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    stop,
    start,
    signal(signal) {
      (child as ChildProcess | null)?.kill(signal);
    },
    async dispose() {
      (child as ChildProcess | null)?.kill('SIGCONT');
      await stop(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { freePort };
