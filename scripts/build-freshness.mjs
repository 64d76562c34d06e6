/**
 * Whether the build in dist/ is older than what it is built from: `npm start` compiles first only
 * then (scripts/start.mjs). Plain JavaScript, as it runs before anything is compiled.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What tsconfig.build.json includes, plus the configs and the manifest that shape the output. */
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
    if (entry.isDirectory()) {
      // Not inputs of the build: installed packages and tool caches (a test run leaves a vitest
      // cache in conformance/node_modules/.vite, which would otherwise force a rebuild).
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) {
        newest = Math.max(newest, newestUnder(path));
      }
    } else if (compiled.test(entry.name) && !entry.name.includes('.test.')) {
      newest = Math.max(newest, mtimeOf(path));
    }
  }
  return newest;
}

/**
 * True when `built` is missing or a build input under `root` changed after it.
 * @example if (isStale(root, join(root, 'dist/src/cli/main.js'))) build();
 */
export function isStale(root, built) {
  const output = mtimeOf(built);
  if (output < 0) return true;
  const inputs = [
    ...sourceDirs.map((dir) => newestUnder(join(root, dir))),
    ...sourceFiles.map((file) => mtimeOf(join(root, file))),
  ];
  return Math.max(...inputs) > output;
}
