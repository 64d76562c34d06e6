import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { checksFor } from '../../conformance/checks/index.js';
import type { Check } from '../../conformance/define-check.js';

const escapePipes = (text: string) => text.replaceAll('|', '\\|');
const flag = (requirement: string) =>
  `--${requirement.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The README row of a check, as conformance/README.md lists it. */
function row(check: Check): string {
  const needs = check.requires.map(flag).join(' ');
  return `| \`${check.id}\` | ${check.level} | ${needs} | ${escapePipes(check.title)} | “${escapePipes(check.rule)}” (${check.source}) |`;
}

/** A table row's cells, trimmed, since the formatter pads the columns. */
function cells(line: string): string {
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim())
    .join(' | ');
}

test('conformance/README.md lists every check with its level, options and rule', async () => {
  const readme = await readFile(new URL('../../conformance/README.md', import.meta.url), 'utf8');
  const rows = new Set(
    readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map(cells),
  );
  const missing = [...checksFor('memory'), ...checksFor('releases')]
    .map(row)
    .filter((line) => !rows.has(cells(line)));
  expect(missing).toEqual([]);
});
