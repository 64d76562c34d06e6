import type { RunReport } from '../result.js';
import { isBelowCoverage, summaryLine } from '../result.js';
import type { CheckResult, FailureDetail } from '../vocabulary.js';
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

type Paint = ReturnType<typeof painter>;

/** Expected, received and the curl line of one failure or warning, indented under its check. */
function findingLines(detail: FailureDetail | undefined): string[] {
  return [
    `      expected: ${indent(detail?.expected ?? '', '                ')}`,
    `      received: ${indent(detail?.received ?? '', '                ')}`,
    ...(detail?.curl ? [`      reproduce: ${detail.curl}`] : []),
  ];
}

function failureSection(report: RunReport, paint: Paint): string[] {
  const groups = failuresByRule(report.results);
  if (groups.length === 0) return [];
  const lines = [paint('bold', `Failures by rule (${groups.length})`), ''];
  for (const group of groups) {
    lines.push(`  ${paint('bold', group.source)}`, `  ${paint('dim', `“${group.rule}”`)}`);
    for (const result of group.results) {
      lines.push(`    ${paint('red', '✗')} [${result.id}] ${result.title}`, ...findingLines(result.failure));
    }
    lines.push('');
  }
  return lines;
}

function warningSection(report: RunReport, paint: Paint): string[] {
  const warned = report.results.filter((result) => result.warnings?.length);
  if (warned.length === 0) return [];
  const note = report.strict ? 'they fail the run (--strict)' : 'they do not fail the run without --strict';
  const lines = [
    paint('bold', `Warnings (${warned.length}): questionable, not forbidden by the documents; ${note}`),
    '',
  ];
  for (const result of warned) {
    lines.push(
      `  ${paint('yellow', '!')} [${result.id}] ${result.title}`,
      `    ${paint('dim', `“${result.rule}”`)}`,
    );
    for (const warning of result.warnings ?? []) lines.push(...findingLines(warning));
  }
  return [...lines, ''];
}

function closingSection(report: RunReport, paint: Paint): string[] {
  const lines: string[] = [];
  for (const error of report.errors) lines.push(`${paint('red', 'run error:')} ${error}`, '');
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(`${paint('red', 'could not judge')} (${problem}): ${message}`, '');
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
  return lines;
}

const summaryColour = { passed: 'green', failed: 'red', warned: 'yellow', skipped: 'dim', blocked: 'red' } as const;

/**
 * The closing summary: failures grouped by rule with expected, received and a curl line each,
 * then the warnings the same way, run errors, the skipped checks with their reasons, the coverage
 * table, and the line `N passed, N failed, N warnings, N skipped`.
 */
export function renderPrettySummary(
  report: RunReport,
  target: PrettyTarget,
  env: Record<string, string | undefined> = process.env,
): string {
  const paint = painter(target, env);
  const counts = summaryLine(report.results, (status, text) => paint(summaryColour[status], text));
  const lines = [
    '',
    ...failureSection(report, paint),
    ...warningSection(report, paint),
    ...closingSection(report, paint),
    `${counts} · ${report.api} ${report.baseUrl} · level ${report.level} · run ${report.runId} · ${formatDuration(report.durationMs)}`,
  ];
  return `${lines.join('\n')}\n`;
}
