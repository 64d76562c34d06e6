import { inertText, jsonText, markdownCode } from '../client/inert-text.js';
import type { Audience, Change, DiffReport } from './change.js';

/** The output formats of `contract-kit diff`. */
export const formats = ['text', 'markdown', 'json'] as const;
export type Format = (typeof formats)[number];

const sections: { title: string; keep: (change: Change) => boolean }[] = [
  { title: 'Breaking for clients and type importers', keep: (change) => change.breaks.includes('clients') },
  {
    title: 'Breaking for deployments judged by the document',
    keep: (change) => change.breaks.includes('deployments'),
  },
  { title: 'Compatible', keep: (change) => change.breaks.length === 0 },
];

const count = (report: DiffReport, audience: Audience) =>
  report.changes.filter((c) => c.breaks.includes(audience)).length;

/** The report's last line: how many changes break whom. */
export function summaryLine(report: DiffReport): string {
  const compatible = report.changes.filter((change) => change.breaks.length === 0).length;
  if (report.changes.length === 0) return 'no changes';
  return `${count(report, 'clients')} breaking for clients, ${count(report, 'deployments')} breaking for deployments, ${compatible} compatible`;
}

function renderText(report: DiffReport): string {
  const lines = [`contract-kit diff: ${report.old} -> ${report.new}`];
  for (const { title, keep } of sections) {
    const changes = report.changes.filter(keep);
    if (changes.length === 0) continue;
    lines.push('', `${title} (${changes.length}):`);
    for (const change of changes) {
      // Names and values come from the documents: inert, so a document cannot write into the log.
      lines.push(
        `  ${inertText(change.operation ?? 'components')}  ${inertText(change.location)}`,
        `      ${inertText(change.message)}  [${change.rule}]`,
      );
    }
  }
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}

function renderMarkdown(report: DiffReport): string {
  const breaking = report.changes.some((change) => change.breaks.length > 0);
  const lines = [
    `### ${breaking ? '⚠️ Breaking contract changes' : '✅ No breaking contract changes'}`,
    '',
    `${markdownCode(report.old)} → ${markdownCode(report.new)}: ${summaryLine(report)}.`,
  ];
  for (const { title, keep } of sections) {
    const changes = report.changes.filter(keep);
    if (changes.length === 0) continue;
    lines.push(
      '',
      `#### ${title} (${changes.length})`,
      '',
      '| Operation | Where | Change | Rule |',
      '| --- | --- | --- | --- |',
    );
    for (const change of changes) {
      // A pull-request comment: the documents' text only in code spans it cannot close, so no
      // heading, link, image, mention or HTML of theirs renders.
      const row = [change.operation ?? 'components', change.location, change.message, change.rule];
      lines.push(`| ${row.map((text) => markdownCode(text, 'cell')).join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function renderJson(report: DiffReport): string {
  const compatible = report.changes.filter((change) => change.breaks.length === 0).length;
  const breaking = { clients: count(report, 'clients'), deployments: count(report, 'deployments') };
  return jsonText({ old: report.old, new: report.new, breaking, compatible, changes: report.changes });
}

/**
 * Renders a report: `text` for a terminal, `markdown` for a pull-request comment, `json` for
 * programs (`breaking.clients`, `breaking.deployments`, `compatible`, `changes`).
 * @example process.stdout.write(renderReport(report, 'markdown'))
 */
export function renderReport(report: DiffReport, format: Format): string {
  if (format === 'markdown') return renderMarkdown(report);
  if (format === 'json') return renderJson(report);
  return renderText(report);
}
