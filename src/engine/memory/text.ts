/** Words too common to carry relevance in recall queries. */
const stopwords = new Set(
  'a an and are as at be but by do does for from had has have how i in is it its me my of on or our so that the their them then there these they this to was we were what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Adds a letter/digit run as a term: stopwords dropped, a plural `s` folded, cut at 64. */
function addTerm(terms: string[], run: string): void {
  if (stopwords.has(run)) return;
  let term = run;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  if (term.length > 64) term = term.slice(0, 64);
  terms.push(term);
}

/**
 * Splits text into index terms: lower-cased letter/digit runs, stopwords dropped, a plural `s`
 * folded so "preferences" finds "preference".
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  const terms: string[] = [];
  // ASCII text is scanned by character code: within ASCII, \p{L} and \p{N} are exactly the
  // letters and digits. Text beyond ASCII is matched with the Unicode classes themselves.
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c > 0x7f) return tokenizeUnicode(lower);
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
    if (word) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      addTerm(terms, lower.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) addTerm(terms, lower.slice(start));
  return terms;
}

function tokenizeUnicode(lower: string): string[] {
  const terms: string[] = [];
  for (const match of lower.matchAll(/[\p{L}\p{N}]+/gu)) addTerm(terms, match[0]);
  return terms;
}

/** Default upper bound on the characters of one chunk. @see ../../../openapi/memory.yaml#/components/schemas/Chunking */
export const defaultChunkChars = 800;

function packPieces(pieces: string[], maxChars: number, joiner: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const candidate = current === '' ? piece : `${current}${joiner}${piece}`;
    if (candidate.length <= maxChars) current = candidate;
    else {
      if (current !== '') chunks.push(current);
      current = piece;
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

function splitLong(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
  const pieces = sentences.flatMap((sentence) => {
    if (sentence.length <= maxChars) return [sentence];
    const out: string[] = [];
    for (let i = 0; i < sentence.length; i += maxChars) out.push(sentence.slice(i, i + maxChars));
    return out;
  });
  return packPieces(pieces, maxChars, ' ');
}

/**
 * Splits content into chunks of at most `maxChars`: paragraphs first, then sentences, then hard
 * cuts, packing neighbours together so short paragraphs do not become tiny atoms. Every paragraph
 * starts a new chunk, so a multi-paragraph text gives several atoms.
 */
export function chunkContent(content: string, maxChars = defaultChunkChars): string[] {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const chunks = paragraphs.flatMap((p) => splitLong(p, maxChars));
  return chunks.length > 0 ? chunks : [content];
}

/** Estimated tokens of a text, as the hydrate endpoint documents: ceil(characters / 4). */
export function estimateTokens(text: string): number {
  return tokensForLength(text.length);
}

/** Estimated tokens of a text of `length` characters, without building the text. */
export function tokensForLength(length: number): number {
  return Math.ceil(length / 4);
}
