/**
 * The anchors of the Markdown guides resolve: a link such as `docs/types.md#supported-versions` or
 * `#prepared-state` must name a heading of its target, as GitHub makes anchors from headings. What
 * links.test.ts checks is that the file exists; this checks the part after `#`, which a section
 * moved between the README and docs/ silently breaks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside code blocks), repeats numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = anchorOf(heading[1] ?? '');
    let anchor = base;
    for (let n = 1; found.has(anchor); n++) anchor = `${base}-${n}`;
    found.add(anchor);
  }
  return found;
}

/** The links of `file` to an anchor of a repository Markdown file that has no such heading. */
function deadAnchors(file: string, markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(https?:|mailto:)/.test(target))
    .filter((target) => {
      const [path = '', anchor = ''] = target.split('#');
      const full = path === '' ? join(root, file) : normalize(join(root, dirname(file), path));
      if (!full.endsWith('.md') || !existsSync(full)) return false;
      return !anchorsOf(readFileSync(full, 'utf8')).has(anchor);
    })
    .map((target) => `${file}: ${target}`);
}

test('[DOC-ANCHOR-1] every link to a heading of README.md or docs/ names a heading that exists', () => {
  const dead = documents.flatMap((file) => deadAnchors(file, readFileSync(join(root, file), 'utf8')));
  expect(dead).toEqual([]);
});

test('[DOC-ANCHOR-2] a link to a missing heading is found, and one to an existing heading is not', () => {
  const file = relative(root, join(root, 'docs', 'planted.md'));
  const planted =
    '[gone](../README.md#no-such-heading) [kept](../README.md#quick-start) [own](#mocks-here)\n## Mocks here\n';
  expect(deadAnchors(file, planted)).toEqual(['docs/planted.md: ../README.md#no-such-heading']);
  expect(anchorOf("In Vitest's browser mode")).toBe('in-vitests-browser-mode');
  expect(anchorOf('A React app (`--template react-ts`)')).toBe('a-react-app---template-react-ts');
});
