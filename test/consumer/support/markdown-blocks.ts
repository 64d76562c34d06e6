/**
 * Code blocks of the kit's Markdown documents (README.md, docs/*.md), found by the section they
 * sit in and the `// path` (or `# path`) comment that opens them: the tests that run a recipe as
 * written take its text from here, so a recipe that changes is the recipe that runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** A fenced code block: its language, its first line's file name (if it names one) and its body. */
export interface MarkdownBlock {
  lang: string;
  /** The path the block's first line names (`// src/main.tsx`, `# .github/...`), else null. */
  path: string | null;
  /** The block's text after the naming line (the whole text when there is none). */
  text: string;
}

/** A document of the repository by its path from the root (`README.md`, `docs/frontend.md`). */
export function readDoc(doc: string): string {
  return readFileSync(join(repo, doc), 'utf8');
}

/**
 * The section of `markdown` under `heading` (a whole heading line such as `## The engine on its
 * own`), up to the next heading of the same or a higher level. Throws when there is none.
 */
export function section(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)?.[0].length ?? 0;
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (level === 0 || start < 0) throw new Error(`no section "${heading}"`);
  let end = lines.length;
  let fenced = false;
  for (let at = start + 1; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (line.startsWith('```')) fenced = !fenced;
    const own = !fenced ? line.match(/^(#+) /) : null;
    if (own && (own[1]?.length ?? 0) <= level) {
      end = at;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

/** Every fenced block of `markdown`, in order. */
export function blocks(markdown: string): MarkdownBlock[] {
  const found: MarkdownBlock[] = [];
  const fence = /^```(\S*)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const body = match[2] ?? '';
    const first = body.split('\n', 1)[0] ?? '';
    const named = first.match(/^(?:\/\/|#) ([\w./@-]+\.[\w]+)(?::|$)/);
    found.push({
      lang: match[1] ?? '',
      path: named?.[1] ?? null,
      text: named ? body.slice(first.length + 1) : body,
    });
  }
  return found;
}

/** The one block of `markdown` whose first line names `path`; throws when none or several do. */
export function blockFor(markdown: string, path: string): string {
  const matching = blocks(markdown).filter((block) => block.path === path);
  if (matching.length !== 1) throw new Error(`${matching.length} code blocks name ${path}, expected 1`);
  return matching[0]?.text ?? '';
}
