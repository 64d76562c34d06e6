import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from './text.js';

/**
 * The split as first written, the Unicode classes over the whole lower-cased text, with each run
 * then made a term by `tokenize` itself: what is compared is where text splits into runs.
 */
function byUnicodeClasses(text: string): string[] {
  return [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].flatMap((match) => tokenize(match[0]));
}

const piece = fc.oneof(
  fc.constantFrom('the', 'When', 'Reports', 'class', 'BUS', 'x'.repeat(70), 'İstanbul', 'Straße', 'ǅ', '٣'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(' '));

describe('tokenize', () => {
  it('splits ASCII by character code exactly where the Unicode classes split, and other text by them', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(tokenize(value)).toEqual(byUnicodeClasses(value));
      }),
      { seed: 20261125, numRuns: 3000 },
    );
  });

  it.each([
    [
      'stopwords and plurals',
      'When does the customer want the weekly reports?',
      ['customer', 'want', 'weekly', 'report'],
    ],
    ['digits and case', 'Q3 ROADMAP v2.1', ['q3', 'roadmap', 'v2', '1']],
    // İ lower-cases to i and a combining dot, which is no letter: the i is a run of its own (a stopword).
    ['beyond ASCII', 'Straße İstanbul café', ['straße', 'stanbul', 'café']],
    ['a run longer than 64 characters', 'x'.repeat(70), ['x'.repeat(64)]],
  ])('%s', (_title, input, want) => {
    expect(tokenize(input)).toEqual(want);
  });
});
