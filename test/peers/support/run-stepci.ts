import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const run = promisify(execFile);
const stepci = join(createRequire(import.meta.url).resolve('stepci/package.json'), '..', 'dist', 'index.js');
// Step CI reports usage to its vendor unless told not to; tests never call out.
const env = { ...process.env, STEPCI_DISABLE_ANALYTICS: '1', NO_COLOR: '1', FORCE_COLOR: '0' };

/** One Step CI run: steps passed and failed, and its output for the assertion message. */
export interface StepCiResult {
  passed: number;
  failed: number;
  total: number;
  output: string;
}

interface Workflow {
  config?: { http?: { baseURL?: string } };
  tests: Record<string, { steps: { http: { headers?: Record<string, string> } }[] }>;
}

/**
 * Generates a workflow from `document` with Step CI's own OpenAPI generator (a status and a
 * response-schema check per operation), points it at `baseUrl`, adds `headers` to every step, and
 * runs it with the Step CI CLI. Example bodies are not compared (`--checkExamples=false`): the
 * documents' examples illustrate shapes, and a stateful mock answers with its own ids and data.
 */
export async function runStepCi(options: {
  document: string;
  baseUrl: string;
  dir: string;
  headers?: Record<string, string>;
}): Promise<StepCiResult> {
  const file = join(options.dir, 'workflow.yml');
  await run(process.execPath, [stepci, 'generate', options.document, file, '--checkExamples=false'], { env });
  const workflow = parse(await readFile(file, 'utf8')) as Workflow;
  workflow.config = { ...workflow.config, http: { ...workflow.config?.http, baseURL: options.baseUrl } };
  for (const test of Object.values(workflow.tests)) {
    for (const step of test.steps) step.http.headers = { ...step.http.headers, ...options.headers };
  }
  // JSON is YAML too, and keeps every string quoted: Step CI reads YAML 1.1, where an unquoted
  // 2025-01-01T00:00:00Z would become a Date and be sent in JavaScript's toString form.
  await writeFile(file, JSON.stringify(workflow, null, 1));
  const { stdout, stderr } = await run(process.execPath, [stepci, 'run', file], {
    env,
    timeout: 120_000,
  }).catch(
    // Step CI exits 5 when a step failed; its summary is still on stdout.
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (typeof error.stdout === 'string' && error.stdout.includes('Steps:'))
        return error as { stdout: string; stderr: string };
      throw new Error(`stepci did not run (${error.message}): ${(error.stderr ?? '').slice(-2000)}`);
    },
  );
  const output = `${stdout}\n${stderr}`;
  const steps = /Steps:\s+(?:(\d+) failed, )?(?:(\d+) skipped, )?(\d+) passed, (\d+) total/.exec(output);
  if (!steps) throw new Error(`stepci printed no step summary:\n${output.slice(-3000)}`);
  const [, failed = '0', skipped = '0', passed = '0', total = '0'] = steps;
  return { passed: Number(passed), failed: Number(failed) + Number(skipped), total: Number(total), output };
}
