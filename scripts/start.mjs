#!/usr/bin/env node
/**
 * `npm start`: runs the built CLI (`contract-kit mock`) in this very process, and builds first only
 * when a source the build reads is newer than dist/. `npm ci` already built dist/ (`prepare`), so a
 * fresh clone starts without compiling, and an edited checkout still never serves stale code.
 * Arguments after `npm start --` go to `contract-kit mock`. Prism's host is spawned first of all
 * (see prism-host.ts), so it loads while the CLI, the fixtures and the engines do.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const built = join(root, 'dist', 'src', 'cli', 'main.js');
// What tsconfig.build.json includes, plus the configs and the manifest that shape the output.
const sourceDirs = ['src', 'mocks', 'fixtures', 'conformance'];
const sourceFiles = ['tsconfig.json', 'tsconfig.build.json', 'package.json'];
const compiled = /\.(ts|mts|json)$/;

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** The newest modification time of a compiled input under `dir` (test files are not built). */
function newestUnder(dir) {
  let newest = -1;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(path));
    else if (compiled.test(entry.name) && !entry.name.includes('.test.')) {
      newest = Math.max(newest, mtimeOf(path));
    }
  }
  return newest;
}

function isStale() {
  const output = mtimeOf(built);
  if (output < 0) return true;
  const inputs = [
    ...sourceDirs.map((dir) => newestUnder(join(root, dir))),
    ...sourceFiles.map((file) => mtimeOf(join(root, file))),
  ];
  return Math.max(...inputs) > output;
}

if (isStale()) {
  console.error('contract-kit: sources are newer than dist/, building first (npm run build)...');
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
  dist('server/prism-host.js'),
]);
if (startsPrism(argv)) preloadPrism();
const { main } = await import(pathToFileURL(built).href);
process.exitCode = await main(['mock', ...argv]);
