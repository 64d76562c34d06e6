/**
 * Prism's `sl-violations` header, read whole or as Prism cut it.
 *
 * Prism 5.16 (`addViolationHeader` in @stoplight/prism-http-server's server.js) writes the JSON
 * array of an exchange's violations, the request's first and then the response's, each object
 * opening with its `location` (`["request", ...]` or `["response", ...]`). When that text is longer
 * than 8 KiB less 100 characters, it sends `Too many violations! ` and the first 8,092 characters
 * instead: an array cut anywhere, even inside a string. The violations before the cut are still
 * whole and worth reading; JSON.parse alone would refuse the lot.
 */

/** What Prism puts before a header it cut. */
export const cutPrefix = 'Too many violations! ';

/** Prism's limit on the JSON text it keeps of a cut header (`MAX_SAFE_HEADER_LENGTH`). */
export const cutLength = 8 * 1024 - 100;

/** One violation as Prism writes it. */
export interface PrismViolation {
  location?: unknown;
  severity?: unknown;
  code?: unknown;
  message?: unknown;
}

/** What an `sl-violations` header says. */
export interface ViolationsHeader {
  /** Every violation that could be read whole, in Prism's order. */
  violations: PrismViolation[];
  /**
   * Present only when Prism cut the header. `hidesResponse` is true when the cut certainly hid at
   * least one more response violation (the first element the cut reached, or one after a response
   * violation, since Prism lists the response's last); false when what it hid cannot be told: more
   * request violations, and perhaps response ones after them.
   */
  cut?: { hidesResponse: boolean };
}

/** The start of an element the cut reached, as far as its side: `,{"location":["response"`. */
const partialSide = /^[\s,]*\{\s*"location"\s*:\s*\[\s*"(request|response)"/;

/**
 * Reads an `sl-violations` value; null when it is not a JSON array of violations, whole or cut.
 * @example readViolationsHeader('[{"location":["response","body"],"message":"x"}]')
 * // { violations: [{ location: ['response', 'body'], message: 'x' }] }
 */
export function readViolationsHeader(header: string): ViolationsHeader | null {
  if (!header.startsWith(cutPrefix)) {
    const whole = parseArray(header);
    return whole === null ? null : { violations: whole };
  }
  const text = header.slice(cutPrefix.length);
  const end = endOfLastWholeElement(text);
  if (end === null) return null;
  const violations = parseArray(`${text.slice(0, end)}]`);
  if (violations === null) return null;
  const reached = partialSide.exec(text.slice(end))?.[1];
  const last = violations.at(-1);
  const hidesResponse =
    reached === 'response' || (reached === undefined && isResponse(last) && !endsAt(text, end));
  return { violations, cut: { hidesResponse } };
}

/** Whether a violation is about the response (Prism's location starts with `response`). */
export function isResponse(violation: PrismViolation | undefined): boolean {
  return Array.isArray(violation?.location) && violation.location[0] === 'response';
}

function parseArray(text: string): PrismViolation[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as PrismViolation[]) : null;
  } catch {
    return null;
  }
}

/** True when nothing but whitespace follows `end`: the cut may have hidden only the closing `]`. */
function endsAt(text: string, end: number): boolean {
  return text.slice(end).trim() === '';
}

// Character codes of the JSON structure the scan below tracks.
const quote = 0x22; // "
const backslash = 0x5c; // \
const openBrace = 0x7b; // {
const closeBrace = 0x7d; // }
const openBracket = 0x5b; // [
const closeBracket = 0x5d; // ]

/**
 * The index just past the last element of the top-level array that the text holds whole (just past
 * the `[` when it holds none); null when the text does not open an array. Strings are skipped with
 * their escapes, so a `}` or `,` inside a message is not taken for structure.
 */
function endOfLastWholeElement(text: string): number | null {
  const open = text.search(/\S/);
  if (open === -1 || text[open] !== '[') return null;
  let end = open + 1;
  let depth = 1;
  let inString = false;
  for (let i = open + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === backslash) i++;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === openBrace || code === openBracket) depth++;
    else if (code === closeBrace || code === closeBracket) {
      depth--;
      if (depth === 1) end = i + 1;
      if (depth === 0) return null; // a whole array is not a cut one
    }
  }
  return end;
}
