/**
 * Text that comes from outside the kit (a deployment under test, a recorded exchange, a document
 * being diffed) made inert before the kit prints or writes it: it can show what it says, never act.
 * A terminal must not take its escape sequences (clear screen, OSC 52 clipboard writes, OSC 8
 * links), a CI log must not take a line of it for a GitHub workflow command (`::add-mask::`,
 * `::stop-commands::`, `##[…]`), a person must see bidirectional and zero-width characters, and
 * Markdown, XML and JSON must hold it as text. Every reporter and command uses these functions, so
 * the rules live here once. It sits in src/client because every layer may import the client (the
 * conformance suite, traffic, diff, MCP and the CLI; biome.json), and it needs nothing else.
 * @see https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 * @module
 */

/**
 * Characters that act rather than show: C0 and C1 controls and DEL (Cc), format characters (Cf:
 * bidirectional controls, zero-width spaces and joiners, the soft hyphen, the BOM, tag characters),
 * line and paragraph separators, lone surrogates, the noncharacters XML 1.0 forbids, and the
 * blank fillers and variation selectors that render as nothing.
 */
const acting =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: with the u flag each code point is matched alone, combining or not, which is the point.
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufffe\uffff\u{e0100}-\u{e01ef}]/gu;

/** A colon after a colon: `::` opens a workflow command where a line starts (after any blanks). */
const commandColon = /(?<=:):/g;

/** The second `#` of `##[`, the older workflow command form, which acts anywhere in a line. */
const commandHash = /(?<=#)#(?=\[)/g;

const named: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

/** `\x1b`, `\u202e`, `\u{e0041}`: how a character shows once made visible. */
function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (named[char]) return named[char];
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  return code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${code.toString(16)}}`;
}

/**
 * One line of inert text: every acting character (line breaks included) as a visible escape, and
 * `::` and `##[` broken (`:\x3a`, `#\x23[`), so no cut of the result, wherever a report wraps it,
 * starts or carries a workflow command. Backslashes stay as they are, so applying it twice changes
 * nothing.
 * @example inertText('ok\u001b[2J\n::add-mask::x') // 'ok\\x1b[2J\\n:\\x3aadd-mask:\\x3ax'
 */
export function inertText(text: string): string {
  return text.replace(acting, visible).replace(commandColon, '\\x3a').replace(commandHash, '\\x23');
}

/**
 * {@link inertText} for text whose line breaks the kit put there (a failure that lists one line per
 * offending exchange): each line is made inert and the `\n` between them kept.
 * @example inertLines('a\u202e\nb') // 'a\\u202e\nb'
 */
export function inertLines(text: string): string {
  return text.split('\n').map(inertText).join('\n');
}

/**
 * A copy of a report (plain data: objects, arrays, strings, numbers) with every string, keys
 * included, passed through {@link inertLines}. Renderers call it first, so a field added to a
 * report later is covered without anyone remembering to.
 * @example const shown = inertValue(report); shown.results[0].failure.received
 */
export function inertValue<T>(value: T): T {
  if (typeof value === 'string') return inertLines(value) as T;
  if (Array.isArray(value)) return value.map(inertValue) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [inertLines(key), inertValue(item)]),
    ) as T;
  }
  return value;
}

/**
 * Text for XML (attribute or element) and HTML: made inert line by line, so characters XML 1.0
 * cannot carry (NUL, other C0 controls, lone surrogates, U+FFFE) show as escapes and the file stays
 * valid, then `& < > " '` escaped.
 * @example escapeMarkup('<b>\u0000') // '&lt;b&gt;\\x00'
 */
export function escapeMarkup(text: string): string {
  return inertLines(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function longestRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/**
 * Text as a Markdown code span it cannot close: inert on one line, delimited by one more backtick
 * than its longest backtick run, padded when it starts or ends with a backtick or a blank. In a
 * table cell (`cell`), `|` is escaped as GitHub's tables require even inside code. No Markdown,
 * HTML, link, mention or image in the text is rendered. Empty text gives an empty string.
 * @example markdownCode('# hi `x`') // '`` # hi `x` ``'
 */
export function markdownCode(text: string, where: 'inline' | 'cell' = 'inline'): string {
  const shown = inertText(text);
  if (shown === '') return '';
  const body = where === 'cell' ? shown.replaceAll('|', '\\|') : shown;
  const fence = '`'.repeat(longestRun(body) + 1);
  const pad = /^[` ]|[` ]$/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * Lines of text as a fenced Markdown code block it cannot close: each line inert, the fence one
 * backtick longer than any run in the text (at least three), every line prefixed by `indent` so the
 * block stays inside its list item.
 * @example markdownFence('curl -sS x', 'sh', '   ') // ['   ```sh', '   curl -sS x', '   ```']
 */
export function markdownFence(text: string, info = '', indent = ''): string[] {
  const lines = text.split('\n').map(inertText);
  const fence = '`'.repeat(Math.max(3, ...lines.map((line) => longestRun(line) + 1)));
  return [`${indent}${fence}${info}`, ...lines.map((line) => `${indent}${line}`), `${indent}${fence}`];
}

/** `\u009b`, or a surrogate pair `\udb40\udc41`: a character as JSON escapes. */
function jsonEscape(char: string): string {
  let escaped = '';
  for (let i = 0; i < char.length; i++) escaped += `\\u${hex(char.charCodeAt(i), 4)}`;
  return escaped;
}

/**
 * A JSON text made inert without changing what it parses to: the acting characters that JSON
 * allows raw inside strings (C1 controls, DEL, bidirectional and zero-width characters, U+2028)
 * become `\u` escapes, and `::` and `##[` (which in JSON text only strings can hold) are broken
 * the same way, as `:\u003a` and `#\u0023[`. `JSON.stringify` already escapes C0 controls and
 * lone surrogates, so a file written from it stays valid UTF-8 and valid JSON with any input.
 * @example inertJson('{"a":"::x\u202e"}') // '{"a":":\\u003ax\\u202e"}'
 */
export function inertJson(json: string): string {
  return json
    .replace(acting, (char) => (char.charCodeAt(0) < 0x20 ? char : jsonEscape(char)))
    .replace(commandColon, '\\u003a')
    .replace(commandHash, '\\u0023');
}

/**
 * `JSON.stringify(value, null, 2)` made inert with {@link inertJson}, newline-terminated: how the
 * kit writes every JSON report.
 * @example await writeFile('report.json', jsonText(report))
 */
export function jsonText(value: unknown): string {
  return `${inertJson(JSON.stringify(value, null, 2))}\n`;
}
