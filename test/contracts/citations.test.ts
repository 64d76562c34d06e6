/**
 * A comment or a config file that cites a file of this repository must cite one that exists: a
 * note pointing at a moved or deleted file is stale, and a reader who follows it is lost. This
 * covers what links.test.ts does not: plain paths in comments, strings and configs
 * (`src/engine/http/controls/controls.ts`, `ARCHITECTURE.md`), read from the repository root or from the
 * citing file's folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Files whose paths are test data, not citations of this repository's files: a temporary tree's
 * (a user's project written from the README: its src/main.ts is theirs), and this test's own
 * planted ones.
 */
const builtTrees = new Set([
  'test/server/build-freshness.test.ts',
  'test/contracts/citations.test.ts',
  'test/browser/production-build.test.ts',
  'test/browser/vitest-browser-mode.test.ts',
  'test/recipes/vite-template.test.ts',
  'test/server/npm-start-stale.test.ts',
]);

/**
 * A repository path: a top-level folder of this repository followed by a file name with an
 * extension, or one of the root documents. Not part of a longer path (`dist/src/...`), a glob
 * (`*.ts`) or a template (`<api>`, `${name}`).
 */
const citation =
  /(?<![\w./<>{}$-])((?:src|test|mocks|conformance|scripts|fixtures|openapi|bench|demo|bin|\.ci)\/[\w./-]*[\w-]\.(?:ts|mts|mjs|js|json|yaml|md|sh|html)|\.ci\/run|(?:README|ARCHITECTURE|DESIGN|BENCHMARKS)\.md)(?![\w*<>{}$])/g;

/** The cited paths of `text` (a file at `file`) that exist neither from the root nor from its folder. */
function deadCitations(file: string, text: string): string[] {
  return [...text.matchAll(citation)]
    .map((match) => match[1] ?? '')
    .filter(
      (target) =>
        !existsSync(join(root, target)) && !existsSync(normalize(join(root, dirname(file), target))),
    )
    .map((target) => `${file}: ${target}`);
}

function trackedFiles(): string[] {
  return execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '*.ts',
      '*.mjs',
      '*.sh',
      '*.json',
      '*.yaml',
      '.ci/run',
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)))
    .filter(
      (file) => !file.startsWith('src/generated/') && !file.startsWith('fixtures/') && !builtTrees.has(file),
    )
    .filter((file) => !file.endsWith('package-lock.json'));
}

test('[CITE-1] every file a comment, string or config cites exists', () => {
  const dead = trackedFiles().flatMap((file) => deadCitations(file, readFileSync(join(root, file), 'utf8')));
  expect(dead).toEqual([]);
});

test('[CITE-2] a planted citation of a missing file is found, and existing ones are not', () => {
  const planted = [
    '// the router lives in src/engine/http/no-such-router.ts (see ARCHITECTURE.md)',
    '{ "message": "only src/client may be imported (NO-SUCH-DOC.md, DESIGN.md, BENCHMARKS.md)" }',
    '# run .ci/run, then scripts/gone.sh',
  ].join('\n');
  expect(deadCitations('biome.json', planted)).toEqual([
    'biome.json: src/engine/http/no-such-router.ts',
    'biome.json: scripts/gone.sh',
  ]);
  // From the citing file's own folder too, and never inside a longer path, a glob or a template.
  expect(deadCitations('src/engine/http/x.ts', "import from 'src/generated/memory.ts'")).toEqual([]);
  expect(
    deadCitations('x.ts', 'dist/src/nothing.ts conformance/checks/<api>/x.ts test/**/*.test.ts'),
  ).toEqual([]);
});
