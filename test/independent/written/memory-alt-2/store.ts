import { randomBytes } from 'node:crypto';

/** A time-ordered UUID (version 7), lowercase. */
export function uuid7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface AnchorRow {
  id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
}

export interface AtomRow {
  id: string;
  anchorId: string;
  content: string;
  sourceType: string;
  metadata: Record<string, unknown>;
  created: number;
  boosts: number;
}

/** Everything one tenant keeps in one workspace. */
export class Namespace {
  readonly anchors = new Map<string, AnchorRow>();
  readonly atoms = new Map<string, AtomRow>();
  readonly sessions = new Map<string, string[]>();
  readonly userAnchors = new Map<string, string>();
  private clock = 0;

  addAnchor(name: string, type: string, metadata: Record<string, unknown>): AnchorRow {
    const row = { id: uuid7(), name, type, metadata };
    this.anchors.set(row.id, row);
    return row;
  }

  addAtom(anchorId: string, content: string, sourceType: string, metadata: Record<string, unknown>): AtomRow {
    this.clock += 1;
    const row = { id: uuid7(), anchorId, content, sourceType, metadata, created: this.clock, boosts: 0 };
    this.atoms.set(row.id, row);
    return row;
  }

  atomsIn(anchorId: string): AtomRow[] {
    return [...this.atoms.values()].filter((atom) => atom.anchorId === anchorId);
  }
}

export class Store {
  private readonly spaces = new Map<string, Namespace>();

  space(tenant: string, workspace: string): Namespace {
    const id = `${tenant}|${workspace}`;
    let space = this.spaces.get(id);
    if (space === undefined) {
      space = new Namespace();
      this.spaces.set(id, space);
    }
    return space;
  }
}

const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * BM25 over the given atoms, times 1.25 for every reinforcement. Only atoms sharing a term with
 * the query are returned; best first, and on a tie the newer atom first.
 */
export function rank(atoms: AtomRow[], query: string): { atom: AtomRow; score: number }[] {
  const queryTerms = [...new Set(tokenize(query))];
  const docs = atoms.map((atom) => ({ atom, terms: tokenize(atom.content) }));
  const avg = docs.reduce((sum, doc) => sum + doc.terms.length, 0) / Math.max(1, docs.length);
  const k1 = 1.2;
  const b = 0.75;
  const scored = docs.map(({ atom, terms }) => {
    let score = 0;
    for (const term of queryTerms) {
      const tf = terms.filter((t) => t === term).length;
      if (tf === 0) continue;
      const df = docs.filter((doc) => doc.terms.includes(term)).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * terms.length) / Math.max(avg, 1)));
    }
    return { atom, score: Number((score * 1.25 ** atom.boosts).toFixed(6)) };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || y.atom.created - x.atom.created);
}

/** Sentences packed into chunks of at most `max` characters; an overlong sentence is cut at words. */
export function split(content: string, max: number): string[] {
  const sentences = content
    .replace(/\s+/g, ' ')
    .trim()
    .match(/[^.!?]+(?:[.!?]+|$)/g) ?? [content];
  const pieces: string[] = [];
  let current = '';
  const push = (): void => {
    if (current.trim() !== '') pieces.push(current.trim());
    current = '';
  };
  for (const sentence of sentences.map((s) => s.trim())) {
    if (sentence.length > max) {
      push();
      for (const word of sentence.split(' ')) {
        if (current !== '' && current.length + word.length + 1 > max) push();
        current = current === '' ? word : `${current} ${word}`;
      }
      push();
    } else {
      if (current !== '' && current.length + sentence.length + 1 > max) push();
      current = current === '' ? sentence : `${current} ${sentence}`;
    }
  }
  push();
  return pieces.length > 0 ? pieces : [content];
}
