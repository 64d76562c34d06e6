/**
 * A deterministic, realistic-looking corpus for recall benchmarks: words drawn from a
 * Zipf–Mandelbrot distribution over a vocabulary whose head is real English (function words, then
 * everyday and domain words) and whose long tail is pronounceable synthetic words. So both very
 * common terms (in a large share of atoms: "not", "can", "one" survive the tokenizer's stopword
 * list) and rare ones (in a handful) occur, in text and in queries, as they would in real memory.
 */

import { createMulberry32 } from '../../src/engine/memory/ids.js';

/** The most frequent English words, in rough frequency order (the head of the distribution). */
const functionWords =
  'the of and to a in is you that it he was for on are as with his they i at be this have from or one had by word but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first been call who its now find long down day did get come made may part over new after just only also back any good work well even want because most us'.split(
    ' ',
  );

/** Everyday and memory-service words: customers, preferences, orders, meetings, places. */
const contentWords =
  'customer prefers email phone call office meeting project deadline order delivery invoice payment account password login support ticket refund shipping address billing plan subscription team manager report weekly monthly budget travel flight hotel booking restaurant dinner lunch breakfast vegetarian vegan allergy peanut gluten coffee tea birthday anniversary daughter son wife husband mother father friend colleague berlin london paris tokyo york office remote home schedule calendar reminder note preference language english german french spanish timezone morning evening weekend holiday vacation doctor appointment dentist gym running cycling yoga music jazz rock podcast book novel movie series football tennis chess garden dog cat car bike train bus airport hospital school university course exam lesson teacher student salary promotion contract lawyer bank loan mortgage insurance tax receipt warranty laptop keyboard monitor printer server database deploy release bug feature review design prototype roadmap sprint standup retro migration upgrade version backup security audit compliance privacy policy consent newsletter discount coupon loyalty points membership gift wishlist cart checkout return exchange size color blue green red black white small medium large spicy sweet salty wine beer water juice milk bread cheese pasta pizza sushi curry salad soup chicken fish beef tofu rice noodles quiet window aisle seat early late urgent important'.split(
    ' ',
  );

/** Deterministic PRNG (the engine's mulberry32): the same seed always gives the same corpus. */
export function createRandom(seed: number): () => number {
  const random = createMulberry32(seed);
  return () => random.next() / 4_294_967_296;
}

const onsets = [
  'b',
  'br',
  'c',
  'ch',
  'd',
  'f',
  'g',
  'gr',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'pl',
  'r',
  's',
  'st',
  't',
  'tr',
  'v',
  'w',
  'z',
];
const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
const codas = ['', '', 'n', 'r', 'l', 'm', 'st', 'nd', 'x', 'ck'];

/** Options of {@link createCorpus}. */
export interface CorpusOptions {
  seed: number;
  /** Distinct words in the vocabulary (head plus synthetic tail). */
  vocabulary: number;
  /** Zipf exponent; about 1 for natural language. */
  exponent?: number;
}

/** A word sampler plus sentence and query builders over one vocabulary. */
export interface Corpus {
  words: readonly string[];
  /** A sentence-like text of `min`–`max` words. */
  text(min: number, max: number): string;
  /** A short natural query of `min`–`max` words drawn from the same distribution as the text. */
  query(min: number, max: number): string;
}

/**
 * Builds a corpus. Rank r has weight 1/(r + 2.7)^s (Zipf–Mandelbrot, the usual fit of word
 * frequencies), so the head words dominate and the tail is long.
 * @example createCorpus({ seed: 7, vocabulary: 30_000 }).text(12, 40)
 */
export function createCorpus(options: CorpusOptions): Corpus {
  const random = createRandom(options.seed);
  const words = buildVocabulary(options.vocabulary, random);
  const exponent = options.exponent ?? 1.0;
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let r = 0; r < words.length; r++) {
    sum += 1 / (r + 1 + 2.7) ** exponent;
    cumulative[r] = sum;
  }
  const pick = (): string => {
    const u = random() * sum;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return words[lo] as string;
  };
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    words,
    text(min, max) {
      const n = between(min, max);
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(pick());
      const first = out[0] ?? 'note';
      out[0] = first.charAt(0).toUpperCase() + first.slice(1);
      return `${out.join(' ')}.`;
    },
    query(min, max) {
      const n = between(min, max);
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(pick());
      return out.join(' ');
    },
  };
}

function buildVocabulary(size: number, random: () => number): string[] {
  const seen = new Set<string>([...functionWords, ...contentWords]);
  const words = [...functionWords, ...contentWords];
  const choose = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  while (words.length < size) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += choose(onsets) + choose(vowels) + choose(codas);
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words.slice(0, size);
}
