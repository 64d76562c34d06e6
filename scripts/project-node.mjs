/**
 * The Node this repository's own scripts run on. The project's toolchain (Prism 5.16, Vitest 5,
 * msw 3) needs Node >= 24.18; on an older Node (this machine's Node 20 among them) `npm start`
 * re-runs itself on the pinned Node 24 that scripts/ensure-node.sh installs from the npm registry,
 * so `npm ci && npm start` works on a fresh machine with nothing installed by hand.
 * Plain JavaScript: it runs before anything is compiled.
 */
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Node the repository's toolchain runs on (Prism 5.16's engines). */
export const projectNode = { major: 24, minor: 18 };

/** Whether a Node version (`24.21.0`) is new enough for the repository's toolchain. */
export function isProjectNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > projectNode.major || (major === projectNode.major && minor >= projectNode.minor);
}

/**
 * Runs this very script again on the pinned Node 24 when the running Node is too old, and exits
 * with its exit code; returns (doing nothing) when the running Node is new enough. Signals that
 * stop the parent (Ctrl-C reaches both through the terminal; SIGTERM from a supervisor) are passed on.
 */
export function reexecOnProjectNode(label) {
  if (isProjectNode()) return;
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  let bin;
  try {
    bin = execFileSync('bash', [join(root, 'scripts', 'ensure-node.sh'), String(projectNode.major)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
  } catch {
    console.error(
      `${label}: this is Node ${process.versions.node}; the project needs Node >= ${projectNode.major}.${projectNode.minor}. Install it and put it first on PATH.`,
    );
    process.exit(1);
  }
  const node = join(bin, 'node');
  console.error(
    `${label}: Node ${process.versions.node} is older than the project needs (>= ${projectNode.major}.${projectNode.minor}); running on ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()} (scripts/ensure-node.sh)`,
  );
  return runAgain(node, { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` });
}

/**
 * Runs this very script again in a new process (on `node`, with `env`) and exits with its exit
 * code; signals that stop this process (Ctrl-C reaches both through the terminal; SIGTERM from a
 * supervisor) are passed on. Never resolves: nothing else of the calling script may run.
 * @example await runAgain() // after a rebuild, so that no module of the old build stays loaded
 */
export function runAgain(node = process.execPath, env = process.env) {
  const child = spawn(node, process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  return new Promise(() => {});
}
