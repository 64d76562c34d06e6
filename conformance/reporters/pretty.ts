import type { RunReport } from '../result.js';
import { isBelowCoverage, summaryLine } from '../result.js';
import type { CheckResult } from '../vocabulary.js';
import { coverageHeadline, coverageLines } from './coverage-table.js';
import { failuresByRule, formatDuration } from './format.js';

/** Where pretty output goes; colours only when it is a terminal. */
export interface PrettyTarget {
  write(text: string): void;
  isTTY?: boolean;
}

const codes = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;

function painter(target: PrettyTarget, env: Record<string, string | undefined>) {
  const enabled = target.isTTY === true && env.NO_COLOR === undefined;
  return (colour: keyof typeof codes, text: string) =>
    enabled ? `\u001b[${codes[colour]}m${text}\u001b[0m` : text;
}

function indent(text: string, prefix: string): string {
  return text.split('\n').join(`\n${prefix}`);
}

/**
 * Progress while the run goes: one line per check as it finishes.
 * @example const progress = createPrettyProgress(process.stdout); progress(result);
 */
export function createPrettyProgress(
  target: PrettyTarget,
  env: Record<string, string | undefined> = process.env,
) {
  const paint = painter(target, env);
  return (result: CheckResult): void => {
    const time = paint('dim', formatDuration(result.durationMs));
    if (result.status === 'passed')
      target.write(`  ${paint('green', '✓')} [${result.id}] ${result.title} ${time}\n`);
    else if (result.status === 'failed')
      target.write(`  ${paint('red', '✗')} [${result.id}] ${result.title} ${time}\n`);
    else if (result.status === 'warned')
      target.write(`  ${paint('yellow', '!')} [${result.id}] ${result.title} ${time}\n`);
    else
      target.write(
        `  ${paint('yellow', '○')} [${result.id}] ${paint('dim', `skipped: ${result.reason ?? ''}`)}\n`,
      );
  };
}

/**
 * The closing summary: failures grouped by rule with expected, received and a curl line each,
 * then the warnings the same way, the skipped checks with their reasons, the coverage table, and the line
 * `N passed, N failed, N warnings, N skipped`.
 */
export function renderPrettySummary(
  report: RunReport,
  target: PrettyTarget,
  env: Record<string, string | undefined> = process.env,
): string {
  const paint = painter(target, env);
  const lines: string[] = [''];
  const groups = failuresByRule(report.results);
  if (groups.length > 0) lines.push(paint('bold', `Failures by rule (${groups.length})`), '');
  for (const group of groups) {
    lines.push(`  ${paint('bold', group.source)}`, `  ${paint('dim', `“${group.rule}”`)}`);
    for (const result of group.results) {
      const failure = result.failure;
      lines.push(`    ${paint('red', '✗')} [${result.id}] ${result.title}`);
      lines.push(`      expected: ${indent(failure?.expected ?? '', '                ')}`);
      lines.push(`      received: ${indent(failure?.received ?? '', '                ')}`);
      if (failure?.curl) lines.push(`      reproduce: ${failure.curl}`);
    }
    lines.push('');
  }
  const warned = report.results.filter((result) => result.warnings?.length);
  if (warned.length > 0) {
    const note = report.strict ? 'they fail the run (--strict)' : 'they do not fail the run without --strict';
    lines.push(
      paint('bold', `Warnings (${warned.length}): questionable, not forbidden by the documents; ${note}`),
      '',
    );
    for (const result of warned) {
      lines.push(
        `  ${paint('yellow', '!')} [${result.id}] ${result.title}`,
        `    ${paint('dim', `“${result.rule}”`)}`,
      );
      for (const warning of result.warnings ?? []) {
        lines.push(`      expected: ${indent(warning.expected, '                ')}`);
        lines.push(`      received: ${indent(warning.received, '                ')}`);
        if (warning.curl) lines.push(`      reproduce: ${warning.curl}`);
      }
    }
    lines.push('');
  }
  for (const error of report.errors) lines.push(`${paint('red', 'run error:')} ${error}`, '');
  if (report.unjudgeable) {
    lines.push(
      `${paint('red', 'could not judge')} (${report.unjudgeable.problem}): ${report.unjudgeable.message}`,
      '',
    );
  }
  const skipped = report.results.filter((result) => result.status === 'skipped');
  if (skipped.length > 0) {
    lines.push(paint('bold', `Skipped (${skipped.length})`));
    for (const result of skipped) lines.push(`  ○ [${result.id}] ${result.reason ?? ''}`);
    lines.push('');
  }
  if (report.coverage) {
    const headline = coverageHeadline(report.coverage, report.minCoverage);
    lines.push(paint('bold', isBelowCoverage(report) ? paint('red', headline) : headline));
    for (const line of coverageLines(report.coverage)) lines.push(`  ${line}`);
    lines.push('');
  }
  const counts = summaryLine(report.results);
  const painted = counts
    .replace(/^(\d+ passed)/, (text) => paint('green', text))
    .replace(/(\d+ failed)/, (text) => (/^0 /.test(text) ? text : paint('red', text)));
  lines.push(
    `${painted} · ${report.api} ${report.baseUrl} · level ${report.level} · run ${report.runId} · ${formatDuration(report.durationMs)}`,
  );
  return `${lines.join('\n')}\n`;
}
