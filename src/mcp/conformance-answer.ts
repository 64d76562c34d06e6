import { exitCodeOf, type RunReport, summarise, summaryLine } from '../../conformance/result.js';
import type { CheckResult, FailureDetail } from '../../conformance/vocabulary.js';

/** One failed or warned check, as data: what the rule expected, what the server did, the reproduce line. */
export interface Finding {
  id: string;
  title: string;
  rule: string;
  source: string;
  expected: string;
  received: string;
  /** A curl line that reproduces the request that showed it. */
  reproduce?: string;
  operation?: string;
}

const known = new Set(['passed', 'failed', 'warned', 'skipped']);

function finding(result: CheckResult, detail: FailureDetail): Finding {
  return {
    id: result.id,
    title: result.title,
    rule: result.rule,
    source: result.source,
    expected: detail.expected,
    received: detail.received,
    ...(detail.curl === undefined ? {} : { reproduce: detail.curl }),
    ...(detail.operation === undefined ? {} : { operation: detail.operation }),
  };
}

/**
 * A run's report as the `run_conformance` tool answers it: the verdict and counts, the causes when
 * the report has them, each failure and warning with expected, received and its reproduce line,
 * the skipped checks with why, and any result of another status (a blocked check) as it is.
 */
export function conformanceAnswer(report: RunReport): Record<string, unknown> {
  const exitCode = exitCodeOf(report);
  const verdict = report.unjudgeable ? 'unjudgeable' : exitCode === 0 ? 'passed' : 'failed';
  const failures: Finding[] = [];
  const warnings: Finding[] = [];
  for (const result of report.results) {
    if (result.status === 'failed' && result.failure) failures.push(finding(result, result.failure));
    for (const warning of result.warnings ?? []) warnings.push(finding(result, warning));
  }
  // Causes and blocked checks: reported by newer runs; passed on as the report has them.
  const { causes } = report as RunReport & { causes?: unknown };
  const other = report.results
    .filter((result) => !known.has(result.status))
    .map(({ id, title, status, reason }) => ({ id, title, status, ...(reason ? { reason } : {}) }));
  return {
    api: report.api,
    baseUrl: report.baseUrl,
    level: report.level,
    verdict,
    exitCode,
    summary: summarise(report.results),
    summaryLine: summaryLine(report.results),
    durationMs: report.durationMs,
    ...(report.unjudgeable ? { unjudgeable: report.unjudgeable } : {}),
    ...(causes === undefined ? {} : { causes }),
    failures,
    warnings,
    skipped: report.results
      .filter((result) => result.status === 'skipped')
      .map((result) => ({ id: result.id, reason: result.reason ?? '' })),
    ...(other.length > 0 ? { otherResults: other } : {}),
    ...(report.coverage
      ? {
          coverage: {
            percent: report.coverage.percent,
            covered: report.coverage.covered,
            total: report.coverage.total,
          },
        }
      : {}),
    errors: report.errors,
  };
}
