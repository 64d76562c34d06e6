#!/usr/bin/env node
/**
 * `npm start`: runs the built CLI (`contract-kit mock`) in this very process, and builds first only
 * when dist/ is missing or a source the build reads is newer than it: the first start after
 * `npm ci` builds once (the package has no `prepare` script, so that installing it never builds),
 * and an edited checkout never serves stale code. On a Node older than the project's toolchain needs
 * it runs itself again on the pinned Node 24 (scripts/project-node.mjs).
 * Arguments after `npm start --` go to `contract-kit mock`. Prism's host is spawned first of all
 * (see prism-host.ts), so it loads while the CLI, the fixtures and the engines do.
 */
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './build-freshness.mjs';
import { reexecOnProjectNode } from './project-node.mjs';

// npm runs this through `sh -c`; when npm itself is sent SIGTERM (a supervisor, a CI step's
// timeout, `kill`), it signals that shell, and Debian's sh dies without passing the signal on,
// which would leave the mocks running and holding their ports. So the mocks stop with their parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

await reexecOnProjectNode('npm start');

// V8's code for the CLI's modules from the last start, instead of compiling them again (see
// compileCacheScript in prism-host.ts: Node's own cache folder, keyed by content, never the package).
module.enableCompileCache?.();

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const built = join(root, 'dist', 'src', 'cli', 'main.js');

if (isStale(root, built)) {
  console.error(
    'contract-kit: dist/ is missing or older than its sources, building first (npm run build)...',
  );
  // What `npm run build` runs, without a second npm start-up.
  const steps = [
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')],
    [join(root, 'scripts', 'copy-fixtures.mjs')],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Prism's host takes longest to start: spawn it before the CLI loads (`contract-kit mock` would,
// a little later; the call is idempotent).
const argv = process.argv.slice(2);
const dist = (path) => import(pathToFileURL(join(root, 'dist', 'src', path)).href);
const [{ startsPrism }, { preloadPrism }] = await Promise.all([
  dist('cli/args-mock.js'),
  dist('server/prism/prism-host.js'),
]);
if (startsPrism(argv)) preloadPrism();
const { main } = await import(pathToFileURL(built).href);
process.exitCode = await main(['mock', ...argv]);
