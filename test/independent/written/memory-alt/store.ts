import { randomUUID } from 'node:crypto';

export interface Anchor {
  anchor_id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
  workspace: string;
}

export interface Atom {
  atom_id: string;
  anchor_id: string;
  content: string;
  source_type: string;
  metadata: Record<string, unknown>;
  seq: number;
  reinforcement: number;
}

export interface Session {
  session_id: string;
  workspace: string;
  returned: Set<string>;
}

export interface Ranked {
  atom: Atom;
  score: number;
}

const terms = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Splits on blank lines, then packs sentences into chunks of at most `max` characters. */
export function chunk(content: string, max: number): string[] {
  const pieces: string[] = [];
  for (const paragraph of content.split(/\n\s*\n/)) {
    const sentences = paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [];
    let current = '';
    for (const sentence of sentences) {
      if (current !== '' && current.length + sentence.length > max) {
        pieces.push(current.trim());
        current = '';
      }
      current += sentence;
    }
    if (current.trim() !== '') pieces.push(current.trim());
  }
  return pieces.length > 0 ? pieces : [content];
}

/** In-memory store; anchors and sessions are looked up inside one workspace. */
export class Store {
  private readonly anchors = new Map<string, Anchor>();
  private readonly atoms = new Map<string, Atom[]>();
  private readonly sessions = new Map<string, Session>();
  private readonly users = new Map<string, string>();
  private seq = 0;

  constructor(private readonly globalAnchors: boolean) {}

  createAnchor(workspace: string, name: string, type: string, metadata: Record<string, unknown>): Anchor {
    const anchor = { anchor_id: randomUUID(), name, type, metadata, workspace };
    this.anchors.set(anchor.anchor_id, anchor);
    this.atoms.set(anchor.anchor_id, []);
    return anchor;
  }

  anchor(workspace: string, id: string): Anchor | undefined {
    const anchor = this.anchors.get(id.toLowerCase());
    if (anchor === undefined) return undefined;
    return anchor.workspace === workspace || this.globalAnchors ? anchor : undefined;
  }

  userAnchor(workspace: string, user: string): { anchor: Anchor; created: boolean } {
    const id = this.users.get(`${workspace}\u0000${user}`);
    const existing = id === undefined ? undefined : this.anchors.get(id);
    if (existing !== undefined) return { anchor: existing, created: false };
    const anchor = this.createAnchor(workspace, user, 'user', { user_external_id: user });
    this.users.set(`${workspace}\u0000${user}`, anchor.anchor_id);
    return { anchor, created: true };
  }

  findUserAnchor(workspace: string, user: string): Anchor | undefined {
    const id = this.users.get(`${workspace}\u0000${user}`);
    return id === undefined ? undefined : this.anchors.get(id);
  }

  addAtom(anchor: Anchor, content: string, sourceType: string, metadata: Record<string, unknown>): Atom {
    this.seq += 1;
    const atom: Atom = {
      atom_id: randomUUID(),
      anchor_id: anchor.anchor_id,
      content,
      source_type: sourceType,
      metadata,
      seq: this.seq,
      reinforcement: 0,
    };
    this.atoms.get(anchor.anchor_id)?.push(atom);
    return atom;
  }

  atomsOf(anchor: Anchor): Atom[] {
    return this.atoms.get(anchor.anchor_id) ?? [];
  }

  /**
   * Every atom of the anchor, best first: matched query terms (with a bonus for the whole
   * query as a phrase) plus 0.5 per reinforcement; ties go to the older atom.
   */
  rank(atoms: Atom[], query: string): Ranked[] {
    const wanted = new Set(terms(query));
    const phrase = query.trim().toLowerCase();
    const ranked = atoms.map((atom) => {
      const words = terms(atom.content);
      let hits = 0;
      for (const word of words) if (wanted.has(word)) hits += 1;
      const lexical = words.length === 0 ? 0 : hits / Math.sqrt(words.length);
      const bonus = phrase !== '' && atom.content.toLowerCase().includes(phrase) ? 1 : 0;
      const score = Math.round((lexical + bonus + atom.reinforcement * 0.5) * 1e4) / 1e4;
      return { atom, score };
    });
    return ranked.sort((a, b) => b.score - a.score || a.atom.seq - b.atom.seq);
  }

  openSession(workspace: string, returned: Atom[]): Session {
    const session = {
      session_id: randomUUID(),
      workspace,
      returned: new Set(returned.map((a) => a.atom_id)),
    };
    this.sessions.set(session.session_id, session);
    return session;
  }

  session(workspace: string, id: string): Session | undefined {
    const session = this.sessions.get(id.toLowerCase());
    return session?.workspace === workspace ? session : undefined;
  }

  atom(id: string): Atom | undefined {
    for (const list of this.atoms.values()) {
      const found = list.find((atom) => atom.atom_id === id.toLowerCase());
      if (found) return found;
    }
    return undefined;
  }
}
