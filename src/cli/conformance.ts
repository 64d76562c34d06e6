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
import {
  type ConformanceCommand,
  ConformanceUsageError,
  parseConformanceArgs,
} from './conformance/parse-args.js';
import { runSuiteWithVitest } from './conformance/run-vitest.js';
import { startTarget, type Target } from './conformance/start-target.js';
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
  const streams = {
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr ?? process.stderr,
    env: io.env ?? process.env,
  };
  let command: ReturnType<typeof parseConformanceArgs>;
  try {
    command = parseConformanceArgs(argv, streams.env);
  } catch (error) {
    if (!(error instanceof ConformanceUsageError)) throw error;
    streams.stderr.write(
      `contract-kit conformance: ${error.message}\nRun "contract-kit conformance --help" for usage.\n`,
    );
    return 2;
  }
  if (command === 'help') {
    streams.stdout.write(`${conformanceUsage}\n`);
    return 0;
  }
  command.options.runId ??= createRunId();
  const targets = await reportTargets(command.reporters, command.output, io.cwd ?? process.cwd());
  let target: Target;
  try {
    target = await startTarget(command, (line) => streams.stderr.write(`${line}\n`));
  } catch (error) {
    const api = command.options.api;
    streams.stderr.write(
      `contract-kit conformance: could not start the built-in ${api} mock: ${(error as Error).message}\n`,
    );
    return 1;
  }
  const report = await runAgainst(command, target, streams);
  const pretty = command.reporters.includes('pretty');
  if (pretty) streams.stdout.write(renderPrettySummary(report, streams.stdout, streams.env));
  for (const path of await writeReports(report, targets, streams.stdout)) {
    if (pretty) streams.stdout.write(`report: ${path}\n`);
  }
  return exitCodeOf(report);
}

interface Streams {
  stdout: PrettyTarget;
  stderr: { write(text: string): void };
  env: Record<string, string | undefined>;
}

/** Runs the suite against the target (and stops the target), showing progress when pretty is on. */
async function runAgainst(command: ConformanceCommand, target: Target, streams: Streams): Promise<RunReport> {
  const { api, level = 'full', runId = '', only } = command.options;
  const pretty = command.reporters.includes('pretty');
  if (pretty)
    streams.stdout.write(
      `contract-kit conformance ${api} → ${target.baseUrl} · level ${level} · run ${runId}\n`,
    );
  const started = Date.now();
  const report: RunReport = {
    ...{ api, baseUrl: target.baseUrl, level, runId },
    ...{ startedAt: new Date(started).toISOString(), durationMs: 0, results: [], errors: [] },
  };
  try {
    const progress = pretty ? createPrettyProgress(streams.stdout, streams.env) : undefined;
    const outcome = await runSuiteWithVitest(command.options, progress, vitestLog(streams.stderr));
    report.results = orderLike(outcome.results, { api, level, only });
    report.errors = outcome.errors;
  } catch (error) {
    report.errors.push(`the suite could not run: ${(error as Error).message}`);
  } finally {
    await target.close();
  }
  report.durationMs = Date.now() - started;
  return report;
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
