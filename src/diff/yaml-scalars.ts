/**
 * The scalars of YAML 1.2's core schema, as the `yaml` package reads them by default: what the
 * fast reader (fast-yaml.ts) accepts it must read exactly alike, and what it is unsure of it
 * refuses with `Bail`, so that `yaml` reads the document instead.
 */
export class Bail extends Error {}

const nulls = new Set(['', '~', 'null', 'Null', 'NULL']);
const trues = new Set(['true', 'True', 'TRUE']);
const falses = new Set(['false', 'False', 'FALSE']);
const float = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** A plain scalar's value: null, a boolean, a number, or the text itself. */
export function plainValue(text: string): unknown {
  // Most scalars are words: one look at the first character skips the number and null checks.
  if (/^[A-Za-z/$]/.test(text) && !/^[nNtTfF]/.test(text)) return plainText(text);
  if (nulls.has(text)) return null;
  if (trues.has(text)) return true;
  if (falses.has(text)) return false;
  if (/^[-+]?[0-9]+$/.test(text)) return Number(text);
  if (/^0o[0-7]+$/.test(text)) return Number.parseInt(text.slice(2), 8);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return Number.parseInt(text.slice(2), 16);
  if (float.test(text)) return Number(text);
  if (/^[-+]?\.(inf|Inf|INF)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^\.(nan|NaN|NAN)$/.test(text)) return Number.NaN;
  // An indicator at the start makes this something other than a plain scalar (or an error).
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) && !/^[-?:][^\s]/.test(text)) throw new Bail();
  return plainText(text);
}

/** A plain scalar that is text: one a mapping, a comment or a tab would make something else is refused. */
function plainText(text: string): string {
  if (text.includes(': ') || text.endsWith(':') || text.includes(' #') || text.includes('\t'))
    throw new Bail();
  return text;
}

const escapes: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const hexLengths: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * A quoted scalar that opens at `start` of `line` and closes on the same line: its value and the
 * index after its closing quote. One that runs onto the next line is refused.
 */
export function quoted(line: string, start: number): { value: string; end: number } {
  const quote = line[start];
  let value = '';
  for (let index = start + 1; index < line.length; index++) {
    const char = line[index] as string;
    if (quote === "'" && char === "'") {
      if (line[index + 1] !== "'") return { value, end: index + 1 };
      value += "'";
      index++;
    } else if (quote === '"' && char === '"') return { value, end: index + 1 };
    else if (quote === '"' && char === '\\') {
      const code = line[index + 1] ?? '';
      const length = hexLengths[code];
      if (length !== undefined) {
        const hex = line.slice(index + 2, index + 2 + length);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) throw new Bail();
        value += String.fromCodePoint(Number.parseInt(hex, 16));
        index += 1 + length;
      } else {
        const escaped = escapes[code];
        if (escaped === undefined) throw new Bail();
        value += escaped;
        index++;
      }
    } else value += char;
  }
  throw new Bail();
}
