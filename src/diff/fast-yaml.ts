import { blockScalar, closesOnItsLine, foldQuoted, stripComment } from './yaml-folding.js';
import { Bail, plainValue, quoted } from './yaml-scalars.js';

/**
 * A reader for the YAML that OpenAPI documents are written in: block mappings and sequences,
 * one-line flow collections, plain and one-line quoted scalars, literal and folded block scalars,
 * comments. It is about ten times faster than the `yaml` package on a 1 MB document
 * (bench/diff-speed.ts). Anything else (anchors, tags, multi-line plain or quoted scalars,
 * several documents, a duplicate key, a tab in an indent) throws `Bail`, and the caller reads the
 * document with `yaml` instead; test/diff/fast-yaml.test.ts holds the two to the same values.
 */
interface Line {
  indent: number;
  text: string;
}

class Reader {
  private index = 0;
  constructor(private readonly lines: string[]) {}

  /** The next line that holds something (not blank, not only a comment), without taking it. */
  peek(): Line | undefined {
    for (; this.index < this.lines.length; this.index++) {
      const raw = this.lines[this.index] as string;
      let indent = 0;
      while (raw.charCodeAt(indent) === 32) indent++;
      const first = raw.charCodeAt(indent);
      if (Number.isNaN(first) || first === 35) continue; // empty, or a comment (#)
      if (first === 9) throw new Bail(); // a tab where the indent is read
      const text = raw.slice(indent).trimEnd();
      if (text === '') continue;
      return { indent, text };
    }
    return undefined;
  }

  take(): void {
    this.index++;
  }

  /** Replaces the current line by what follows a `- ` or a `key: ` (a compact nested node). */
  replace(line: Line): void {
    this.lines[this.index] = ' '.repeat(line.indent) + line.text;
  }

  /**
   * Takes the current line and the lines that continue a scalar begun on it: those more indented
   * than its parent, blank lines between them included (trailing blank lines are left).
   */
  continuation(parentIndent: number): string[] {
    const taken: string[] = [];
    let end = this.index + 1;
    for (let at = end; at < this.lines.length; at++) {
      const raw = this.lines[at] as string;
      if (raw.trim() === '') continue;
      // A comment ends the scalar: a more indented line after it is an error, left to `yaml`.
      if (raw.length - raw.trimStart().length <= parentIndent || raw.trimStart().startsWith('#')) break;
      end = at + 1;
    }
    for (let at = this.index + 1; at < end; at++) taken.push(this.lines[at] as string);
    this.index = end;
    return taken;
  }

  /** The raw lines after the current one, for a block scalar; takes those it returns. */
  blockLines(parentIndent: number): string[] {
    const taken: string[] = [];
    for (this.index++; this.index < this.lines.length; this.index++) {
      const raw = this.lines[this.index] as string;
      if (raw.trim() !== '' && raw.length - raw.trimStart().length <= parentIndent) break;
      taken.push(raw);
    }
    return taken;
  }
}

/** A one-line flow collection or scalar at `text[start]`: its value and where it ends. */
function flow(text: string, start: number): { value: unknown; end: number } {
  let at = start;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const open = text[start];
  if (open === '"' || open === "'") return quoted(text, start);
  if (open !== '[' && open !== '{') {
    const end = text.slice(at).search(/[,\]}]|: /);
    const raw = end < 0 ? text.slice(at) : text.slice(at, at + end);
    return { value: plainValue(raw.trim()), end: end < 0 ? text.length : at + end };
  }
  const close = open === '[' ? ']' : '}';
  const items: unknown[] = [];
  const map: Record<string, unknown> = {};
  at++;
  for (skip(); text[at] !== close; skip()) {
    if (at >= text.length || text[at] === ',') throw new Bail();
    const item = flow(text, at);
    at = item.end;
    skip();
    if (open === '{') {
      if (text[at] !== ':' || typeof item.value !== 'string' || item.value in map) throw new Bail();
      at++;
      skip();
      const value = text[at] === ',' || text[at] === '}' ? { value: null, end: at } : flow(text, at);
      map[item.value] = value.value;
      at = value.end;
      skip();
    } else items.push(item.value);
    if (text[at] === ',') at++;
    else if (text[at] !== close) throw new Bail();
  }
  return { value: open === '[' ? items : map, end: at + 1 };
}

/** A value written after `key:` or `- ` on its own line, or on the lines below it. */
function inlineValue(reader: Reader, rest: string, parentIndent: number): unknown {
  if (rest.startsWith('|') || rest.startsWith('>')) return blockScalar(rest, reader.blockLines(parentIndent));
  if (/^[&*!%@`?]/.test(rest)) throw new Bail();
  if (rest.startsWith('"') && !closesOnItsLine(rest)) {
    // A double-quoted scalar over several lines, as `yaml` writes a long one: fold it, then read it.
    const folded = foldQuoted([rest, ...reader.continuation(parentIndent)]);
    const { value, end } = quoted(folded, 0);
    if (stripComment(folded.slice(end)) !== '') throw new Bail();
    return value;
  }
  if (rest.startsWith('"') || rest.startsWith("'") || rest.startsWith('[') || rest.startsWith('{')) {
    const { value, end } = flow(rest, 0);
    if (stripComment(rest.slice(end)) !== '') throw new Bail();
    reader.take();
    return checkNoContinuation(reader, parentIndent, value);
  }
  const first = stripComment(rest);
  const more = reader.continuation(parentIndent);
  if (more.length === 0) return plainValue(first);
  // A plain scalar over several lines: its line breaks fold to spaces, blank lines to newlines.
  if (first !== rest.trimEnd()) throw new Bail();
  let text = first;
  let blanks = 0;
  for (const line of more) {
    const trimmed = line.trim();
    if (trimmed === '') blanks++;
    else {
      if (trimmed.startsWith('#') || trimmed.includes(' #')) throw new Bail();
      text += blanks > 0 ? '\n'.repeat(blanks) + trimmed : ` ${trimmed}`;
      blanks = 0;
    }
  }
  const value = plainValue(text);
  if (typeof value !== 'string') throw new Bail();
  return value;
}

/** A scalar's next line must not be more indented: that would continue it (or be an error). */
function checkNoContinuation(reader: Reader, parentIndent: number, value: unknown): unknown {
  const next = reader.peek();
  if (next !== undefined && next.indent > parentIndent) throw new Bail();
  return value;
}

/** The node whose first line is the reader's current one, at that line's indent. */
function node(reader: Reader, minIndent: number): unknown {
  const line = reader.peek();
  if (line === undefined || line.indent < minIndent) return null;
  return line.text === '-' || line.text.startsWith('- ')
    ? sequence(reader, line.indent)
    : mapping(reader, line.indent);
}

function sequence(reader: Reader, indent: number): unknown[] {
  const items: unknown[] = [];
  for (let line = reader.peek(); line && line.indent === indent; line = reader.peek()) {
    if (line.text !== '-' && !line.text.startsWith('- ')) break;
    const rest = line.text.slice(1).trimStart();
    if (rest === '' || rest.startsWith('#')) {
      reader.take();
      items.push(node(reader, indent + 1));
    } else if (/^[-[{"']/.test(rest) || !/^[^#]*?(: |:$)/.test(rest)) {
      items.push(inlineValue(reader, rest, indent));
    } else {
      // `- key: value`: a mapping whose keys line up after the dash.
      reader.replace({ indent: indent + line.text.length - rest.length, text: rest });
      items.push(node(reader, indent + 1));
    }
  }
  return items;
}

/** A mapping key at the start of `text` and where its `:` is. */
function keyOf(text: string): { key: string; colon: number } {
  if (text.startsWith('"') || text.startsWith("'")) {
    const { value, end } = quoted(text, 0);
    if (text[end] !== ':') throw new Bail();
    return { key: value, colon: end };
  }
  const colon = text.search(/:( |$)/);
  if (colon <= 0) throw new Bail();
  const raw = text.slice(0, colon);
  const value = plainValue(raw);
  // `yaml` turns a key that reads as a number into its canonical text; keep only keys that stay.
  if (typeof value !== 'string' && !(typeof value === 'number' && String(value) === raw)) throw new Bail();
  return { key: String(value), colon };
}

function mapping(reader: Reader, indent: number): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  for (let line = reader.peek(); line && line.indent === indent; line = reader.peek()) {
    const { key, colon } = keyOf(line.text);
    if (Object.hasOwn(map, key) || key === '__proto__' || key === '<<') throw new Bail();
    const rest = stripComment(line.text.slice(colon + 1).trimStart());
    if (rest !== '') {
      map[key] = inlineValue(reader, line.text.slice(colon + 1).trimStart(), indent);
      continue;
    }
    reader.take();
    const next = reader.peek();
    // A sequence may sit at its key's own indent: `key:\n- a`.
    const nested = next && (next.indent > indent || (next.indent === indent && /^-( |$)/.test(next.text)));
    map[key] = nested ? node(reader, next.indent) : null;
  }
  return map;
}

/**
 * Reads a YAML document of the common form.
 * @throws {Bail} for anything outside it; the caller then reads the document with `yaml`
 */
export function readFastYaml(text: string): unknown {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.some((line) => /^(---|\.\.\.|%)/.test(line))) throw new Bail();
  const reader = new Reader(lines);
  const first = reader.peek();
  if (first === undefined || first.indent !== 0) throw new Bail();
  const value = node(reader, 0);
  if (reader.peek() !== undefined) throw new Bail();
  return value;
}
