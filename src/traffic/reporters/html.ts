import { countFindings, type Finding, type FindingsReport, isFailing, type ReportCase } from '../finding.js';
import { escapeMarkup as x } from './escape.js';

const style = `body{font:14px system-ui,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}.fail{color:#b00}.warn{color:#a60}
.ok{color:#070}code{font-size:12px;word-break:break-all}`;

function findingRow(report: FindingsReport, finding: Finding): string {
  const css = isFailing(report, finding) ? 'fail' : 'warn';
  const sides =
    finding.expected === undefined
      ? ''
      : `<br>expected: <code>${x(finding.expected)}</code><br>received: <code>${x(finding.received ?? '')}</code>`;
  const mark = finding.mark
    ? `<br>mark: <code>${x(finding.mark)}</code>`
    : finding.source
      ? `<br>rule: ${x(finding.source)}`
      : '';
  return `<li class="${css}">[${finding.label}] ${x(finding.rule)}: ${x(finding.message)}${mark}${sides}</li>`;
}

function caseRow(report: FindingsReport, item: ReportCase): string {
  const state = item.skipped !== undefined ? 'skipped' : item.findings.length === 0 ? 'ok' : 'findings';
  const findings = item.findings.map((f) => findingRow(report, f)).join('');
  const notes = (item.notes ?? []).map((note) => `<li>${x(note)}</li>`).join('');
  const body =
    (findings ? `<ul>${findings}</ul>` : x(item.skipped ?? 'no findings')) +
    (notes ? `<ul>${notes}</ul>` : '');
  return `<tr><td>${x(item.name)}</td><td>${x(item.detail)}</td><td class="${state === 'ok' ? 'ok' : ''}">${body}</td></tr>`;
}

/**
 * The report as one self-contained HTML page: counts, then a table of every exchange or step.
 * @example await writeFile('traffic.html', renderHtml(report))
 */
export function renderHtml(report: FindingsReport): string {
  const n = countFindings(report);
  const verdict = n.failing > 0 ? '<b class="fail">FAILED</b>' : '<b class="ok">passed</b>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>contract-kit ${report.command}</title>
<style>${style}</style></head><body><h1>contract-kit ${report.command}</h1><p>${x(report.title)}</p>
<p>${verdict}: ${n.cases - n.skipped} checked, ${n.skipped} skipped, ${n.documented} documented-rule findings,
${n.inferred} inferred-decision findings (started ${x(report.startedAt)})</p>
<table><thead><tr><th>Case</th><th>Detail</th><th>Findings</th></tr></thead><tbody>
${report.cases.map((item) => caseRow(report, item)).join('\n')}
</tbody></table></body></html>
`;
}
