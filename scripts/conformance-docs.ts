/**
 * Writes the generated parts of conformance/README.md: the option table (from
 * conformance/option-table.ts) and the check tables (from the registered checks). Run with
 * `npm run generate:docs`; test/conformance/readme.test.ts fails when the README is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { checksFor } from '../conformance/checks/index.js';
import { optionEntries, optionFor } from '../conformance/option-table.js';
import type { ApiName } from '../conformance/vocabulary.js';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The option table: flag, variable, default, meaning. */
export function renderOptionsTable(): string {
  const rows = optionEntries().map(([, spec]) => {
    const flag = spec.flag ? `\`${spec.flag}${spec.value ? ` ${spec.value}` : ''}\`` : '';
    const scope = spec.api === 'memory' ? 'memory: ' : '';
    const fallback = spec.default === undefined ? '' : `\`${spec.default}\``;
    return `| ${flag} | \`${spec.env}\` | ${fallback} | ${cell(scope + spec.help)} |`;
  });
  return ['| flag | variable | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** One API's checks: id, level, what it needs, what it verifies, the rule and why it sits there. */
export function renderChecksTable(api: ApiName): string {
  const rows = checksFor(api).map((check) => {
    const level = check.advisory ? `${check.level} (warns at documented)` : check.level;
    const needs = check.requires.map((requirement) => `\`${optionFor(requirement)[1].flag}\``).join(' ');
    const rule = `“${cell(check.rule)}” (${cell(check.source)})`;
    return `| \`${check.id}\` | ${level} | ${needs} | ${cell(check.title)} | ${rule} | ${cell(check.why)} |`;
  });
  const head = [
    '| id | level | needs | verifies | rule (source) | why at this level |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  return [...head, ...rows].join('\n');
}

const blocks: Record<string, () => string> = {
  options: renderOptionsTable,
  'checks-memory': () => renderChecksTable('memory'),
  'checks-releases': () => renderChecksTable('releases'),
};

/** The README text with every generated block rewritten. */
export function updateReadme(text: string): string {
  let out = text;
  for (const [name, render] of Object.entries(blocks)) {
    const pattern = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`);
    if (!pattern.test(out)) throw new Error(`conformance/README.md has no generated:${name} block`);
    out = out.replace(pattern, (_match, open: string, close: string) => `${open}${render()}\n${close}`);
  }
  return out;
}

/** Where the README is. */
export const readmePath = fileURLToPath(new URL('../conformance/README.md', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await readFile(readmePath, 'utf8');
  await writeFile(readmePath, updateReadme(text));
  console.log(`wrote ${readmePath}`);
}
