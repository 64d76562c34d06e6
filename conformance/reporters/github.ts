import { appendFile } from 'node:fs/promises';
import { inertValue, markdownCode, markdownFence } from '../../src/client/inert-text.js';
import type { RunReport } from '../result.js';
import { summaryLine } from '../result.js';
import { isUnhealthy, statusesText } from '../route-health.js';
import type { CheckResult } from '../vocabulary.js';
import { causesHeading, causesIn, causeTitle } from './cause-lines.js';
import { formatDuration } from './format.js';

/** A workflow command's message: `%`, CR and LF escaped as GitHub Actions reads them. */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A workflow command's property value: also `:` and `,`. */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

function command(kind: 'error' | 'warning', file: string, title: string, message: string): string {
  return `::${kind} file=${escapeProperty(file)},title=${escapeProperty(title)}::${escapeData(message)}`;
}

/**
 * GitHub Actions annotations for a run, one line each: an `::error` per cause (titled by the cause,
 * naming the checks it failed and blocked), an `::error` per failed check (titled `[ID] title`,
 * with expected, received and the reproduce line), a `::warning` per warned check, and one `::error`
 * when the run could not judge. `file` is the API document the checks judge by.
 * @example for (const line of githubAnnotations(report)) process.stdout.write(`${line}\n`);
 */
export function githubAnnotations(run: RunReport): string[] {
  // Text from the deployment is made inert first: no `::` or `##[` of its own reaches the log.
  const report = inertValue(run);
  const file = `openapi/${report.api}.yaml`;
  const lines: string[] = [];
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(command('error', file, `conformance ${report.api}: could not judge (${problem})`, message));
  }
  for (const cause of causesIn(report)) {
    const affected = [
      ...(cause.failed.length ? [`failed: ${cause.failed.join(', ')}`] : []),
      ...(cause.blocked.length ? [`blocked: ${cause.blocked.join(', ')}`] : []),
    ];
    const reproduce = cause.curl ? [`reproduce: ${cause.curl}`] : [];
    const title = `conformance ${report.api} cause: ${causeTitle(cause)}`;
    lines.push(command('error', file, title, [cause.problem, ...affected, ...reproduce].join('\n')));
  }
  for (const result of report.results) {
    const title = `[${result.id}] ${result.title}`;
    if (result.status === 'failed') lines.push(command('error', file, title, findingText(result)));
    for (const warning of result.warnings ?? []) {
      lines.push(
        command('warning', file, title, `expected ${warning.expected}; received ${warning.received}`),
      );
    }
  }
  return lines;
}

function findingText(result: CheckResult): string {
  const failure = result.failure;
  return [
    `${result.source}: ${result.rule}`,
    `expected: ${failure?.expected ?? ''}`,
    `received: ${failure?.received ?? ''}`,
    ...(failure?.curl ? [`reproduce: ${failure.curl}`] : []),
  ].join('\n');
}

/**
 * The job summary page (Markdown) of a run: the outcome line, the causes with their reproduce lines,
 * the routes' health, and the failed and blocked checks. Every text that may come from the
 * deployment sits in a code span or fence it cannot close, so none of it renders as Markdown or HTML.
 * @example await appendFile(process.env.GITHUB_STEP_SUMMARY, renderGithubSummary(report));
 */
export function renderGithubSummary(report: RunReport): string {
  const causes = causesIn(report);
  const lines = [
    `## contract-kit conformance: ${report.api}`,
    '',
    `${report.baseUrl}${report.proxy ? ` through the proxy ${report.proxy}` : ''} · level ${report.level} · run ${report.runId} · ${formatDuration(report.durationMs)}`,
    '',
    report.unjudgeable
      ? `**Could not judge (${report.unjudgeable.problem})**: ${markdownCode(report.unjudgeable.message)}`
      : `**${summaryLine(report.results)}**`,
    '',
  ];
  if (causes.length > 0) {
    lines.push(`### ${causesHeading(causes)}`, '');
    causes.forEach((cause, index) => {
      lines.push(
        `${index + 1}. **${cause.kind === 'check' ? markdownCode(cause.id) : cause.kind}** ${markdownCode(causeTitle(cause))}: ${markdownCode(cause.problem)}`,
      );
      if (cause.failed.length)
        lines.push(`   - failed: ${cause.failed.map((id) => markdownCode(id)).join(', ')}`);
      if (cause.blocked.length)
        lines.push(`   - blocked: ${cause.blocked.map((id) => markdownCode(id)).join(', ')}`);
      if (cause.curl) lines.push('', ...markdownFence(cause.curl, 'sh', '   '));
      lines.push('');
    });
  }
  const routes = (report.routes ?? []).filter((health) => health.requests > 0 || health.notSent > 0);
  if (routes.length > 0) {
    lines.push(
      '### Routes',
      '',
      '| route | sent | statuses | no answer | not sent | slowest |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const health of routes) {
      const mark = isUnhealthy(health) ? '❌ ' : '';
      lines.push(
        `| ${mark}${markdownCode(health.route, 'cell')} | ${health.requests} | ${statusesText(health)} | ${health.transportErrors} | ${health.notSent} | ${health.slowest ? formatDuration(health.slowest.durationMs) : ''} |`,
      );
    }
    lines.push('');
  }
  const notPassed = report.results.filter(
    (result) => result.status === 'failed' || result.status === 'blocked',
  );
  if (notPassed.length > 0) {
    lines.push(
      '### Checks failed or blocked',
      '',
      '| check | status | cause | detail |',
      '| --- | --- | --- | --- |',
    );
    for (const result of notPassed) {
      const detail =
        result.status === 'failed'
          ? `expected ${result.failure?.expected ?? ''}; received ${result.failure?.received ?? ''}`
          : (result.reason ?? '');
      const [id, cause] = [markdownCode(result.id, 'cell'), markdownCode(result.cause ?? '', 'cell')];
      lines.push(`| ${id} | ${result.status} | ${cause} | ${markdownCode(detail, 'cell')} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The `github` reporter: annotations on `stdout` and, when `GITHUB_STEP_SUMMARY` names a file (as
 * in a GitHub Actions step), the summary page appended to it. Returns that file, if written.
 * @example await writeGithubReport(report, process.stdout, process.env)
 */
export async function writeGithubReport(
  report: RunReport,
  stdout: { write(text: string): void },
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  for (const line of githubAnnotations(report)) stdout.write(`${line}\n`);
  const summary = env.GITHUB_STEP_SUMMARY;
  if (!summary) return undefined;
  await appendFile(summary, renderGithubSummary(report));
  return summary;
}
