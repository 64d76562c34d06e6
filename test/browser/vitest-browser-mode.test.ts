/**
 * Vitest 5's browser mode with the msw handlers (docs/frontend.md "In Vitest's browser mode"): the project in
 * test/browser-mode/ run as a user runs it, `npx vitest run --config ...`, in Debian's Chromium
 * through the Playwright provider, msw 3's setupWorker answering from the engine in the page. It
 * must pass with both its tests; a copy whose test file adds one handler answering 500 must fail
 * both, so the run can fail. The guide's files are checked against the project's.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, run } from '../consumer/support/consumer-project.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const project = join(repo, 'test', 'browser-mode');
const config = join(project, 'vitest.config.ts');
const readme = readFileSync(join(repo, 'docs', 'frontend.md'), 'utf8');

/** The guide's code block that starts with the line `// path` under `heading`. */
function readmeBlock(heading: string, path: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
  const marker = `\`\`\`ts\n// ${path}\n`;
  const from = section.indexOf(marker);
  if (start < 0 || from < 0) throw new Error(`docs/frontend.md has no block for ${path} under "${heading}"`);
  return section.slice(from + marker.length, section.indexOf('```', from + marker.length));
}

/** A file of test/browser-mode as the guide prints it: the kit imported by its package name. */
function asInReadme(file: string): string {
  return readFileSync(join(project, file), 'utf8')
    .replaceAll("'../../src/client/index.js'", "'contract-kit/client'")
    .replaceAll("'../../mocks/index.js'", "'contract-kit/msw'");
}

const heading = "### In Vitest's browser mode";
const testFile = 'recall-list.browser.test.ts';

/** `npx vitest run` of a project by its config file. */
function vitest(configFile: string): Promise<RunResult> {
  return run(dirname(process.execPath), repo, 'npx', ['vitest', 'run', '--config', configFile], 120_000);
}

let planted = '';
let passing: RunResult;
let failing: RunResult;

beforeAll(async () => {
  // Inside the repository and two levels down, like test/browser-mode, so the copy's relative
  // imports of the kit's sources still resolve and Vite serves them.
  // test-output/ is made by npm test; a run of this file alone makes it too.
  mkdirSync(join(repo, 'test-output'), { recursive: true });
  planted = mkdtempSync(join(repo, 'test-output', 'browser-mode-planted-'));
  cpSync(project, planted, { recursive: true, filter: (source) => !source.endsWith('vitest.config.ts') });
  const original = readFileSync(join(project, testFile), 'utf8');
  expect(original).toContain('const worker = setupWorker(');
  writeFileSync(
    join(planted, testFile),
    `import { HttpResponse, http } from 'msw';
import { beforeEach } from 'vitest';
${original}
beforeEach(() => {
  worker.use(http.post('*/v1/recall', () => HttpResponse.json({ error: 'internal_error', message: 'planted' }, { status: 500 })));
});
`,
  );
  // The copy runs the project's config on its own root and with its own Vite cache: the two runs
  // go at once, and on one cache the second run's dependency optimizer deleted the modules the
  // first one's page was loading (their roots differ, so each finds the other's cache stale); that
  // page never connected and the run failed after Vitest's 60 s connect timeout.
  writeFileSync(
    join(planted, 'vitest.config.ts'),
    `import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import project from ${JSON.stringify(config)};
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export default mergeConfig(project, { root: here('.'), cacheDir: here('.vite') });
`,
  );
  // Two Vite servers and two Chromiums at once: each picks its own port.
  [passing, failing] = await Promise.all([vitest(config), vitest(join(planted, 'vitest.config.ts'))]);
}, 150_000);

afterAll(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
});

describe("[BROWSER-MODE] Vitest 5's browser mode with the msw handlers", () => {
  it('[BROWSER-MODE-README] docs/frontend.md prints the component, the test and the config that run here', () => {
    expect(readmeBlock(heading, 'src/recall-list.ts')).toBe(asInReadme('recall-list.ts'));
    expect(readmeBlock(heading, `src/${testFile}`)).toBe(asInReadme(testFile));
    // Every line of the guide's config, in order; the repository's config adds a few of its own.
    const ours = readFileSync(config, 'utf8').split('\n');
    let at = 0;
    for (const line of readmeBlock(heading, 'vitest.config.ts').split('\n').filter(Boolean)) {
      const found = ours.indexOf(line, at);
      expect(found, `test/browser-mode/vitest.config.ts lacks, in order: ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });

  it('[BROWSER-MODE-PASS] both tests pass in Chromium, answered by the worker', () => {
    expect(passing.code, passing.output).toBe(0);
    expect(passing.output).toMatch(/chromium.*recall-list\.browser\.test\.ts/);
    expect(passing.output).toMatch(/Tests\s+2 passed \(2\)/);
    expect(passing.output).not.toContain('[MSW]');
  });

  it('[BROWSER-MODE-PLANTED] a handler answering 500 fails both tests, as the component shows it', () => {
    expect(failing.code, failing.output).toBe(1);
    expect(failing.output).toMatch(/Tests\s+2 failed \(2\)/);
    expect(failing.output).toContain('Recall failed: 500 planted');
  });
});
