import { Bail } from './yaml-scalars.js';

// The parts of the fast YAML reader (fast-yaml.ts) that turn several lines into one value: block
// scalars, folding, and double-quoted scalars written over several lines.

/** Text with its comment (` #...`) and trailing spaces removed, outside quotes. */
export function stripComment(text: string): string {
  const at = text.search(/(^|\s)#/);
  return (at < 0 ? text : text.slice(0, at)).trimEnd();
}

/** A literal (`|`) or folded (`>`) block scalar's value from its header and lines. */
export function blockScalar(header: string, lines: string[]): string {
  // Keep chomping (`|+`) and an explicit indent (`|2`) are left to `yaml`.
  const match = /^([|>])(-?)$/.exec(stripComment(header));
  if (!match) throw new Bail();
  const [, style, chomp] = match;
  const first = lines.find((line) => line.trim() !== '');
  if (first === undefined) return '';
  const indent = first.length - first.trimStart().length;
  const body = lines.map((line) => {
    // A blank line with spaces past the indent is content with spaces: left to `yaml`.
    if (line.trim() === '' && line.length > indent) throw new Bail();
    if (line.trim() !== '' && line.length - line.trimStart().length < indent) throw new Bail();
    return line.trim() === '' ? '' : line.slice(indent);
  });
  let text = (style === '>' ? fold(body) : body.join('\n')).replace(/\n*$/, '');
  if (chomp === '') text += '\n';
  return text;
}

/**
 * Folds the lines of a `>` scalar: a break between two text lines is a space, or the blank lines
 * between them as newlines; around a more-indented line every break is kept.
 */
function fold(lines: string[]): string {
  let text = '';
  let previous: string | undefined;
  let blanks = 0;
  for (const line of lines) {
    if (line === '') {
      blanks++;
      continue;
    }
    if (previous === undefined) text += '\n'.repeat(blanks);
    else if (/^\s/.test(previous) || /^\s/.test(line)) text += '\n'.repeat(blanks + 1);
    else text += blanks > 0 ? '\n'.repeat(blanks) : ' ';
    text += line;
    previous = line;
    blanks = 0;
  }
  return text + '\n'.repeat(blanks);
}

/** Whether a double-quoted scalar that opens a line also closes on it. */
export function closesOnItsLine(text: string): boolean {
  for (let index = 1; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === '"') return true;
  }
  return false;
}

/**
 * The lines of a double-quoted scalar as one line: a line break folds to a space, blank lines to
 * newlines, an escaped line break (a `\` at the end) to nothing; spaces around breaks go.
 */
export function foldQuoted(lines: string[]): string {
  let text = '';
  let blanks = 0;
  let joined = true;
  for (const [at, line] of lines.entries()) {
    const content = at === 0 ? line : line.trim();
    if (at > 0 && content === '') {
      blanks++;
      continue;
    }
    const escaped = /(^|[^\\])(\\\\)*\\$/.test(content) && at < lines.length - 1;
    const body = escaped ? content.slice(0, -1) : at < lines.length - 1 ? content.trimEnd() : content;
    if (at > 0) text += joined ? '' : blanks > 0 ? '\n'.repeat(blanks) : ' ';
    text += body;
    joined = escaped;
    blanks = 0;
  }
  return text;
}
