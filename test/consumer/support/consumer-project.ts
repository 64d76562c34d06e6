/**
 * A fresh project that installs the packed kit (`npm pack`) as a user would, on a chosen Node:
 * the consumer matrix's view of the package (README "Supported versions"). Everything runs as
 * child processes with that Node first on PATH, so npm, tsc, vitest and the CLI all run on it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JavaScript without declarations: it runs before anything is compiled.
import { isStale } from '../../../scripts/build-freshness.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The folder holding the `node` binary of a Node line, installed by scripts/ensure-node.sh. */
export function nodeBin(major: 22 | 24 | 26): string {
  return execFileSync('bash', [join(repo, 'scripts', 'ensure-node.sh'), String(major)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

let packed: Promise<string> | undefined;
/** The temporary directory the tarball is packed into, until removePackedKit() removes it. */
let packDir: string | undefined;

/**
 * Packs the kit once per test file and resolves with the tarball's path. Packed with this
 * process's Node, as a maintainer would publish it. `npm pack` runs `prepack` (the build) only when
 * dist/ is older than its sources: `npm test` builds just before its vitest run, and a second build
 * would rewrite dist/ under the test files that run the CLI from it meanwhile. A file that packs
 * calls removePackedKit() in its afterAll.
 */
export function packKit(): Promise<string> {
  if (packed === undefined) {
    const fresh = !isStale(repo, join(repo, 'dist', 'src', 'cli', 'main.js'));
    const destination = mkdtempSync(join(tmpdir(), 'ck-pack-'));
    packDir = destination;
    packed = run(process.execPath.replace(/\/node$/, ''), repo, 'npm', [
      'pack',
      ...(fresh ? ['--ignore-scripts'] : []),
      '--pack-destination',
      destination,
      '--json',
    ]).then((result) => {
      if (result.code !== 0) throw new Error(`npm pack failed:\n${result.output}`);
      const json = result.stdout.slice(result.stdout.indexOf('['));
      const [{ filename }] = JSON.parse(json) as [{ filename: string }];
      return join(destination, filename);
    });
  }
  return packed;
}

/** Removes the directory packKit() packed into, if it packed; a later packKit() packs again. */
export async function removePackedKit(): Promise<void> {
  const dir = packDir;
  packed = undefined;
  packDir = undefined;
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
}

/** What a command printed and how it ended. */
export interface RunResult {
  code: number | null;
  stdout: string;
  /** stdout and stderr interleaved as printed. */
  output: string;
  args: string[];
}

/**
 * Runs `command args` in `cwd` with `bin` first on PATH, and ends it after `timeoutMs` (a bounded
 * wait: a hung install or test fails the test instead of hanging the suite).
 */
export function run(
  bin: string,
  cwd: string,
  command: string,
  args: string[],
  timeoutMs = 240_000,
  onStart?: (stop: (signal: NodeJS.Signals) => void) => void,
): Promise<RunResult> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      CI: 'true',
      NO_COLOR: '1',
    };
    // Variables a vitest worker sets would steer the project's own vitest run.
    for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    // The command and everything it started (npx, the CLI, Prism) form one process group.
    const stop = (signal: NodeJS.Signals) => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, signal);
    };
    onStart?.(stop);
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs} ms]`;
      stop('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, output, args });
    });
  });
}

/**
 * A fresh folder with a package.json (ESM) and the given files, for one supported combination.
 * The caller removes it (`rm(dir, { recursive: true, force: true })` in its afterAll), whether
 * its tests passed or failed: what a failure needs is in the assertion's message (each command's
 * output), so nothing is kept for debugging.
 */
export function createProject(name: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `ck-consumer-${name}-`));
  const manifest = { name: `consumer-${name}`, private: true, type: 'module', version: '1.0.0' };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/**
 * What an install printed that a user would find alarming: a dependency conflict, a peer
 * dependency warning, or a script the package runs at install.
 */
export function alarming(output: string): string[] {
  return output
    .split('\n')
    .filter((line) =>
      /ERESOLVE|peer dep|peerOptional|conflicting peer|install-scripts.*contract-kit/i.test(line),
    );
}
