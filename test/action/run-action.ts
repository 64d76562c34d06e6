/**
 * Runs the GitHub Action as the runner does: `node action/dist/index.js` with its inputs as
 * `INPUT_*` variables and `GITHUB_OUTPUT` / `GITHUB_STEP_SUMMARY` naming files. The bundle is
 * copied alone into a temporary workspace first, as a runner fetches an action without its
 * node_modules: a bundle that reached for a file of this checkout would fail here.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What one step printed and left behind. */
export interface StepResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT's outputs by name. */
  outputs: Record<string, string>;
  /** The heredoc delimiter of each output, in order. */
  delimiters: string[];
  summary: string;
  /** The step's working directory (GITHUB_WORKSPACE). */
  workspace: string;
}

/**
 * Reads GITHUB_OUTPUT as the runner does: `name<<DELIMITER`, the value's lines, `DELIMITER`.
 * @throws {Error} on a line that is neither (a `name=value` line, or a heredoc never closed).
 */
export function parseOutputFile(text: string): { outputs: Record<string, string>; delimiters: string[] } {
  const outputs: Record<string, string> = {};
  const delimiters: string[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line === '') continue;
    const match = /^([^<=]+)<<(.+)$/.exec(line);
    if (!match) throw new Error(`not a heredoc output line: ${line}`);
    const [, name = '', delimiter = ''] = match;
    const end = lines.indexOf(delimiter, index + 1);
    if (end === -1) throw new Error(`output ${name}: delimiter ${delimiter} never closes`);
    outputs[name] = lines.slice(index + 1, end).join('\n');
    delimiters.push(delimiter);
    index = end;
  }
  return { outputs, delimiters };
}

/** Copies the committed bundle alone into a fresh directory; resolves with its path. */
export function copyBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-action-'));
  mkdirSync(join(dir, 'action', 'dist'), { recursive: true });
  copyFileSync(join(repo, 'action', 'dist', 'index.js'), join(dir, 'action', 'dist', 'index.js'));
  return dir;
}

/**
 * Runs the bundle copied into `actionDir` with `inputs` (by input name: `base-url`, not
 * `INPUT_BASE-URL`), in a fresh workspace, within `timeoutMs`.
 */
export function runAction(
  actionDir: string,
  inputs: Record<string, string>,
  timeoutMs = 120_000,
): Promise<StepResult> {
  const workspace = mkdtempSync(join(tmpdir(), 'ck-workspace-'));
  const output = join(workspace, '..', `${workspace.split('/').pop()}-output`);
  const summary = `${output}-summary`;
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NO_COLOR: '1',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
  };
  // The runner's naming: `INPUT_` and the name upper-cased, spaces as `_`, dashes kept.
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(actionDir, 'action', 'dist', 'index.js')], {
      cwd: workspace,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the action ran past ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const parsed = parseOutputFile(readFileSync(output, 'utf8'));
      resolve({ code, stdout, stderr, ...parsed, summary: readFileSync(summary, 'utf8'), workspace });
    });
  });
}
