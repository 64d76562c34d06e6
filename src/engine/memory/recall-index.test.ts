import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecallIndex, type Scored, topK } from './recall-index.js';

// A small vocabulary with a skewed distribution: a few words in most documents, many rare ones,
// and repeated documents so that exact ties are common.
const words = Array.from({ length: 60 }, (_, i) => `w${i}x`);
const word = fc.integer({ min: 0, max: 59 }).map((i) => words[Math.floor((i * i) / 60)] as string);
const text = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));

const corpus = fc.record({
  texts: fc.array(text, { minLength: 1, maxLength: 300 }),
  duplicates: fc.array(fc.nat(), { maxLength: 20 }),
  reinforced: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 50 })), { maxLength: 15 }),
  queries: fc.array(text, { minLength: 1, maxLength: 8 }),
  limit: fc.integer({ min: 1, max: 25 }),
  filter: fc.option(fc.integer({ min: 2, max: 5 })),
});

const ranking = (scored: Scored[]) => scored.map(({ doc }) => doc);

describe('RecallIndex.top: pruned top-k', () => {
  it('ranks exactly as the exhaustive search, with reinforcement, filters and ties', () => {
    let pruned = 0;
    fc.assert(
      fc.property(corpus, ({ texts, duplicates, reinforced, queries, limit, filter }) => {
        const index = new RecallIndex();
        const all = [...texts, ...duplicates.map((i) => texts[i % texts.length] as string)];
        for (const t of all) index.add(t);
        for (const [doc, count] of reinforced) index.setReinforcement(doc % all.length, count);
        const accept = filter === null ? undefined : (doc: number) => doc % filter !== 0;
        for (const query of queries) {
          const expected = topK(index.search(query, accept), limit);
          const best = index.top(query, limit, accept);
          if (index.lastQuery.lookedUp > 0) pruned++;
          expect(ranking(best)).toEqual(ranking(expected));
          best.forEach((item, i) => {
            expect(item.score).toBeCloseTo((expected[i] as Scored).score, 9);
          });
        }
      }),
      { seed: 20261122, numRuns: 300 },
    );
    // The generated cases reach the pruned path, not only the exhaustive one.
    expect(pruned).toBeGreaterThan(50);
  });

  it('ranks the same on the paths long queries and long lists take (terms over 16, limits over 64)', () => {
    const longCorpus = fc.record({
      texts: fc.array(text, { minLength: 1, maxLength: 300 }),
      queries: fc.array(fc.array(word, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 4 }),
      limit: fc.integer({ min: 1, max: 400 }),
    });
    fc.assert(
      fc.property(longCorpus, ({ texts, queries, limit }) => {
        const index = new RecallIndex();
        for (const t of texts) index.add(t);
        for (const words of queries) {
          const query = words.join(' ');
          expect(ranking(index.top(query, limit))).toEqual(ranking(topK(index.search(query), limit)));
        }
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });

  it('prunes: a common term is looked up for the documents already seen, not walked', () => {
    const index = new RecallIndex();
    // 20 documents share a rare term with the common one; 5,000 hold only the common term.
    for (let i = 0; i < 20; i++) index.add('zebra common');
    for (let i = 0; i < 5_000; i++) index.add(`common filler${i % 7}`);
    const best = index.top('zebra common', 10);
    expect(index.lastQuery).toEqual({ walked: 20, lookedUp: 20, bounds: 1 });
    expect(best.map(({ doc }) => doc)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ranking(best)).toEqual(ranking(topK(index.search('zebra common'), 10)));
  });

  it('does not rank what it has seen where pruning cannot pay, and ranks the same', () => {
    const index = new RecallIndex();
    // Four terms of about twenty documents each: once the first is walked, looking up each seen
    // document in every remaining list would cost more than walking them.
    for (let i = 0; i < 200; i++) index.add(`t${i % 10}a t${i % 9}b t${i % 11}c t${i % 8}d filler${i}`);
    const query = 't1a t2b t3c t4d';
    const best = index.top(query, 10);
    // Every posting of the four lists walked: i % 10 = 1, i % 9 = 2, i % 11 = 3, i % 8 = 4.
    expect(index.lastQuery).toEqual({ walked: 20 + 22 + 18 + 25, lookedUp: 0, bounds: 0 });
    expect(ranking(best)).toEqual(ranking(topK(index.search(query), 10)));
  });

  it('a reinforced document that only matches the common term still wins when its boost can lift it', () => {
    const index = new RecallIndex();
    for (let i = 0; i < 20; i++) index.add('zebra common');
    for (let i = 0; i < 199; i++) index.add('filler');
    index.add('common');
    // Heavily reinforced: the largest boost enters the bound, so the common term is walked, and
    // without ranking the seen documents first: the common term's bound (its shortest document is
    // one word) is above all that zebra gave any of them, so none could have pruned it.
    index.setReinforcement(219, 1e6);
    const best = index.top('zebra common', 3);
    expect(index.lastQuery).toEqual({ walked: 41, lookedUp: 0, bounds: 0 });
    expect(best[0]?.doc).toBe(219);
    expect(ranking(best)).toEqual(ranking(topK(index.search('zebra common'), 3)));
  });
});
