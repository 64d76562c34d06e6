import { countFindings, type FindingsReport, isFailing, type ReportCase } from '../finding.js';
import { escapeMarkup as x } from './escape.js';

function testcase(report: FindingsReport, item: ReportCase): string {
  const open = `    <testcase classname="${x(`${report.command}.${item.detail}`)}" name="${x(item.name)}">`;
  if (item.skipped !== undefined && item.findings.length === 0)
    return `${open}<skipped message="${x(item.skipped)}"/></testcase>`;
  const failing = item.findings.filter((f) => isFailing(report, f));
  const text = (list: typeof item.findings) =>
    x(
      list
        .map(
          (f) =>
            `[${f.label}] ${f.rule}: ${f.message}${f.mark ? ` (${f.mark})` : f.source ? ` (rule: ${f.source})` : ''}`,
        )
        .join('\n'),
    );
  const parts = [open];
  if (failing.length > 0)
    parts.push(`      <failure message="${x(failing[0]?.message ?? '')}">${text(failing)}</failure>`);
  const other = item.findings.filter((f) => !isFailing(report, f));
  if (other.length > 0) parts.push(`      <system-out>${text(other)}</system-out>`);
  parts.push('    </testcase>');
  return parts.join('\n');
}

/**
 * The report as JUnit XML: one testcase per exchange or step; findings that fail the run are a
 * `<failure>`, the others are written to `<system-out>`.
 * @example await writeFile('drift.junit.xml', renderJunit(report))
 */
export function renderJunit(report: FindingsReport): string {
  const n = countFindings(report);
  const failures = report.cases.filter((c) => c.findings.some((f) => isFailing(report, f))).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-kit ${report.command}" tests="${n.cases}" failures="${failures}">`,
    `  <testsuite name="${x(report.title)}" tests="${n.cases}" failures="${failures}" skipped="${n.skipped}" timestamp="${x(report.startedAt)}">`,
    ...report.cases.map((item) => testcase(report, item)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
