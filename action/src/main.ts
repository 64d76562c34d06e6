/**
 * The GitHub Action (action.yml): `contract-kit conformance` against a deployment, run by the
 * runner as `node action/dist/index.js` (the committed bundle, scripts/action-bundle.mjs). The
 * inputs become the CLI's arguments (inputs.ts) and the run is the CLI's own
 * `runConformanceCommand`: the same parsing, run, reporters, job summary and exit code. This file
 * adds only what a step needs: masked secrets, outputs and the step's failure.
 */
import { appendFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { reportTargets } from '../../conformance/reporters/write-reports.js';
import { exitCodes } from '../../conformance/result.js';
import { ConformanceUsageError, parseConformanceArgs } from '../../src/cli/conformance/parse-args.js';
import { runConformanceCommand } from '../../src/cli/conformance.js';
import { argvFromInputs, InputError, inputVariable } from './inputs.js';
import { escapeCommandData, writeOutputs } from './outputs.js';

/** The verdict output: any but `passed` fails the step. */
type Verdict = 'passed' | 'failed' | 'unjudgeable';

/**
 * The verdict of an exit code: 0 passed, 1 failed; a usage error (2), could not judge (3) and an
 * interrupted run (130) say nothing of the deployment, so `unjudgeable` (`exit-code` tells which).
 */
function verdictOf(code: number): Verdict {
  if (code === exitCodes.passed) return 'passed';
  return code === exitCodes.failed ? 'failed' : 'unjudgeable';
}

/** Hides the secrets among the inputs from the log: API keys and header values (a gateway's token). */
function maskSecrets(env: Record<string, string | undefined>): void {
  const secrets = [env[inputVariable('api-key')], env[inputVariable('blocked-api-key')]];
  for (const line of (env[inputVariable('header')] ?? '').split(/\r?\n/)) {
    secrets.push(line.slice(line.indexOf(':') + 1));
  }
  for (const secret of secrets.map((text) => text?.trim())) {
    if (secret) process.stdout.write(`::add-mask::${escapeCommandData(secret)}\n`);
  }
}

/** Checks what the CLI would refuse only by starting the built-in mock, which the action does not carry. */
function usageProblem(argv: string[], env: Record<string, string | undefined>): string | undefined {
  try {
    const command = parseConformanceArgs(argv, env);
    if (command !== 'help' && command.useMock) {
      return 'input base-url is required: the action judges a deployment';
    }
  } catch (error) {
    // The CLI reports its own usage errors, in its own words.
    if (!(error instanceof ConformanceUsageError)) throw error;
  }
  return undefined;
}

/** The directory the file reports went to, or '' when none did (no file reporter, or `output: -`). */
async function reportDirectory(argv: string[], env: Record<string, string | undefined>, cwd: string) {
  const command = parseConformanceArgs(argv, env);
  if (command === 'help') return '';
  // The targets the CLI wrote to, chosen by the same function: a directory's files, or one file.
  const [first] = (await reportTargets(command.reporters, command.output, cwd)).values();
  return first === undefined || first === '-' ? '' : dirname(first);
}

/** Runs the step and resolves with its exit code. */
async function main(env: Record<string, string | undefined>, cwd: string): Promise<number> {
  maskSecrets(env);
  const problems: string[] = [];
  const stderr = {
    write(text: string) {
      problems.push(text);
      process.stderr.write(text);
    },
  };
  let argv: string[] = [];
  let code: number;
  let crashed = false;
  try {
    argv = argvFromInputs(env);
    const problem = usageProblem(argv, env);
    if (problem) throw new InputError(problem);
    code = await runConformanceCommand(argv, { stderr, env, cwd });
  } catch (error) {
    // A usage error is the inputs'; anything else is the run itself breaking, which the CLI also
    // counts as failed (exit 1): either way the step still gets its outputs and a summary.
    const usage = error instanceof InputError;
    const text = usage
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
    stderr.write(`contract-kit conformance: ${text}\n`);
    code = usage ? exitCodes.usage : exitCodes.failed;
    crashed = !usage;
  }
  // Reports are written for a verdict only: not on a usage error, an interruption or a crash.
  const verdicts: number[] = [exitCodes.passed, exitCodes.failed, exitCodes.unjudgeable];
  const reported = !crashed && verdicts.includes(code);
  const verdict = verdictOf(code);
  const reportDir = reported ? await reportDirectory(argv, env, cwd) : '';
  if (env.GITHUB_OUTPUT)
    writeOutputs(env.GITHUB_OUTPUT, { verdict, 'exit-code': `${code}`, 'report-dir': reportDir });
  if (!reported && env.GITHUB_STEP_SUMMARY) {
    // No report wrote the summary: the page still says why the step failed.
    const why = problems.join('').trim();
    appendFileSync(env.GITHUB_STEP_SUMMARY, `## contract-kit conformance\n\n**Could not run**: ${why}\n`);
  }
  if (verdict !== 'passed') {
    const message = `verdict ${verdict} (exit code ${code})${reportDir ? `; reports in ${reportDir}` : ''}`;
    process.stdout.write(`::error title=contract-kit conformance::${escapeCommandData(message)}\n`);
  }
  return code;
}

main(process.env, process.cwd()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stdout.write(`::error title=contract-kit conformance::${escapeCommandData(text)}\n`);
    process.exitCode = 1;
  },
);
