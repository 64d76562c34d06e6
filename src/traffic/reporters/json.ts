import { countFindings, type FindingsReport } from '../finding.js';

/**
 * The report as JSON: the counts (`summary`), then every case with its findings.
 * @example JSON.parse(renderJson(report)).summary.documented
 */
export function renderJson(report: FindingsReport): string {
  const summary = { ...countFindings(report), passed: countFindings(report).failing === 0 };
  return `${JSON.stringify({ ...report, summary }, null, 2)}\n`;
}
