import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inertValue, markdownCode, markdownFence } from '../../src/client/inert-text.js';
import type { RunReport } from '../result.js';
import { summaryLine } from '../result.js';
import { isUnhealthy, statusesText } from '../route-health.js';
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

function command(
  kind: 'error' | 'warning',
  file: string | undefined,
  title: string,
  message: string,
): string {
  const where = file ? `file=${escapeProperty(file)},` : '';
  return `::${kind} ${where}title=${escapeProperty(title)}::${escapeData(message)}`;
}

/** GitHub shows ten error annotations of a step: causes past the ninth share the tenth. */
const maxErrors = 10;

/** Ids past this many are left to the job summary. */
const shownIds = 6;

/** Where the run's workspace is, and how to ask whether a file is in it. */
export interface AnnotationPlace {
  /** `GITHUB_WORKSPACE`, else the current directory. */
  workspace?: string;
  exists?: (path: string) => boolean;
}

/**
 * The API document to point annotations at: `openapi/<api>.yaml` when the workspace has that file
 * (a clone of this kit), else none. A path that is not in the user's repository is worse than none.
 */
function documentFile(api: string, place: AnnotationPlace): string | undefined {
  const file = `openapi/${api}.yaml`;
  const workspace = place.workspace ?? process.cwd();
  return (place.exists ?? existsSync)(join(workspace, file)) ? file : undefined;
}

/** `failed (2): A, B` / `blocked (14): A, B, …, 8 more in the job summary`. */
function idsLine(label: string, ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const more = ids.length > shownIds ? `, … ${ids.length - shownIds} more in the job summary` : '';
  return [`${label} (${ids.length}): ${ids.slice(0, shownIds).join(', ')}${more}`];
}

/**
 * GitHub Actions annotations for a run, at most one per cause: an `::error` per cause (titled by the
 * cause, with what went wrong, the checks it failed and blocked, and the reproduce line), the causes
 * past the ninth in one more, one `::warning` for all warnings, and one `::error` when the run
 * could not judge. Every check is in the job summary. `file` is the API document, only when the
 * workspace (`GITHUB_WORKSPACE`, else the current directory) has it.
 * @example for (const line of githubAnnotations(report, { workspace: process.env.GITHUB_WORKSPACE })) process.stdout.write(`${line}\n`);
 */
export function githubAnnotations(run: RunReport, place: AnnotationPlace = {}): string[] {
  // Text from the deployment is made inert first: no `::` or `##[` of its own reaches the log.
  const report = inertValue(run);
  const file = documentFile(report.api, place);
  const lines: string[] = [];
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(command('error', file, `conformance ${report.api}: could not judge (${problem})`, message));
  }
  const causes = causesIn(report);
  const shown = causes.length > maxErrors ? causes.slice(0, maxErrors - 1) : causes;
  for (const cause of shown) {
    const affected = [...idsLine('failed', cause.failed), ...idsLine('blocked', cause.blocked)];
    const reproduce = cause.curl ? [`reproduce: ${cause.curl}`] : [];
    const title = `conformance ${report.api} cause: ${causeTitle(cause)}`;
    lines.push(command('error', file, title, [cause.problem, ...affected, ...reproduce].join('\n')));
  }
  const rest = causes.slice(shown.length);
  if (rest.length > 0) {
    const title = `conformance ${report.api}: ${rest.length} more causes`;
    lines.push(command('error', file, title, `${rest.map(causeTitle).join('\n')}\nsee the job summary`));
  }
  const warned = report.results.filter((result) => result.warnings?.length);
  const [first] = warned;
  if (first) {
    const warning = first.warnings?.[0];
    const title = `conformance ${report.api}: ${plural(warned.length, 'check')} warned`;
    const lead = `[${first.id}] expected ${warning?.expected ?? ''}; received ${warning?.received ?? ''}`;
    const others = warned.slice(1).map((result) => result.id);
    const tail = others.length ? [`also: ${others.join(', ')} (see the job summary)`] : [];
    lines.push(command('warning', file, title, [lead, ...tail].join('\n')));
  }
  return lines;
}

/** `1 check`, `2 checks`. */
function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The job summary page (Markdown) of a run: the outcome line, the causes with their reproduce lines,
 * the routes' health, the failed and blocked checks, and the warnings: everything the annotations
 * leave out. Every text that may come from the
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
  const warned = report.results.filter((result) => result.warnings?.length);
  if (warned.length > 0) {
    lines.push(
      `### Warnings (${warned.length})`,
      '',
      '| check | expected | received |',
      '| --- | --- | --- |',
    );
    for (const result of warned) {
      for (const warning of result.warnings ?? []) {
        const [id, expected] = [markdownCode(result.id, 'cell'), markdownCode(warning.expected, 'cell')];
        lines.push(`| ${id} | ${expected} | ${markdownCode(warning.received, 'cell')} |`);
      }
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
  for (const line of githubAnnotations(report, { workspace: env.GITHUB_WORKSPACE }))
    stdout.write(`${line}\n`);
  const summary = env.GITHUB_STEP_SUMMARY;
  if (!summary) return undefined;
  await appendFile(summary, renderGithubSummary(report));
  return summary;
}
