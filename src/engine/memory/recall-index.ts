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
  private readonly postings = new Map<string, Postings>();
  private readonly lengths: number[] = [];
  private totalLength = 0;
  /** Per document: 1 + w·ln(1 + reinforcement), kept here so a query never touches the atoms. */
  private boosts = new Float64Array(1024);
  /** Scratch accumulator, all zeros between queries; `touched` lists the documents it holds. */
  private scores = new Float64Array(1024);
  private touched = new Int32Array(1024);
  /** The largest boost of any document: bounds what reinforcement can add to an unseen one. */
  private maxBoost = 1;
  /** Scratch ranking of `kthLowerBound` and `collectTop`, reset by each use: no lists per query. */
  private readonly ranked = new RankedList();
  /**
   * What the last query did: postings walked in full, single look-ups of seen documents, and how
   * often it ranked the seen documents to learn whether the rest could be pruned.
   */
  readonly lastQuery = { walked: 0, lookedUp: 0, bounds: 0 };

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
        list = { docs: [], tfs: [], maxTf: 0, minLength: Number.POSITIVE_INFINITY };
        this.postings.set(term, list);
      }
      list.docs.push(doc);
      list.tfs.push(tf);
      if (tf > list.maxTf) list.maxTf = tf;
      if (terms.length < list.minLength) list.minLength = terms.length;
    }
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    if (doc >= this.boosts.length) this.grow();
    this.boosts[doc] = 1;
    return doc;
  }

  /** Records a document's reinforcement count (feedback, or a restored snapshot). */
  setReinforcement(doc: number, reinforcement: number): void {
    const boost = 1 + reinforcementWeight * Math.log1p(reinforcement);
    this.boosts[doc] = boost;
    if (boost > this.maxBoost) this.maxBoost = boost;
  }

  private grow(): void {
    const size = this.boosts.length * 2;
    const boosts = new Float64Array(size);
    boosts.set(this.boosts);
    this.boosts = boosts;
    this.scores = new Float64Array(size);
    this.touched = new Int32Array(size);
  }

  /** The query's distinct terms that occur in the index, with their idf. */
  private queryTerms(query: string): QueryTerm[] {
    const n = this.lengths.length;
    const avgLength = this.totalLength / n || 1;
    const terms: QueryTerm[] = [];
    const tokens = tokenize(query);
    // Each term once, in the order of first use; a short query needs no Set for that.
    const distinct = tokens.length > 16 ? [...new Set(tokens)] : tokens;
    for (let i = 0; i < distinct.length; i++) {
      const term = distinct[i] as string;
      if (distinct === tokens && tokens.indexOf(term) < i) continue;
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.docs.length + 0.5) / (list.docs.length + 0.5));
      // BM25's term part grows with tf and shrinks with length: its largest tf over its shortest
      // document bounds what the term gives any document.
      const { maxTf, minLength } = list;
      const bound = (idf * (maxTf * (k1 + 1))) / (maxTf + k1 * (1 - b + (b * minLength) / avgLength));
      terms.push({ list, idf, bound });
    }
    return terms;
  }

  /** Adds every posting of `term` to the accumulator; returns the new count of touched documents. */
  private accumulate({ list, idf }: QueryTerm, count: number): number {
    const { scores, touched, lengths } = this;
    const avgLength = this.totalLength / lengths.length || 1;
    this.lastQuery.walked += list.docs.length;
    for (let i = 0; i < list.docs.length; i++) {
      const doc = list.docs[i] as number;
      const tf = list.tfs[i] as number;
      const norm = tf + k1 * (1 - b + (b * (lengths[doc] as number)) / avgLength);
      const score = scores[doc] as number;
      if (score === 0) touched[count++] = doc;
      scores[doc] = score + (idf * (tf * (k1 + 1))) / norm;
    }
    return count;
  }

  /** Adds `term` to the documents already touched only, finding each in the sorted postings. */
  private accumulateTouched({ list, idf }: QueryTerm, count: number): void {
    const { scores, touched, lengths } = this;
    const avgLength = this.totalLength / lengths.length || 1;
    this.lastQuery.lookedUp += count;
    for (let j = 0; j < count; j++) {
      const doc = touched[j] as number;
      const at = positionOf(list.docs, doc);
      if (at < 0) continue;
      const tf = list.tfs[at] as number;
      const norm = tf + k1 * (1 - b + (b * (lengths[doc] as number)) / avgLength);
      scores[doc] = (scores[doc] as number) + (idf * (tf * (k1 + 1))) / norm;
    }
  }

  /** Empties the accumulator into scored documents (boost applied), keeping those `accept` takes. */
  private collect(count: number, accept?: (doc: number) => boolean): Scored[] {
    const { scores, touched, boosts } = this;
    const out: Scored[] = [];
    for (let i = 0; i < count; i++) {
      const doc = touched[i] as number;
      const relevance = scores[doc] as number;
      scores[doc] = 0;
      if (accept && !accept(doc)) continue;
      out.push({ doc, score: relevance * (boosts[doc] as number) });
    }
    return out;
  }

  /**
   * The `limit`-th best lower bound among the touched documents `accept` takes: each one's final
   * score is at least its score so far. 0 while fewer than `limit` are touched.
   */
  private kthLowerBound(count: number, limit: number, accept?: (doc: number) => boolean): number {
    const { scores, touched, boosts } = this;
    this.lastQuery.bounds++;
    const best = this.ranked.reset(limit);
    for (let i = 0; i < count; i++) {
      const doc = touched[i] as number;
      const bound = (scores[doc] as number) * (boosts[doc] as number);
      if (best.admits(doc, bound) && (!accept || accept(doc))) best.add(doc, bound);
    }
    return best.floor;
  }

  /**
   * Scores every document matching at least one query term, times its reinforcement boost.
   * `accept` filters documents (e.g. one end-user session) before ranking. Scores accumulate in
   * a typed array rather than a Map: the cost per matching posting is what grows with the anchor.
   */
  search(query: string, accept?: (doc: number) => boolean): Scored[] {
    this.lastQuery.walked = 0;
    this.lastQuery.lookedUp = 0;
    this.lastQuery.bounds = 0;
    if (this.lengths.length === 0) return [];
    let count = 0;
    for (const term of this.queryTerms(query)) count = this.accumulate(term, count);
    return this.collect(count, accept);
  }

  /**
   * The best `limit` documents for the query: the ranking of `topK(search(query, accept), limit)`
   * (sums may differ in the last bit, as terms are added in another order), with term-at-a-time
   * max-score pruning: terms are taken rarest first, and once the most the
   * remaining terms could give a document not yet seen (each term's bound, times the largest
   * boost) is below the `limit`-th best score so far, no unseen document can reach the top, so the
   * remaining terms only update the documents already seen. A common term of a large anchor is
   * then looked up for a few dozen documents instead of walked over thousands.
   *
   * Ranking the seen documents to learn that bound costs a pass over them, so it is done only
   * where pruning could pay: when the remaining terms hold more postings than one look-up per seen
   * document and term would cost (a binary search is dearer than a posting walked), and when the
   * seen documents could score above the unseen best at all (none has more than the bounds of the
   * terms walked). On a small anchor, whose lists are about as long as what is seen, that pass
   * was a tenth of a recall.
   */
  top(query: string, limit: number, accept?: (doc: number) => boolean): Scored[] {
    const n = this.lengths.length;
    this.lastQuery.walked = 0;
    this.lastQuery.lookedUp = 0;
    this.lastQuery.bounds = 0;
    if (n === 0 || limit <= 0) return [];
    const terms = byRarity(this.queryTerms(query));
    let remaining = 0;
    let remainingPostings = 0;
    for (const term of terms) {
      remaining += term.bound;
      remainingPostings += term.list.docs.length;
    }
    let seen = 0;
    let count = 0;
    let i = 0;
    for (; i < terms.length; i++) {
      const term = terms[i] as QueryTerm;
      // A hair above the bound, so rounding in `remaining` can never prune a document that ties.
      const unseenBest = remaining * this.maxBoost * (1 + 1e-9);
      const worthRanking =
        i > 0 &&
        limit < n &&
        remainingPostings > count * (terms.length - i) &&
        unseenBest < seen * this.maxBoost * (1 + 1e-9);
      if (worthRanking && unseenBest < this.kthLowerBound(count, limit, accept)) break;
      count = this.accumulate(term, count);
      remaining -= term.bound;
      remainingPostings -= term.list.docs.length;
      seen += term.bound;
    }
    for (; i < terms.length; i++) this.accumulateTouched(terms[i] as QueryTerm, count);
    return this.collectTop(count, limit, accept);
  }

  /**
   * Empties the accumulator keeping only the best `limit` (score descending, then older first, as
   * {@link topK} ranks), without an object per touched document: on a large anchor those were
   * thousands of short-lived objects per query and a good part of its time in the collector.
   */
  private collectTop(count: number, limit: number, accept?: (doc: number) => boolean): Scored[] {
    // A long list (hydrate ranks every atom) is sorted once; insertion would cost count × limit.
    if (limit > smallLimit && count <= limit * 4) return topK(this.collect(count, accept), limit);
    const { scores, touched, boosts } = this;
    const best = this.ranked.reset(limit);
    for (let i = 0; i < count; i++) {
      const doc = touched[i] as number;
      const value = (scores[doc] as number) * (boosts[doc] as number);
      scores[doc] = 0;
      if (best.admits(doc, value) && (!accept || accept(doc))) best.add(doc, value);
    }
    const out: Scored[] = [];
    for (let i = 0; i < best.size; i++)
      out.push({ doc: best.docs[i] as number, score: best.values[i] as number });
    return out;
  }
}

/**
 * The best `limit` (document, value) pairs seen so far, in two parallel arrays ranked as
 * {@link topK} ranks: value descending, then the older document first. One per index, reset for
 * each use, so a query allocates no list.
 */
class RankedList {
  readonly docs: number[] = [];
  readonly values: number[] = [];
  /** Places taken; entries at and past it are left over from an earlier use. */
  size = 0;
  private limit = 0;

  /** Empties the list for a new ranking of at most `limit` places. */
  reset(limit: number): this {
    this.size = 0;
    this.limit = limit;
    return this;
  }

  /** Whether the pair would take a place: always while the list is not full. */
  admits(doc: number, value: number): boolean {
    if (this.size < this.limit) return true;
    const last = this.values[this.limit - 1] as number;
    return value > last || (value === last && doc < (this.docs[this.limit - 1] as number));
  }

  /**
   * Inserts the pair in rank order, dropping the last beyond `limit`. Shifts in place: two
   * `splice`s and two `pop`s per insertion were a good part of a recall's ranking time.
   */
  add(doc: number, value: number): void {
    const { docs, values } = this;
    let at = this.size;
    while (at > 0) {
      const above = values[at - 1] as number;
      if (above > value || (above === value && (docs[at - 1] as number) < doc)) break;
      at--;
    }
    if (at >= this.limit) return;
    if (this.size < this.limit) this.size++;
    for (let i = this.size - 1; i > at; i--) {
      docs[i] = docs[i - 1] as number;
      values[i] = values[i - 1] as number;
    }
    docs[at] = doc;
    values[at] = value;
  }

  /** The value of the last place once the list is full, else 0. */
  get floor(): number {
    return this.size < this.limit ? 0 : (this.values[this.limit - 1] as number);
  }
}

/** Up to this many places are ranked by insertion into a {@link RankedList}; more are sorted. */
const smallLimit = 64;

/**
 * Sorts query terms in place, fewest documents first, equal ones in query order (both sorts are
 * stable): by insertion for the handful of terms of a typical query, as `Array.prototype.sort`
 * allocates for any length.
 */
function byRarity(terms: QueryTerm[]): QueryTerm[] {
  if (terms.length > 16) return terms.sort((x, y) => x.list.docs.length - y.list.docs.length);
  for (let i = 1; i < terms.length; i++) {
    const term = terms[i] as QueryTerm;
    const length = term.list.docs.length;
    let at = i;
    while (at > 0 && (terms[at - 1] as QueryTerm).list.docs.length > length) {
      terms[at] = terms[at - 1] as QueryTerm;
      at--;
    }
    terms[at] = term;
  }
  return terms;
}

/** One term's documents (ascending) and frequencies, with what bounds its score. */
interface Postings {
  docs: number[];
  tfs: number[];
  maxTf: number;
  /** Length in terms of its shortest document. */
  minLength: number;
}

interface QueryTerm {
  list: Postings;
  idf: number;
  /** The most this term adds to any document's relevance. */
  bound: number;
}

/** Index of `doc` in the ascending `docs`, or -1. */
function positionOf(docs: number[], doc: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = docs[middle] as number;
    if (value === doc) return middle;
    if (value < doc) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
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
