import { tokenize } from './text.js';

/** BM25 parameters: the usual defaults for short passages. */
const k1 = 1.2;
const b = 0.75;
/** How much one unit of reinforcement lifts a score: score × (1 + w·ln(1 + r)). */
const reinforcementWeight = 0.5;

/** A scored document of the index, by its position. */
export interface Scored {
  doc: number;
  score: number;
}

/**
 * An inverted index with BM25 ranking for one anchor. Documents are append-only positions, so
 * postings are plain arrays; a query touches only the postings of its own terms, so its cost
 * follows the matching atoms, not the anchor's size.
 */
export class RecallIndex {
  private readonly postings = new Map<string, { docs: number[]; tfs: number[] }>();
  private readonly lengths: number[] = [];
  private totalLength = 0;
  /** Per document: 1 + w·ln(1 + reinforcement), kept here so a query never touches the atoms. */
  private boosts = new Float64Array(1024);
  /** Scratch accumulator, all zeros between queries; `touched` lists the documents it holds. */
  private scores = new Float64Array(1024);
  private touched = new Int32Array(1024);

  /** Number of documents indexed. */
  get size(): number {
    return this.lengths.length;
  }

  /** Indexes the text of the next document; returns its position. */
  add(text: string): number {
    const doc = this.lengths.length;
    const terms = tokenize(text);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = this.postings.get(term);
      if (!list) {
        list = { docs: [], tfs: [] };
        this.postings.set(term, list);
      }
      list.docs.push(doc);
      list.tfs.push(tf);
    }
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    if (doc >= this.boosts.length) this.grow();
    this.boosts[doc] = 1;
    return doc;
  }

  /** Records a document's reinforcement count (feedback, or a restored snapshot). */
  setReinforcement(doc: number, reinforcement: number): void {
    this.boosts[doc] = 1 + reinforcementWeight * Math.log1p(reinforcement);
  }

  private grow(): void {
    const size = this.boosts.length * 2;
    const boosts = new Float64Array(size);
    boosts.set(this.boosts);
    this.boosts = boosts;
    this.scores = new Float64Array(size);
    this.touched = new Int32Array(size);
  }

  /**
   * Scores every document matching at least one query term, times its reinforcement boost.
   * `accept` filters documents (e.g. one end-user session) before ranking. Scores accumulate in
   * a typed array rather than a Map: the cost per matching posting is what grows with the anchor.
   */
  search(query: string, accept?: (doc: number) => boolean): Scored[] {
    const n = this.lengths.length;
    if (n === 0) return [];
    const avgLength = this.totalLength / n || 1;
    const { scores, touched, lengths } = this;
    let count = 0;
    for (const term of new Set(tokenize(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.docs.length + 0.5) / (list.docs.length + 0.5));
      for (let i = 0; i < list.docs.length; i++) {
        const doc = list.docs[i] as number;
        const tf = list.tfs[i] as number;
        const norm = tf + k1 * (1 - b + (b * (lengths[doc] as number)) / avgLength);
        const score = scores[doc] as number;
        if (score === 0) touched[count++] = doc;
        scores[doc] = score + (idf * (tf * (k1 + 1))) / norm;
      }
    }
    const out: Scored[] = [];
    for (let i = 0; i < count; i++) {
      const doc = touched[i] as number;
      const relevance = scores[doc] as number;
      scores[doc] = 0;
      if (accept && !accept(doc)) continue;
      out.push({ doc, score: relevance * (this.boosts[doc] as number) });
    }
    return out;
  }
}

/**
 * The best `limit` of scored documents, best first; equal scores keep the older atom first so
 * rankings are stable. A bounded selection: sorting only when the candidates are few.
 */
export function topK(scored: Scored[], limit: number): Scored[] {
  const byRank = (x: Scored, y: Scored) => y.score - x.score || x.doc - y.doc;
  if (scored.length <= limit * 4) return scored.sort(byRank).slice(0, limit);
  const best: Scored[] = [];
  for (const item of scored) {
    if (best.length < limit) {
      best.push(item);
      if (best.length === limit) best.sort(byRank);
    } else if (byRank(item, best[limit - 1] as Scored) < 0) {
      let i = limit - 1;
      while (i > 0 && byRank(item, best[i - 1] as Scored) < 0) i--;
      best.splice(i, 0, item);
      best.pop();
    }
  }
  return best.length < limit ? best.sort(byRank) : best;
}
