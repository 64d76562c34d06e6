import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));

/** The relative targets of a file's links that do not exist, as `file: target`. */
function deadLinks(file: string, targets: string[]): string[] {
  return targets
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .filter((target) => !existsSync(normalize(join(root, dirname(file), target.split('#')[0] ?? ''))))
    .map((target) => `${file}: ${target}`);
}

test('every relative link of the Markdown files resolves inside the repository', () => {
  const dead = tracked('*.md').flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return deadLinks(
      file,
      [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
    );
  });
  expect(dead).toEqual([]);
});

test('every @see path of the source resolves from its own file', () => {
  const dead = tracked('*.ts', '*.mjs').flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(/@see\s+(\.{1,2}\/\S+|[\w-]+\.(?:md|yaml|ts))/g)].map((match) =>
      (match[1] ?? '').replace(/[*/,]+$/, ''),
    );
    return deadLinks(file, targets);
  });
  expect(dead).toEqual([]);
});
