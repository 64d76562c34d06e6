/**
 * What a guide points its reader at: its links (Markdown and HTML) and the repository paths it
 * names in backticks, with where each sits. test/consumer/packed-docs.test.ts checks them against
 * the files the package ships.
 */

/** One link of a Markdown file. */
export interface DocLink {
  target: string;
  line: number;
  /** The link's text, when it is a Markdown link. */
  text?: string;
}

/** One backticked path of a guide, and the link it is the text of, if any. */
export interface NamedPath {
  path: string;
  line: number;
  /** The target of the Markdown link whose whole text is this path (`[`path`](target)`). */
  linkedTo?: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Fenced code blocks blanked out (kept as lines): a shell line's `./x` is no link. */
function withoutFences(text: string): string {
  return text.replace(/^(\s*)(```|~~~)[\s\S]*?^\s*\2/gm, (block) => block.replace(/[^\n]/g, ' '));
}

/** Every link target of a Markdown file: `[text](target)`, `![alt](target)`, `src="…"`, `href="…"`. */
export function linksOf(markdown: string): DocLink[] {
  const text = withoutFences(markdown);
  const links: DocLink[] = [];
  for (const match of text.matchAll(/\[((?:[^\][]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[2] ?? '', line: lineOf(text, match.index), text: match[1] ?? '' });
  }
  for (const match of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
    links.push({ target: match[1] ?? '', line: lineOf(text, match.index) });
  }
  return links;
}

/** True for a target that is an absolute URL (or a mail address), checked by no file list. */
export function isAbsolute(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * Directories every project has, so a guide's `src/` or `dist/` is the reader's own, and file
 * names any project may hold (`package.json`): named bare, they are not this repository's paths.
 */
const everyProjectHas = new Set(['src', 'dist', 'test', 'tests', 'public', 'node_modules']);
const everyProjectFile =
  /^(package(-lock)?\.json|tsconfig[\w.-]*\.json|vitest\.config\.ts|vite\.config\.ts|biome\.json|index\.html)$/;

/**
 * The repository paths a guide names in backticks: a token that, less a trailing `/` and anything
 * from a `*`, is a file of this repository or a directory holding some (`tracked` lists its
 * files), other than what every project has named bare (`src/`, `package.json`).
 */
export function namedPaths(markdown: string, tracked: readonly string[]): NamedPath[] {
  const text = withoutFences(markdown);
  const linked = new Map<number, string>();
  for (const match of text.matchAll(/\[`([^`]+)`\]\(([^)\s]+)\)/g))
    linked.set(match.index + 1, match[2] ?? '');
  const found: NamedPath[] = [];
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const token = match[1] ?? '';
    const path = token.replace(/\*.*$/, '').replace(/\/+$/, '');
    if (path === '' || path.startsWith('/') || path.includes('..') || isAbsolute(path)) continue;
    if (!path.includes('/') && (everyProjectHas.has(path) || everyProjectFile.test(path))) continue;
    const isTracked = tracked.some((file) => file === path || file.startsWith(`${path}/`));
    if (!isTracked) continue;
    const linkedTo = linked.get(match.index);
    found.push({ path, line: lineOf(text, match.index), ...(linkedTo ? { linkedTo } : {}) });
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, numbered for repeats as GitHub does (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf((match[1] ?? '').replace(/`/g, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  return anchors;
}
