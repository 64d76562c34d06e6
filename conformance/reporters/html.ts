import type { RunReport } from '../result.js';
import { isBelowCoverage, summarise } from '../result.js';
import { isUnhealthy, statusesText } from '../route-health.js';
import type { CheckResult } from '../vocabulary.js';
import { causesHeading, causesIn, causeTitle } from './cause-lines.js';
import { coverageHeadline } from './coverage-table.js';
import { failuresByRule, formatDuration, escapeMarkup as h } from './format.js';

const style = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.meta{color:#555}.counts span{display:inline-block;margin-right:1rem;font-weight:600}
.passed{color:#1a7f37}.failed,.blocked{color:#cf222e}
.cause{border-left:4px solid #cf222e;padding:.25rem 1rem;margin:.5rem 0;background:#fff0f0}.cause h3{margin:.25rem 0;font-size:1rem}.cause p{margin:.25rem 0;overflow-wrap:anywhere}.skipped{color:#6e7781}.warned{color:#9a6700}
.warning{border-left:4px solid #d4a72c;padding:.25rem 1rem;margin:1rem 0;background:#fffbeb}
.rule{border-left:4px solid #cf222e;padding:.25rem 1rem;margin:1rem 0;background:#fff8f8}
.rule q{color:#555}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:.5rem;border-radius:4px;margin:.25rem 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
code{font-size:12px}`;

function failureBlock(result: CheckResult): string {
  const f = result.failure;
  return `<details open><summary><b class="failed">✗ [${h(result.id)}]</b> ${h(result.title)}</summary>
<div>expected</div><pre>${h(f?.expected ?? '')}</pre>
<div>received</div><pre>${h(f?.received ?? '')}</pre>
${f?.curl ? `<div>reproduce</div><pre>${h(f.curl)}</pre>` : ''}</details>`;
}

function warningBlock(result: CheckResult): string {
  const items = (result.warnings ?? []).map(
    (w) =>
      `<div>expected</div><pre>${h(w.expected)}</pre><div>received</div><pre>${h(w.received)}</pre>${w.curl ? `<div>reproduce</div><pre>${h(w.curl)}</pre>` : ''}`,
  );
  return `<section class="warning"><b class="warned">! [${h(result.id)}]</b> ${h(result.title)}<br><q>${h(result.rule)}</q>${items.join('')}</section>`;
}

/**
 * A cause's problem in a line or two: its first line, a long list in it (ids, scores) shown as its
 * length, cut at 200 characters.
 */
function headline(problem: string): { text: string; cut: boolean } {
  const first = (problem.split('\n')[0] ?? '').replace(
    /\[[^[\]]{40,}\]/g,
    (list) => `[${list.split(',').length} values]`,
  );
  const text = first.length > 200 ? `${first.slice(0, 199)}…` : first;
  return { text, cut: text !== problem };
}

/** `failed 4, blocked 10`: what a cause took down, in its summary line. */
function affected(failed: number, blocked: number): string {
  return [...(failed ? [`failed ${failed}`] : []), ...(blocked ? [`blocked ${blocked}`] : [])].join(', ');
}

/**
 * Each cause in a line or two on the first screen (its title and what went wrong), the rest folded:
 * the whole problem, the reproduce line and the ids of the checks it failed and blocked.
 */
function causesSection(report: RunReport): string {
  const causes = causesIn(report);
  if (causes.length === 0) return '';
  const blocks = causes.map((cause, index) => {
    const { text, cut } = headline(cause.problem);
    const folded = [
      ...(cut ? [`<pre>${h(cause.problem)}</pre>`] : []),
      ...(cause.curl ? [`<div>reproduce</div><pre>${h(cause.curl)}</pre>`] : []),
      ...(cause.routes ? [`<div>its findings point at ${h(cause.routes.join(', '))}</div>`] : []),
      ...(cause.failed.length
        ? [`<div>failed (${cause.failed.length}): ${h(cause.failed.join(', '))}</div>`]
        : []),
      ...(cause.blocked.length
        ? [`<div>blocked (${cause.blocked.length}): ${h(cause.blocked.join(', '))}</div>`]
        : []),
    ];
    const label = [
      affected(cause.failed.length, cause.blocked.length),
      ...(cause.curl ? ['reproduce'] : []),
    ].join(' · ');
    return `<section class="cause"><h3>${index + 1}. ${h(causeTitle(cause))}</h3><p>${h(text)}</p>
<details><summary>${h(label || 'details')}</summary>${folded.join('\n')}</details></section>`;
  });
  return `<h2 id="causes" class="failed">${h(causesHeading(causes))}</h2>\n${blocks.join('\n')}`;
}

function routesSection(report: RunReport): string {
  const used = (report.routes ?? []).filter((health) => health.requests > 0 || health.notSent > 0);
  if (used.length === 0) return '';
  const rows = used.map(
    (health) =>
      `<tr><td class="${isUnhealthy(health) ? 'failed' : ''}"><code>${h(health.route)}</code>${health.documented ? '' : ' <small>(undocumented)</small>'}</td><td>${health.requests}</td><td>${h(statusesText(health))}</td><td>${health.transportErrors}${health.firstError ? `<br><small>${h(health.firstError)}</small>` : ''}</td><td>${health.notSent}</td><td>${health.slowest ? `${formatDuration(health.slowest.durationMs)}${health.slowest.checkId ? ` <small>${h(health.slowest.checkId)}</small>` : ''}` : ''}</td></tr>`,
  );
  return `<h2>Routes</h2><table id="routes"><thead><tr><th>route</th><th>sent</th><th>statuses</th><th>no answer</th><th>not sent</th><th>slowest</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function coverageSection(report: RunReport): string {
  const coverage = report.coverage;
  if (!coverage) return '';
  const rows = coverage.operations.map((operation) => {
    const statuses = operation.statuses
      .map(
        (entry) =>
          `<span class="${entry.observed ? 'passed' : 'skipped'}">${h(entry.status)}${entry.observed ? '✓' : '·'}</span>`,
      )
      .join(' ');
    const parameters = Object.entries(operation.parameters)
      .map(([name, values]) => `<code>${h(name)}</code> ${h(values.join(', '))}`)
      .join('<br>');
    return `<tr><td><code>${h(operation.operationId)}</code><br><small>${h(operation.method)} ${h(operation.path)}</small></td><td>${statuses}${operation.undocumented.length ? `<br><small class="failed">undocumented ${h(operation.undocumented.join(', '))}</small>` : ''}</td><td>${parameters}</td><td><small>${h(operation.checks.join(', '))}</small></td></tr>`;
  });
  const headline = coverageHeadline(coverage, report.minCoverage);
  return `<h2>Coverage</h2><p class="${isBelowCoverage(report) ? 'failed' : 'meta'}">${h(headline)}</p>
<table id="coverage"><thead><tr><th>operation</th><th>documented statuses seen</th><th>parameters sent</th><th>checks</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function row(result: CheckResult): string {
  const detail =
    result.status === 'skipped' || result.status === 'blocked'
      ? h(result.reason ?? '')
      : result.status !== 'passed'
        ? 'see above'
        : '';
  return `<tr><td class="${result.status}">${result.status}</td><td><code>${h(result.id)}</code></td><td>${h(result.level)}</td><td>${h(result.title)}<br><small>${h(result.source)}: “${h(result.rule)}”</small></td><td>${formatDuration(result.durationMs)}</td><td>${detail}</td></tr>`;
}

/**
 * One self-contained HTML page (inline CSS, no scripts, no external requests) a person opens in a
 * browser: counts, the distinct causes (route, problem, curl, checks failed and blocked) and the
 * routes' health first, then failures grouped by rule with expected/received/curl, warnings, and
 * every check.
 * @example writeFile('conformance.html', renderHtml(report))
 */
export function renderHtml(report: RunReport): string {
  const counts = summarise(report.results);
  const groups = failuresByRule(report.results)
    .map(
      (group) =>
        `<section class="rule"><h3>${h(group.source)}</h3><q>${h(group.rule)}</q>${group.results.map(failureBlock).join('\n')}</section>`,
    )
    .join('\n');
  const errors = report.errors.map((error) => `<pre class="failed">${h(error)}</pre>`).join('\n');
  const warnings = report.results
    .filter((result) => result.warnings?.length)
    .map(warningBlock)
    .join('\n');
  // A run that could not judge ran no check: it says why and what to try, and shows no empty tables.
  const unjudgeable = report.unjudgeable
    ? `<h2 class="failed">Could not judge (${h(report.unjudgeable.problem)})</h2><p>No check ran: the run stopped at its first requests.</p><pre>${h(report.unjudgeable.message)}</pre><p><strong>Next:</strong> ${h(report.unjudgeable.nextStep ?? '')}</p>${report.unjudgeable.curl ? `<pre>${h(report.unjudgeable.curl)}</pre>` : ''}`
    : '';
  const checks = report.unjudgeable
    ? ''
    : `${coverageSection(report)}
<h2>All checks</h2>
<table id="checks"><thead><tr><th>status</th><th>id</th><th>level</th><th>rule</th><th>time</th><th>note</th></tr></thead>
<tbody>${report.results.map(row).join('\n')}</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance ${h(report.api)}: ${report.unjudgeable ? 'could not judge' : counts.failed + counts.blocked > 0 ? `${counts.failed} failed${counts.blocked > 0 ? `, ${counts.blocked} blocked` : ''}` : 'passed'}</title>
<style>${style}</style></head><body>
<h1>contract-kit conformance: ${h(report.api)}</h1>
<p class="meta">${h(report.baseUrl)}${report.proxy ? ` through the proxy ${h(report.proxy)}` : ''} · level ${h(report.level)}${report.strict ? ' · strict' : ''} · run ${h(report.runId)} · started ${h(report.startedAt)} · ${formatDuration(report.durationMs)}</p>
${report.unjudgeable ? '' : `<p class="counts"><span class="passed">${counts.passed} passed</span><span class="failed">${counts.failed} failed</span><span class="warned">${counts.warned} ${counts.warned === 1 ? 'warning' : 'warnings'}</span><span class="skipped">${counts.skipped} skipped</span>${counts.blocked ? `<span class="blocked">${counts.blocked} blocked</span>` : ''}</p>`}
${causesSection(report)}
${routesSection(report)}
${unjudgeable}
${errors ? `<h2>Run errors</h2>${errors}` : ''}
${groups ? `<h2>Failures by rule</h2>${groups}` : ''}
${warnings ? `<h2>Warnings</h2><p class="meta">Questionable behaviour the documents do not forbid; ${report.strict ? 'it fails the run (--strict)' : 'it fails the run only with --strict'}.</p>${warnings}` : ''}
${checks}
</body></html>
`;
}
