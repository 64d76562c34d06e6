import type { Cause } from './causes.js';
import type { RunCoverage } from './coverage.js';
import type { RouteHealth } from './route-health.js';
import type { ApiName, CheckResult, Level, Status } from './vocabulary.js';

/** Why a run could not judge the target at all (preflight), in one line. */
export interface Unjudgeable {
  /**
   * unreachable (no connection was made), no-answer (connected, but no complete answer), tls,
   * not-this-api, key-rejected, workspace-denied, billing-blocked, rate-limited.
   */
  problem: string;
  /** What happened, in one line. */
  message: string;
  /** What to try next, in one sentence: the URL, `--timeout`, `--header`, `--ca`, when a quota frees up. */
  nextStep: string;
  /** The preflight request, to reproduce. */
  curl?: string;
}

/** One run, for every reporter. */
export interface RunReport {
  api: ApiName;
  baseUrl: string;
  level: Level;
  /** Warnings fail the run (`--strict`). */
  strict: boolean;
  runId: string;
  startedAt: string;
  durationMs: number;
  results: CheckResult[];
  /**
   * The distinct reasons the run did not pass, in the order they showed, each with the checks it
   * failed and blocked; every reporter opens with them. Empty when nothing failed; reporters
   * compute it from `results` when a report was built without it.
   */
  causes?: Cause[];
  /** Per route: requests sent, statuses seen, slowest exchange, transport errors (absent when it could not judge). */
  routes?: RouteHealth[];
  /** What the run exercised, per documented operation (absent when it could not judge). */
  coverage?: RunCoverage;
  /** `--min-coverage`: the run fails when `coverage.percent` is below it. */
  minCoverage?: number;
  /** The proxy the run went through (`https_proxy`, `http_proxy`), without credentials; absent when direct. */
  proxy?: string;
  /** Set when the preflight found the target could not be judged; no check ran then. */
  unjudgeable?: Unjudgeable;
  /** Problems outside any check (a check's code threw, the suite file failed to load). */
  errors: string[];
}

/** The exit codes of a conformance run. */
export const exitCodes = {
  /** Every check passed, warned (without --strict) or was skipped for a stated reason. */
  passed: 0,
  /**
   * A check failed or was blocked (something it rests on failed), a warning with --strict,
   * coverage below --min-coverage, or the run itself broke.
   */
  failed: 1,
  /** Usage error: a flag or variable that cannot run. */
  usage: 2,
  /** Could not judge: the preflight found the target unreachable, not this API, or refusing the credentials. */
  unjudgeable: 3,
} as const;

/** Counts by status. */
export function summarise(results: readonly CheckResult[]): Record<Status, number> {
  const counts = { passed: 0, failed: 0, warned: 0, skipped: 0, blocked: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}

/**
 * `N passed, N failed, N warnings, N skipped` (`1 warning`; then `, N blocked` when a check was): the line every
 * reporter and the CLI print. `style` decorates each count (a terminal's colours) without a second
 * copy of the wording.
 */
export function summaryLine(
  results: readonly CheckResult[],
  style: (status: Status, text: string) => string = (_status, text) => text,
): string {
  const counts = summarise(results);
  const parts: [Status, string][] = [
    ['passed', `${counts.passed} passed`],
    ['failed', `${counts.failed} failed`],
    ['warned', `${counts.warned} ${counts.warned === 1 ? 'warning' : 'warnings'}`],
    ['skipped', `${counts.skipped} skipped`],
    ...(counts.blocked > 0 ? [['blocked', `${counts.blocked} blocked`] as [Status, string]] : []),
  ];
  return parts.map(([status, text]) => (counts[status] > 0 ? style(status, text) : text)).join(', ');
}

/**
 * The run's exit code (see {@link exitCodes}).
 * @example process.exitCode = exitCodeOf(report)
 */
export function exitCodeOf(
  report: Pick<RunReport, 'results' | 'errors' | 'strict' | 'unjudgeable' | 'coverage' | 'minCoverage'>,
): number {
  if (report.unjudgeable) return exitCodes.unjudgeable;
  if (isBelowCoverage(report)) return exitCodes.failed;
  const failed = report.results.some(
    (result) =>
      result.status === 'failed' ||
      // Blocked: not judged because something it rests on failed, which is itself a failure.
      result.status === 'blocked' ||
      (report.strict && result.status === 'warned'),
  );
  return failed || report.errors.length > 0 ? exitCodes.failed : exitCodes.passed;
}

/** True when `--min-coverage` was given and the run's coverage is below it. */
export function isBelowCoverage(report: Pick<RunReport, 'coverage' | 'minCoverage'>): boolean {
  return report.minCoverage !== undefined && (report.coverage?.percent ?? 0) < report.minCoverage;
}
