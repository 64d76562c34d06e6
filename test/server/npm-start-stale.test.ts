/**
 * `npm start` spawns Prism's host from the build there is before it checks that build's freshness
 * (scripts/start.mjs). When the build is stale, that host must not serve the new build, and no
 * module of the old build may stay loaded: the host is cancelled, the build runs, and the start
 * runs again in a new process. The real scripts/start.mjs (with its real freshness check and
 * re-run) in a copy of the repository's layout whose build steps and built modules only log what
 * they are asked to do, so the order can be read back.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fake module's source: it appends `<line> <pid>` to the tree's log.txt. */
const logging = (root: string, body: string) =>
  `import { appendFileSync } from 'node:fs';
const log = (line) => appendFileSync(${JSON.stringify(join(root, 'log.txt'))}, line + ' ' + process.pid + '\\n');
${body}
`;

function layout(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-start-stale-'));
  roots.push(root);
  const file = (path: string, text: string, ageSeconds = 0) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    const at = Date.now() / 1000 - ageSeconds;
    utimesSync(full, at, at);
  };
  mkdirSync(join(root, 'scripts'));
  // prism-bundle.mjs finds no Prism installed here, so it bundles nothing.
  for (const script of ['start.mjs', 'build-freshness.mjs', 'project-node.mjs', 'prism-bundle.mjs'])
    copyFileSync(join(repo, 'scripts', script), join(root, 'scripts', script));
  for (const config of ['tsconfig.json', 'tsconfig.build.json', 'package.json']) file(config, '{}', 600);
  // As the real parser says for these arguments: `--version` starts no Prism, and is no plain case.
  file(
    'dist/src/cli/args-mock.js',
    "export const startsPrism = (argv) => !argv.includes('--version');\n",
    300,
  );
  file(
    'dist/src/server/prism/prism-host.js',
    logging(
      root,
      "export function preloadPrism() { log('preload'); }\nexport async function cancelPreload() { log('cancel'); }",
    ),
    300,
  );
  file(
    'dist/src/cli/main.js',
    logging(root, "export async function main() { log('old main'); return 0; }"),
    300,
  );
  // Edited after the build: the build is stale.
  file('src/edited.ts', 'export {};\n', 60);
  // The build's two steps: tsc writes a new main.js; the fixtures are copied.
  const newMain = logging(
    root,
    "export async function main(argv) { log('new main ' + argv.join(' ')); return 0; }",
  );
  file(
    'node_modules/typescript/bin/tsc',
    logging(
      root,
      `import { writeFileSync } from 'node:fs';
log('build');
writeFileSync(${JSON.stringify(join(root, 'dist/src/cli/main.js'))}, ${JSON.stringify(newMain)});`,
    ),
  );
  file('scripts/copy-fixtures.mjs', logging(root, "log('copy-fixtures');"));
  // The JSON twins of the documents: current (start.mjs asks), and written as the build's last step.
  file(
    'scripts/openapi-json.mjs',
    logging(
      root,
      `export const openapiJsonIsCurrent = () => true;
export async function writeOpenapiJson() { log('openapi-json at start'); }
if (process.argv[1]?.endsWith('openapi-json.mjs')) log('openapi-json');`,
    ),
  );
  return root;
}

/** The log's lines as [what, pid]. */
function logOf(root: string): [string, string][] {
  return readFileSync(join(root, 'log.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return [line.slice(0, at), line.slice(at + 1)];
    });
}

it('[SRV-NPM-START-3] a stale build: its early host is cancelled, the build runs, and the start runs again in a new process', {
  timeout: 60_000,
}, () => {
  const root = layout();
  execFileSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--port', '0'], {
    cwd: root,
    stdio: 'ignore',
  });
  const log = logOf(root);
  expect(log.map(([what]) => what)).toEqual([
    'preload',
    'cancel',
    'build',
    'copy-fixtures',
    'openapi-json',
    // The new build, in a process of its own: its host spawned ahead again, then its CLI.
    'preload',
    'new main mock --port 0',
  ]);
  const pid = log.map(([, id]) => id);
  // Cancelled by the process that spawned it; the new build's CLI runs in another process.
  expect(pid[1]).toBe(pid[0]);
  expect(pid[6]).toBe(pid[5]);
  expect(pid[5]).not.toBe(pid[0]);
});

it('[SRV-NPM-START-4] a fresh build: the host is spawned ahead and the CLI runs in the same process, with no build', {
  timeout: 60_000,
}, () => {
  const root = layout();
  // The edit is older than the build now.
  const past = Date.now() / 1000 - 3_600;
  utimesSync(join(root, 'src/edited.ts'), past, past);
  execFileSync(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'ignore' });
  const log = logOf(root);
  expect(log.map(([what]) => what)).toEqual(['preload', 'old main']);
  expect(log[1]?.[1]).toBe(log[0]?.[1]);
});

it('[SRV-NPM-START-5] the host is spawned before the argument parser loads, and stopped when the parser says no Prism starts; never for plain --direct', {
  timeout: 60_000,
}, () => {
  const fresh = () => {
    const root = layout();
    const past = Date.now() / 1000 - 3_600;
    utimesSync(join(root, 'src/edited.ts'), past, past);
    return root;
  };
  const version = fresh();
  execFileSync(process.execPath, [join(version, 'scripts', 'start.mjs'), '--version'], {
    cwd: version,
    stdio: 'ignore',
  });
  expect(logOf(version).map(([what]) => what)).toEqual(['preload', 'cancel', 'old main']);
  const direct = fresh();
  execFileSync(process.execPath, [join(direct, 'scripts', 'start.mjs'), '--direct'], {
    cwd: direct,
    stdio: 'ignore',
  });
  expect(logOf(direct).map(([what]) => what)).toEqual(['old main']);
});
