/**
 * A hostile deployment's words, and the inspections that tell whether any of them acted: what a
 * deployment under test (or a recorded exchange, or a diffed document) would send to write into a
 * CI job or a terminal, and independent readers of the kit's output (they do not use the kit's
 * helper, so they hold with it removed).
 */
import { XMLValidator } from 'fast-xml-parser';

const esc = '\u001b';
const bel = '\u0007';

/** Each attack on a line of its own, the way a deployment would put them in a body or a message. */
export const hostileLines = [
  '::stop-commands::tok',
  '::add-mask::hostile-mask',
  '::error::fake error from the target',
  '::set-output name=x::y',
  '  ::warning::after whitespace',
  'mid-line ##[add-mask]hostile-old-mask',
  `${esc}]52;c;aG9zdGlsZQ==${bel}osc52`,
  `${esc}]8;;https://evil.example/osc8${esc}\\click${esc}]8;;${esc}\\`,
  `${esc}[2J${esc}[Hcleared`,
  '\u009b31mC1-CSI \u0085NEL',
  'bidi \u202eevil\u202c zero\u200bwidth\u2060joiner\ufeff',
  '# Hostile heading ![img](https://evil.example/i.png) [link](https://evil.example/l)',
  '<script>alert("hostile")</script><img src=x onerror=alert(1)>',
  'ticks ` `` ```` ````` end',
  'nul\u0000 fffe\ufffe lone\ud800 end',
];

/** The attacks as one text with CR/LF line breaks (a body, a message). */
export const hostileText = hostileLines.join('\r\n');

/** A header value Node lets a server send: no C0 controls, but C1 (bytes 0x80-0x9f) and the rest. */
export const hostileHeader =
  'hostile ::error::hdr ##[add-mask]hdr-mask \u009b2J # ![h](https://evil.example/h) <script>x</script>';

/** Words every rendering of the attacks holds, to show the output did quote the deployment. */
export const quotedMarker = 'evil.example';

/** The kit's own annotation: `::error` or `::warning`, an optional `file=`, a `title=`, at the line's start. */
export const kitAnnotation = /^::(error|warning) (file=[^:\s,]*,)?title=[^:]*::/;

/**
 * Lines of a stream as a GitHub runner splits them (CR, LF or CRLF) that it would take for a
 * workflow command, apart from the kit's own annotations ({@link kitAnnotation}). The runner trims leading whitespace, Unicode's included, before `::`, and
 * takes `##[` anywhere in a line.
 */
export function foreignCommands(output: string): string[] {
  return output.split(/\r\n|\r|\n/).filter((line) => {
    if (line.includes('##[')) return true;
    if (kitAnnotation.test(line)) return false;
    return line
      .replace(/^[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/, '')
      .startsWith('::');
  });
}

/** Characters that act when printed: ESC and the other C0 controls but LF, DEL, C1, bidi, zero-width. */
const acting =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding raw control characters is the point.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The acting characters in a text, as code points, for a readable failure. */
export function actingCharacters(text: string): string[] {
  return [...new Set(text.match(acting) ?? [])].map(
    (c) => `U+${c.codePointAt(0)?.toString(16).padStart(4, '0')}`,
  );
}

/**
 * A Markdown text with its code spans and fenced blocks removed, as CommonMark delimits them: a
 * fence of three or more backticks (after up to three spaces beyond `indent`) is closed by a line
 * of at least as many; a span of N backticks by the next run of exactly N. What is left is what
 * GitHub renders as Markdown and HTML.
 */
export function outsideCode(markdown: string): string {
  const kept: string[] = [];
  let fence: number | undefined;
  for (const line of markdown.split('\n')) {
    const run = /^\s*(`{3,})[^`]*$/.exec(line)?.[1]?.length;
    if (fence !== undefined) {
      if (run !== undefined && run >= fence && /^\s*`+\s*$/.test(line)) fence = undefined;
      continue;
    }
    if (run !== undefined) {
      fence = run;
      continue;
    }
    kept.push(withoutSpans(line));
  }
  return kept.join('\n');
}

function withoutSpans(line: string): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + rest;
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) return out + rest;
    out += `${rest.slice(0, open.index)}⟨code⟩`;
    rest = after.slice(close.index + ticks.length);
  }
}

/** What the Markdown renders from the attacks outside code: their words, headings, links, HTML. */
export function renderedAttacks(markdown: string): string[] {
  const outside = outsideCode(markdown);
  const words = [
    'evil.example',
    'Hostile heading',
    '<script',
    '<img',
    'stop-commands',
    'add-mask',
    'set-output',
  ];
  return [...words.filter((word) => outside.includes(word)), ...actingCharacters(outside)];
}

/** Why an XML document is not XML 1.0 (characters it cannot carry, or not well-formed); empty when it is. */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  // XML 1.0, production 2 (Char): tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD, and astral characters.
  const bad = xml.match(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu);
  if (bad) problems.push(`characters XML forbids: ${actingCharacters(bad.join('')).join(' ') || bad.length}`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) problems.push(`${valid.err.code}: ${valid.err.msg} (line ${valid.err.line})`);
  return problems;
}

/** Why a JSON file is not valid JSON in valid UTF-8, or carries acting bytes; empty when it is fine. */
export function jsonProblems(bytes: Buffer): string[] {
  const problems: string[] = [];
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    JSON.parse(text);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const acts = actingCharacters(text.replaceAll('\n', ''));
  if (acts.length > 0) problems.push(`raw ${acts.join(' ')}`);
  const commands = foreignCommands(text);
  if (commands.length > 0) problems.push(`workflow commands: ${commands.slice(0, 3).join(' | ')}`);
  return problems;
}
