import { Writable } from 'node:stream';
import { checksFor } from '../../conformance/checks/index.js';
import { createRunId } from '../../conformance/options.js';
import { planChecks } from '../../conformance/plan.js';
import {
  createPrettyProgress,
  type PrettyTarget,
  renderPrettySummary,
} from '../../conformance/reporters/pretty.js';
import { reportTargets, writeReports } from '../../conformance/reporters/write-reports.js';
import { exitCodeOf, type RunReport } from '../../conformance/result.js';
import { ConformanceUsageError, parseConformanceArgs } from './conformance/parse-args.js';
import { runSuiteWithVitest } from './conformance/run-vitest.js';
import { startTarget } from './conformance/start-target.js';
import { conformanceUsage } from './conformance/usage.js';

/** Where the command writes and what it reads; defaults to the process's own. */
export interface ConformanceIo {
  stdout?: PrettyTarget;
  stderr?: { write(text: string): void };
  env?: Record<string, string | undefined>;
  cwd?: string;
}

/**
 * `contract-kit conformance memory|releases [options]`: runs the suite through vitest, prints and
 * writes the chosen reports, and resolves with the exit code: 0 every check passed or was skipped
 * for a stated reason, 1 a check failed or the run could not complete, 2 usage error.
 * @example process.exitCode = await runConformanceCommand(['releases', '--base-url', 'https://releases.example.com']);
 */
export async function runConformanceCommand(argv: string[], io: ConformanceIo = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  let command: ReturnType<typeof parseConformanceArgs>;
  try {
    command = parseConformanceArgs(argv, env);
  } catch (error) {
    if (!(error instanceof ConformanceUsageError)) throw error;
    stderr.write(
      `contract-kit conformance: ${error.message}\nRun "contract-kit conformance --help" for usage.\n`,
    );
    return 2;
  }
  if (command === 'help') {
    stdout.write(`${conformanceUsage}\n`);
    return 0;
  }
  command.options.runId ??= createRunId();
  const targets = await reportTargets(command.reporters, command.output, io.cwd ?? process.cwd());
  let target: Awaited<ReturnType<typeof startTarget>>;
  try {
    target = await startTarget(command, (line) => stderr.write(`${line}\n`));
  } catch (error) {
    stderr.write(
      `contract-kit conformance: could not start the built-in ${command.options.api} mock: ${(error as Error).message}\n`,
    );
    return 1;
  }
  const pretty = command.reporters.includes('pretty');
  const { api, level = 'full', runId = '' } = command.options;
  if (pretty)
    stdout.write(`contract-kit conformance ${api} → ${target.baseUrl} · level ${level} · run ${runId}\n`);
  const started = new Date();
  const report: RunReport = {
    api,
    baseUrl: target.baseUrl,
    level,
    runId,
    startedAt: started.toISOString(),
    durationMs: 0,
    results: [],
    errors: [],
  };
  try {
    const progress = pretty ? createPrettyProgress(stdout, env) : undefined;
    const outcome = await runSuiteWithVitest(command.options, progress, vitestLog(stderr));
    report.results = orderLike(outcome.results, { api, level, only: command.options.only });
    report.errors = outcome.errors;
  } catch (error) {
    report.errors.push(`the suite could not run: ${(error as Error).message}`);
  } finally {
    await target.close();
  }
  report.durationMs = Date.now() - started.getTime();
  if (pretty) stdout.write(renderPrettySummary(report, stdout, env));
  for (const path of await writeReports(report, targets, stdout))
    if (pretty) stdout.write(`report: ${path}\n`);
  return exitCodeOf(report);
}

/** Results in the checks' own order (vitest reports them as they finish, which is the same today). */
function orderLike(
  results: RunReport['results'],
  options: Parameters<typeof planChecks>[1],
): RunReport['results'] {
  const order = planChecks(checksFor(options.api), options).map((entry) => entry.check.id);
  return [...results].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** vitest's own log lines (warnings, a crash) go to stderr, prefixed, so they do not mix with reports. */
function vitestLog(stderr: { write(text: string): void }): NodeJS.WritableStream {
  return new Writable({
    write(chunk, _encoding, done) {
      const text = String(chunk).trim();
      if (text) stderr.write(`vitest: ${text}\n`);
      done();
    },
  });
}
