import { describeWait } from '../../conformance/http/waiting.js';
import { createRunId } from '../../conformance/options.js';
import { writeGithubReport } from '../../conformance/reporters/github.js';
import {
  createPrettyProgress,
  type PrettyTarget,
  renderPrettySummary,
} from '../../conformance/reporters/pretty.js';
import { reproduceDirectory, withReproduceFiles } from '../../conformance/reporters/reproduce-files.js';
import { reportTargets, writeReports } from '../../conformance/reporters/write-reports.js';
import { exitCodeOf, exitCodes, type RunReport, summaryLine } from '../../conformance/result.js';
import { runConformance } from '../../conformance/run-conformance.js';
import { inertText } from '../client/inert-text.js';
import { prismProblem } from '../server/prism/prism-support.js';
import {
  type ConformanceCommand,
  ConformanceUsageError,
  parseConformanceArgs,
} from './conformance/parse-args.js';
import { startTarget, type Target } from './conformance/start-target.js';
import { conformanceUsage } from './conformance/usage.js';

/** Where the command writes and what it reads; defaults to the process's own. */
export interface ConformanceIo {
  stdout?: PrettyTarget;
  stderr?: { write(text: string): void };
  env?: Record<string, string | undefined>;
  cwd?: string;
}

interface Streams {
  stdout: PrettyTarget;
  stderr: { write(text: string): void };
  env: Record<string, string | undefined>;
}

/** What a shell reports for a command that Ctrl-C stopped: 128 + SIGINT's number (2). */
const interruptedExitCode = 130;

/**
 * Aborts on the first SIGINT (Ctrl-C) until `stop`. The listener is registered once: a second
 * Ctrl-C finds none, so it ends the process at once as usual.
 */
function abortOnInterrupt(): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  const onInterrupt = () => controller.abort(new DOMException('interrupted (SIGINT)', 'AbortError'));
  process.once('SIGINT', onInterrupt);
  return { signal: controller.signal, stop: () => void process.off('SIGINT', onInterrupt) };
}

/**
 * `contract-kit conformance memory|releases [options]`: runs the suite (the same `runConformance`
 * a program calls), prints and writes the chosen reports, and resolves with the exit code:
 * 0 no check failed, 1 a check failed (or warned with --strict, or coverage is below
 * --min-coverage), 2 usage error, 3 could not judge, 130 interrupted by Ctrl-C (no report).
 * @example process.exitCode = await runConformanceCommand(['releases', '--base-url', 'https://releases.example.com']);
 */
export async function runConformanceCommand(argv: string[], io: ConformanceIo = {}): Promise<number> {
  const streams: Streams = {
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
    return exitCodes.usage;
  }
  if (command === 'help') {
    streams.stdout.write(`${conformanceUsage}\n`);
    return exitCodes.passed;
  }
  // --prism runs the built-in mock behind Prism, an optional peer: a missing or unfit one is a
  // set-up mistake, named with its fix before anything starts.
  const prismMissing =
    command.useMock && command.prism ? prismProblem(undefined, undefined, 'leave out --prism') : undefined;
  if (prismMissing !== undefined) {
    streams.stderr.write(`contract-kit conformance: ${prismMissing}\n`);
    return exitCodes.usage;
  }
  command.options.runId ??= createRunId();
  const targets = await reportTargets(command.reporters, command.output, io.cwd ?? process.cwd());
  let target: Target;
  try {
    target = await startTarget(command, (line) => streams.stderr.write(`${line}\n`));
  } catch (error) {
    const api = command.options.api;
    streams.stderr.write(
      `contract-kit conformance: could not start the built-in ${api} mock: ${inertText((error as Error).message)}\n`,
    );
    return exitCodes.failed;
  }
  // Long request bodies go to files beside the reports, so every reproduce line stays short.
  const where = reproduceDirectory(targets, command.output, io.cwd ?? process.cwd(), command.options.runId);
  // Ctrl-C stops the run rather than the process: the request in flight is aborted, the target
  // gets no further one, and the built-in mock is stopped. A part of a run is no verdict, so no
  // report is written.
  const interrupt = abortOnInterrupt();
  let ran: RunReport | undefined;
  try {
    ran = await runAgainst(command, target, streams, interrupt.signal);
  } finally {
    interrupt.stop();
  }
  if (!ran) {
    streams.stderr.write(
      'contract-kit conformance: interrupted (SIGINT): the run stopped before its end; no report was written\n',
    );
    return interruptedExitCode;
  }
  const report = await withReproduceFiles(ran, where.directory, where.shown);
  const pretty = command.reporters.includes('pretty');
  if (report.unjudgeable) {
    // The message quotes what the deployment answered: one inert line, whatever it sent.
    const { problem, message, nextStep } = report.unjudgeable;
    const line = `could not judge ${report.baseUrl} (${problem}): ${message}. Next: ${nextStep}`;
    streams.stderr.write(`contract-kit conformance: ${inertText(line)}\n`);
  } else if (pretty) streams.stdout.write(renderPrettySummary(report, streams.stdout, streams.env));
  const written = await writeReports(report, targets, streams.stdout);
  if (command.reporters.includes('github')) {
    const summary = await writeGithubReport(report, streams.stdout, streams.env);
    if (summary) written.push(summary);
  }
  // With only file reporters, the log still shows the outcome and where the reports are; on
  // stderr, so that `--output -` keeps stdout to the report alone.
  const notes = pretty ? streams.stdout : streams.stderr;
  if (!pretty && !report.unjudgeable) notes.write(`${summaryLine(report.results)}\n`);
  for (const path of written) notes.write(`report: ${path}\n`);
  return exitCodeOf(report);
}

/**
 * Runs the suite against the target (and stops the target), showing progress when pretty is on;
 * `undefined` when `signal` stopped it.
 */
async function runAgainst(
  command: ConformanceCommand,
  target: Target,
  streams: Streams,
  signal: AbortSignal,
): Promise<RunReport | undefined> {
  const { api, level, runId } = command.options;
  const pretty = command.reporters.includes('pretty');
  if (pretty)
    streams.stdout.write(
      `contract-kit conformance ${api} → ${target.baseUrl} · level ${level} · run ${runId}\n`,
    );
  const progress = pretty ? createPrettyProgress(streams.stdout, streams.env) : undefined;
  // A request that keeps the run waiting says so on stderr, whatever the reporters: a CI log shows
  // which route is slow instead of silence, and a healthy run prints no such line.
  const onWait = (waiting: Parameters<typeof describeWait>[0]) =>
    streams.stderr.write(`contract-kit conformance: ${inertText(describeWait(waiting))}\n`);
  try {
    const onResult = progress ? { onResult: progress } : {};
    return await runConformance({ ...command.options, onWait, ...onResult, signal });
  } catch (error) {
    if (signal.aborted) return undefined;
    const started = new Date().toISOString();
    const { baseUrl } = target;
    const base = { api, baseUrl, level: level ?? 'documented', strict: command.options.strict ?? false };
    return {
      ...base,
      runId: runId ?? '',
      startedAt: started,
      durationMs: 0,
      results: [],
      errors: [`the suite could not run: ${(error as Error).message}`],
    };
  } finally {
    await target.close();
  }
}
