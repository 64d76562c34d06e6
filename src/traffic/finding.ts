/**
 * Whether a finding breaks what the API's document states (`documented`: one side is wrong) or
 * only a decision the kit took where the service's description is silent (`inferred`: marked
 * `x-inferred` in openapi/*.yaml, the kit's mock may be the one to change).
 * @see ../../openapi/releases.yaml (x-inferred-decisions and the x-inferred marks)
 */
export type FindingLabel = 'documented' | 'inferred';

/** One problem found in recorded traffic or between two deployments. */
export interface Finding {
  /** Short rule name: `request`, `response status`, `status`, `body shape`, `ordering`, ... */
  rule: string;
  label: FindingLabel;
  message: string;
  /** For inferred findings: the `x-inferred` mark, as `openapi/<api>.yaml#<pointer>`. */
  mark?: string;
  /** For documented drift: where the service's description states the rule. */
  source?: string;
  /** What each side showed, when two sides are compared. */
  expected?: string;
  received?: string;
}

/** One line of a report: an exchange or a scenario step, with what was found on it. */
export interface ReportCase {
  /** `#3 GET /api/v1/events` */
  name: string;
  /** The operation, or a sentence on the step. */
  detail: string;
  findings: Finding[];
  /** Why nothing was checked (not an API request, no response). */
  skipped?: string;
  /** A curl line repeating the request, when there is one. */
  curl?: string;
  /** What was deliberately not compared, and why (e.g. totals when the datasets differ). */
  notes?: string[];
}

/** What every reporter renders. */
export interface FindingsReport {
  command: 'validate-traffic' | 'record' | 'drift';
  /** One line saying what was compared or checked. */
  title: string;
  startedAt: string;
  cases: ReportCase[];
  /** Which labels make the run fail (exit 1). */
  failOn: readonly FindingLabel[];
}

/** Counts of a report, for summaries and the exit code. */
export function countFindings(report: FindingsReport): {
  cases: number;
  skipped: number;
  withFindings: number;
  documented: number;
  inferred: number;
  failing: number;
} {
  const all = report.cases.flatMap((c) => c.findings);
  const documented = all.filter((f) => f.label === 'documented').length;
  return {
    cases: report.cases.length,
    skipped: report.cases.filter((c) => c.skipped !== undefined && c.findings.length === 0).length,
    withFindings: report.cases.filter((c) => c.findings.length > 0).length,
    documented,
    inferred: all.length - documented,
    failing: all.filter((f) => report.failOn.includes(f.label)).length,
  };
}

/** A finding that makes the run fail. */
export function isFailing(report: FindingsReport, finding: Finding): boolean {
  return report.failOn.includes(finding.label);
}
