import { inertValue } from '../../client/inert-text.js';
import { countFindings, type Finding, type FindingsReport, isFailing } from '../finding.js';

function findingLines(report: FindingsReport, finding: Finding): string[] {
  const mark = isFailing(report, finding) ? '✗' : '!';
  const where = finding.mark ? ` (${finding.mark})` : finding.source ? ` (rule: ${finding.source})` : '';
  const lines = [`    ${mark} [${finding.label}] ${finding.rule}: ${finding.message}${where}`];
  if (finding.expected !== undefined) lines.push(`        expected: ${finding.expected}`);
  if (finding.received !== undefined) lines.push(`        received: ${finding.received}`);
  return lines;
}

/**
 * The report as text for a terminal: every case with findings and each finding with its label,
 * then the counts. `✗` marks what fails the run, `!` what is only reported, `·` what was not compared.
 * @example process.stdout.write(renderPretty(report))
 */
export function renderPretty(found: FindingsReport): string {
  // Findings quote recorded traffic and the deployment: made inert before a line is laid out.
  const report = inertValue(found);
  const lines = [`contract-kit ${report.command}: ${report.title}`];
  for (const item of report.cases) {
    if (item.findings.length === 0 && !item.notes) continue;
    lines.push(`  ${item.name}  ${item.detail}`, ...item.findings.flatMap((f) => findingLines(report, f)));
    for (const note of item.notes ?? []) lines.push(`    · ${note}`);
  }
  const n = countFindings(report);
  const checked = n.cases - n.skipped;
  lines.push(
    `${checked} checked, ${n.skipped} skipped, ${n.withFindings} with findings: ` +
      `${n.documented} documented-rule, ${n.inferred} inferred-decision` +
      ` → ${n.failing > 0 ? 'FAILED' : 'passed'}`,
  );
  return `${lines.join('\n')}\n`;
}
