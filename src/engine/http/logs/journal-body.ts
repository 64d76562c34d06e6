/**
 * How the journal shows headers and bodies: secrets never leave the engine, and a body is shown
 * as JSON when it is JSON, as text otherwise, and never more than {@link maxJournalBodyBytes}.
 */

/** Headers whose values are credentials; the journal shows that they were sent, not what they were. */
const secretHeaders = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'cookie',
  'set-cookie',
  'x-control-token',
]);

/** Bodies above this size are summarised rather than kept in the journal's answer. */
export const maxJournalBodyBytes = 64 * 1024;

const decoder = new TextDecoder('utf-8');

/**
 * A copy of `headers` with credentials replaced: `Bearer ck_t…(11 chars)` keeps enough to tell
 * two keys apart in a test failure without printing either.
 * @example redactHeaders({ 'x-api-key': 'ck_test_key' }) // { 'x-api-key': '[redacted: ck_t…, 11 chars]' }
 */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(headers)) {
    out[name] = secretHeaders.has(name.toLowerCase()) ? redactValue(value) : value;
  }
  return out;
}

/**
 * A credential as the journal and the console show it: its scheme, first four characters and length.
 * @example redactValue('Bearer ck_test_key') // '[redacted: Bearer ck_t…, 11 chars]'
 */
export function redactValue(value: string): string {
  const [scheme, secret] = /^(bearer|basic)\s+(.*)$/i.exec(value)?.slice(1) ?? ['', value];
  const shown = (secret ?? '').slice(0, 4);
  return `[redacted: ${scheme ? `${scheme} ` : ''}${shown}…, ${(secret ?? '').length} chars]`;
}

/**
 * A request body as the journal shows it: parsed JSON, else the text, else `null`; one too large
 * is summarised as `[N bytes, not kept]`. Never throws, whatever the client sent.
 */
export function readBodyForJournal(body: string | Uint8Array | null): unknown {
  if (body === null) return null;
  const size = typeof body === 'string' ? body.length : body.byteLength;
  if (size === 0) return null;
  if (size > maxJournalBodyBytes) return `[${size} bytes, not kept]`;
  const text = typeof body === 'string' ? body : decoder.decode(body);
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (or nested past the parser's stack): the text itself is the useful view.
    return text;
  }
}
