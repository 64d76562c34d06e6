/** Words too common to carry relevance in recall queries. */
const stopwords = new Set(
  'a an and are as at be but by do does for from had has have how i in is it its me my of on or our so that the their them then there these they this to was we were what when where which who why will with you your'.split(
    ' ',
  ),
);

/**
 * Splits text into index terms: lower-cased letter/digit runs, stopwords dropped, a plural `s`
 * folded so "preferences" finds "preference".
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    let term = match[0];
    if (stopwords.has(term)) continue;
    if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
    if (term.length > 64) term = term.slice(0, 64);
    terms.push(term);
  }
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
