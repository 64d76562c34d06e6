import { inertValue } from '../../src/client/inert-text.js';
import type { RunReport } from '../result.js';
import { isBelowCoverage, summaryLine } from '../result.js';
import type { CheckResult, FailureDetail } from '../vocabulary.js';
import { causeLines, causesHeading, causesIn, routeLines } from './cause-lines.js';
import { coverageHeadline, coverageLines } from './coverage-table.js';
import { failuresByRule, formatDuration } from './format.js';
import { curlLines, maxLineLength, wrap } from './short-lines.js';

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

/** `label` and its text, wrapped to the report's bound, continuation lines under the text. */
function labelled(label: string, text: string): string[] {
  const width = maxLineLength - label.length;
  return wrap(text, width).map((line, index) => `${index === 0 ? label : ' '.repeat(label.length)}${line}`);
}

/** A progress line's note, dimmed, wrapped under itself to the report's bound. */
function noted(label: string, text: string, paint: Paint): string {
  const width = maxLineLength - 8 - label.length;
  const lines = wrap(text, width).map(
    (line, index) => `${index === 0 ? label : '      '}${paint('dim', line)}`,
  );
  return `${lines.join('\n')}\n`;
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
  return (checked: CheckResult): void => {
    // A reason can quote the deployment: shown inert, never acted on by the terminal or the CI log.
    const result = inertValue(checked);
    const time = paint('dim', formatDuration(result.durationMs));
    if (result.status === 'passed')
      target.write(`  ${paint('green', '✓')} [${result.id}] ${result.title} ${time}\n`);
    else if (result.status === 'failed')
      target.write(`  ${paint('red', '✗')} [${result.id}] ${result.title} ${time}\n`);
    else if (result.status === 'warned')
      target.write(`  ${paint('yellow', '!')} [${result.id}] ${result.title} ${time}\n`);
    else if (result.status === 'blocked')
      target.write(noted(`  ${paint('red', '⊘')} [${result.id}] `, result.reason ?? 'blocked', paint));
    else
      target.write(
        noted(`  ${paint('yellow', '○')} [${result.id}] `, `skipped: ${result.reason ?? ''}`, paint),
      );
  };
}

type Paint = ReturnType<typeof painter>;

/** Expected, received and the curl line of one failure or warning, indented under its check. */
function findingLines(detail: FailureDetail | undefined): string[] {
  const curl = detail?.curl ? curlLines(detail.curl) : [];
  return [
    ...labelled('      expected: ', detail?.expected ?? ''),
    ...labelled('      received: ', detail?.received ?? ''),
    ...curl.map((line, index) => `${index === 0 ? '      reproduce: ' : '        '}${line}`),
  ];
}

/** The report's opening: the distinct causes, then how each route fared. */
function openingSection(report: RunReport, paint: Paint): string[] {
  const causes = causesIn(report);
  const lines: string[] = [];
  if (causes.length > 0) {
    lines.push(paint('bold', paint('red', causesHeading(causes))), '');
    causes.forEach((cause, index) => void lines.push(...causeLines(cause, index + 1), ''));
  }
  if (report.routes) lines.push(paint('bold', 'Routes'), ...routeLines(report.routes), '');
  return lines;
}

function failureSection(report: RunReport, paint: Paint): string[] {
  const groups = failuresByRule(report.results);
  if (groups.length === 0) return [];
  const lines = [paint('bold', `Failures by rule (${groups.length})`), ''];
  for (const group of groups) {
    lines.push(
      `  ${paint('bold', group.source)}`,
      ...wrap(`“${group.rule}”`, 190).map((l) => `  ${paint('dim', l)}`),
    );
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
      ...wrap(`“${result.rule}”`, 190).map((line) => `    ${paint('dim', line)}`),
    );
    for (const warning of result.warnings ?? []) lines.push(...findingLines(warning));
  }
  return [...lines, ''];
}

function closingSection(report: RunReport, paint: Paint): string[] {
  const lines: string[] = [];
  for (const error of report.errors) lines.push(...labelled(`${paint('red', 'run error:')} `, error), '');
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(...labelled(`${paint('red', 'could not judge')} (${problem}): `, message), '');
  }
  const skipped = report.results.filter((result) => result.status === 'skipped');
  if (skipped.length > 0) {
    lines.push(paint('bold', `Skipped (${skipped.length})`));
    for (const result of skipped) lines.push(...labelled(`  ○ [${result.id}] `, result.reason ?? ''));
    lines.push('');
  }
  if (report.coverage) {
    const headline = coverageHeadline(report.coverage, report.minCoverage);
    lines.push(paint('bold', isBelowCoverage(report) ? paint('red', headline) : headline));
    for (const line of coverageLines(report.coverage)) {
      lines.push(
        ...wrap(line, maxLineLength - 4).map((part, index) => `${index === 0 ? '  ' : '    '}${part}`),
      );
    }
    lines.push('');
  }
  return lines;
}

const summaryColour = {
  passed: 'green',
  failed: 'red',
  warned: 'yellow',
  skipped: 'dim',
  blocked: 'red',
} as const;

/**
 * The closing summary: opens with the distinct causes (each with its route, what went wrong, a
 * reproduce line and the checks it failed or blocked) and the routes' health, then failures
 * grouped by rule with expected, received and a curl line each,
 * then the warnings the same way, run errors, the skipped checks with their reasons, the coverage
 * table, and the line `N passed, N failed, N warnings, N skipped`.
 */
export function renderPrettySummary(
  run: RunReport,
  target: PrettyTarget,
  env: Record<string, string | undefined> = process.env,
): string {
  // Every string of the report may quote the deployment: made inert before any of it is laid out.
  const report = inertValue(run);
  const paint = painter(target, env);
  const counts = summaryLine(report.results, (status, text) => paint(summaryColour[status], text));
  const lines = [
    '',
    ...openingSection(report, paint),
    ...failureSection(report, paint),
    ...warningSection(report, paint),
    ...closingSection(report, paint),
    `${counts} · ${report.api} ${report.baseUrl}${report.proxy ? ` through the proxy ${report.proxy}` : ''} · level ${report.level} · run ${report.runId} · ${formatDuration(report.durationMs)}`,
  ];
  return `${lines.join('\n')}\n`;
}
