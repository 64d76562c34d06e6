#!/usr/bin/env node
/**
 * `npm start`: runs the built CLI (`contract-kit mock`) in this very process, and builds first only
 * when dist/ is missing or a source the build reads is newer than it: the first start after
 * `npm ci` builds once (the package has no `prepare` script, so that installing it never builds),
 * and an edited checkout never serves stale code. On a Node older than the project's toolchain needs
 * it runs itself again on the pinned Node 24 (scripts/project-node.mjs).
 * Arguments after `npm start --` go to `contract-kit mock`. Prism's host is spawned first of all
 * (see prism-host.ts), from the build as it is, before even the freshness checks are loaded, so it
 * loads while the checks, the CLI, the fixtures and the engines do; when the build turns out stale,
 * that host is stopped and, after the build, the start runs again in a new process, with no old
 * module loaded. A bundle of Prism made again here serves the next start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reexecOnProjectNode, runAgain } from './project-node.mjs';

// npm runs this through `sh -c`; when npm itself is sent SIGTERM (a supervisor, a CI step's
// timeout, `kill`), it signals that shell, and Debian's sh dies without passing the signal on,
// which would leave the mocks running and holding their ports. So the mocks stop with their parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

await reexecOnProjectNode('npm start');

// V8's code for the CLI's modules from the last start, instead of compiling them again (see
// the same in src/server/prism/host/host.cjs: Node's own cache folder, keyed by content, never the package).
module.enableCompileCache?.();

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const built = join(root, 'dist', 'src', 'cli', 'main.js');
const argv = process.argv.slice(2);
const dist = (path) => import(pathToFileURL(join(root, 'dist', 'src', path)).href);

/**
 * Prism's host takes longest to start: spawned from the build there is, before the freshness check
 * (`contract-kit mock` would, a little later; the call is idempotent). Resolves with the host's
 * module, or null when there is no build to spawn it from. Spawned before the CLI's argument
 * parser is even loaded (20 ms), unless the arguments plainly start no Prism; the parser then
 * decides, and a host it does not want is stopped at once.
 */
async function preloadFromBuild() {
  if (!existsSync(built)) return null;
  try {
    const host = await dist('server/prism/prism-host.js');
    if (!argv.some((arg) => arg === '--direct' || arg === '--help' || arg === '-h')) host.preloadPrism();
    const { startsPrism } = await dist('cli/args-mock.js');
    if (!startsPrism(argv)) await host.cancelPreload?.();
    return host;
  } catch {
    // A build too broken to load: the freshness check below finds it stale and builds.
    return null;
  }
}

const early = await preloadFromBuild();

// The checks below are loaded after the host is spawned (30 ms sooner). A bundle the host found
// stale it did not load (it loads Prism's own files then); the JSON twins it reads only when the
// CLI asks for a proxy, after these lines.
const { isStale } = await import('./build-freshness.mjs');
const { openapiJsonIsCurrent, writeOpenapiJson } = await import('./openapi-json.mjs');
const { buildPrismBundle, bundleIsCurrent } = await import('./prism-bundle.mjs');
// This checkout's one-file Prism (scripts/prism-bundle.mjs), made again when npm or git changed the
// installed packages since; without esbuild the host loads Prism's own files, silently.
if (!bundleIsCurrent()) await buildPrismBundle();
// The JSON twins of the documents Prism reads (scripts/openapi-json.mjs), after an edit of a YAML.
// A YAML that does not parse gets no twin: Prism reads the YAML and says what is wrong with it.
if (existsSync(built) && !openapiJsonIsCurrent()) await writeOpenapiJson().catch(() => {});

if (isStale(root, built)) {
  // Not the host of a stale build (a build older than this script has no cancelPreload: its host
  // ends with this process).
  await early?.cancelPreload?.();
  console.error(
    'contract-kit: dist/ is missing or older than its sources, building first (npm run build)...',
  );
  // What `npm run build` runs (but its last step, the bundle of Prism, made above), without a
  // second npm start-up.
  const steps = [
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')],
    [join(root, 'scripts', 'copy-fixtures.mjs')],
    [join(root, 'scripts', 'openapi-json.mjs')],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  // Modules of the old build are loaded in this process: the new build starts in a new one.
  if (early) await runAgain();
}

const { main } = await import(pathToFileURL(built).href);
process.exitCode = await main(['mock', ...argv]);
