/**
 * A guide's steps applied as a reader applies them: its shell block run with bash, its diffs
 * applied with `git apply` to the files the template wrote (a diff that no longer fits today's
 * template fails here), and its files written where their first line says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type RunResult, run } from '../../consumer/support/consumer-project.js';
import { blocks } from '../../consumer/support/markdown-blocks.js';

/** The `sh` blocks of a guide's section, in order, as one script (a `cd` holds for the rest). */
export function shellSteps(markdown: string): string {
  const found = blocks(markdown).filter((block) => block.lang === 'sh');
  if (found.length === 0) throw new Error('the section has no sh block');
  return found.map((block) => block.text).join('\n');
}

/**
 * Runs a guide's shell steps in `cwd` with bash (stopping at the first failing line), the Node of
 * `bin` first on PATH. `npx` may fetch create-vite without asking (npm_config_yes), as a reader
 * answering "y" would; `contract-kit` is installed from `tarball`, as it is not published from here.
 */
export function runShellSteps(bin: string, cwd: string, steps: string, tarball: string): Promise<RunResult> {
  const script = steps.replace(/^(npm install .*)\bcontract-kit\b/m, `$1${tarball}`);
  if (script === steps) throw new Error('the steps install no contract-kit');
  return run(
    bin,
    cwd,
    'env',
    ['-u', 'NODE_ENV', 'npm_config_yes=true', 'PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1', 'bash', '-ec', script],
    400_000,
  );
}

/**
 * Applies every diff and writes every named file of a guide's section into `app`, in order.
 * Resolves with the paths it touched; throws with git's words when a diff does not apply.
 */
export async function applyGuideFiles(bin: string, app: string, markdown: string): Promise<string[]> {
  const touched: string[] = [];
  for (const block of blocks(markdown)) {
    if (block.path === null || block.lang === 'sh') continue;
    if (block.lang === 'diff') {
      const patch = join(app, '.guide.patch');
      writeFileSync(patch, block.text);
      const applied = await run(bin, app, 'git', ['apply', '--verbose', '.guide.patch'], 30_000);
      if (applied.code !== 0) throw new Error(`the diff of ${block.path} does not apply:\n${applied.output}`);
    } else {
      mkdirSync(dirname(join(app, block.path)), { recursive: true });
      writeFileSync(join(app, block.path), block.text);
    }
    touched.push(block.path);
  }
  return touched;
}
