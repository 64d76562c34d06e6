import type { ApiName, Level } from './define-check.js';
import type { FailureDetail } from './failure.js';

/** The outcome of one check, as every reporter sees it. */
export interface CheckResult {
  id: string;
  title: string;
  api: ApiName;
  level: Level;
  source: string;
  rule: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  /** Why a check was skipped. */
  reason?: string;
  failure?: FailureDetail;
}

/** One run, for the json/junit/html reporters. */
export interface RunReport {
  api: ApiName;
  baseUrl: string;
  level: Level;
  runId: string;
  startedAt: string;
  durationMs: number;
  results: CheckResult[];
  /** Problems outside any check (the suite file failed to load, a worker crashed). */
  errors: string[];
}

/** Counts by status. */
export function summarise(results: readonly CheckResult[]): Record<CheckResult['status'], number> {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}

/** 0 when every check passed or was skipped for a stated reason and nothing else went wrong, else 1. */
export function exitCodeOf(report: Pick<RunReport, 'results' | 'errors'>): 0 | 1 {
  const failed = report.results.some((result) => result.status === 'failed');
  return failed || report.errors.length > 0 ? 1 : 0;
}
