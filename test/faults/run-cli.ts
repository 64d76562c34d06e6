/** Runs the built `contract-kit` CLI as a user would, and measures how long its process lived. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputRead } from '../support/output-read.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function newest(dir: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) time = Math.max(time, newest(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}

/** Builds dist/ (`npm run build`'s tsc step) when it is older than src/ or conformance/. */
export function ensureBuilt(): void {
  const built = join(root, 'dist/conformance/run-conformance.js');
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'conformance')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  try {
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
  } catch {
    // tsc emits despite type errors elsewhere; the type check is its own step.
  }
}

/** What one CLI run did. */
export interface CliRun {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** From spawn to the process's exit. */
  ms: number;
}

/**
 * Spawns `node bin/contract-kit.js ...args`; kills it after `killAfterMs` (the test's own bound, so
 * a hung CLI fails the test instead of hanging it) and reports `signal: 'SIGKILL'` then.
 */
export function runCli(
  args: string[],
  killAfterMs = 90_000,
  env: Record<string, string> = {},
): Promise<CliRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'bin/contract-kit.js'), ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  // The report is taken once all it printed has been read, timed at its exit.
  const read = outputRead(child);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      clearTimeout(killer);
      const ms = Date.now() - started;
      void read.then(() => resolve({ code, signal, stdout, stderr, ms }));
    });
  });
}

/** The memory flags of the kit's fixture tenants. */
export const memoryFlags = ['--api-key', 'ck_test_key', '--workspace', 'ws_main'];
