/**
 * In-memory state of the independent memory server: anchors, atoms and recall sessions, each owned
 * by one tenant and one workspace, plus this server's own relevance scoring (scale 0..1000).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { JsonObject } from './http-util.js';

/** Who owns a record: the tenant (billing account) and the workspace. */
export interface Owner {
  tenant: string;
  workspace: string;
}

/** A stored anchor. */
export interface AnchorRecord extends Owner {
  id: string;
  name: string;
  type: string;
  metadata: JsonObject;
  createdAt: string;
}

/** A stored atom; `seq` orders creation, `reinforcement` grows with feedback. */
export interface AtomRecord extends Owner {
  id: string;
  anchorId: string;
  content: string;
  sourceType: string;
  metadata: JsonObject;
  seq: number;
  reinforcement: number;
}

/** A recall session: which atoms one recall returned. */
export interface SessionRecord extends Owner {
  id: string;
  atomIds: ReadonlySet<string>;
}

/** An atom with its score for one query. */
export interface ScoredAtom {
  atom: AtomRecord;
  score: number;
}

/** How lookups treat ownership; the leak modes exist only for deliberate defects. */
export type LookupMode = 'workspace' | 'tenant' | 'anywhere';

/** Holds every record of one server instance. */
export class MemoryStore {
  private readonly anchors = new Map<string, AnchorRecord>();
  private readonly atoms: AtomRecord[] = [];
  private readonly sessions = new Map<string, SessionRecord>();
  private seq = 0;

  constructor(private readonly plainIds: boolean) {}

  /** A new identifier: UUID, or a non-UUID form when the `ids-not-uuid` defect is on. */
  newId(prefix: string): string {
    return this.plainIds ? `${prefix}_${randomBytes(6).toString('hex')}` : randomUUID();
  }

  /** Stores an anchor. */
  addAnchor(owner: Owner, name: string, type: string, metadata: JsonObject): AnchorRecord {
    const anchor = {
      ...owner,
      id: this.newId('anc'),
      name,
      type,
      metadata,
      createdAt: new Date().toISOString(),
    };
    this.anchors.set(anchor.id, anchor);
    return anchor;
  }

  /** Finds an anchor visible to `owner` under `mode`. */
  findAnchor(owner: Owner, id: string, mode: LookupMode = 'workspace'): AnchorRecord | undefined {
    const anchor = this.anchors.get(id);
    return anchor && visible(anchor, owner, mode) ? anchor : undefined;
  }

  /** Stores one atom per content inside `anchor`. */
  addAtoms(anchor: AnchorRecord, contents: readonly string[], sourceType: string, metadata: JsonObject) {
    return contents.map((content) => {
      const atom: AtomRecord = {
        tenant: anchor.tenant,
        workspace: anchor.workspace,
        id: this.newId('atm'),
        anchorId: anchor.id,
        content,
        sourceType,
        metadata,
        seq: this.seq++,
        reinforcement: 0,
      };
      this.atoms.push(atom);
      return atom;
    });
  }

  /** Atoms of one anchor, or (defect) every atom of the anchor's workspace. */
  candidates(anchor: AnchorRecord, wholeWorkspace: boolean): AtomRecord[] {
    return this.atoms.filter((atom) =>
      wholeWorkspace ? visible(atom, anchor, 'workspace') : atom.anchorId === anchor.id,
    );
  }

  /** Looks an atom up by id inside the owner's workspace. */
  findAtom(owner: Owner, id: string): AtomRecord | undefined {
    return this.atoms.find((atom) => atom.id === id && visible(atom, owner, 'workspace'));
  }

  /** Records which atoms a recall returned. */
  addSession(owner: Owner, atomIds: readonly string[]): SessionRecord {
    const session = { ...owner, id: this.newId('ses'), atomIds: new Set(atomIds) };
    this.sessions.set(session.id, session);
    return session;
  }

  /** Finds a session visible to `owner` under `mode`. */
  findSession(owner: Owner, id: string, mode: LookupMode = 'workspace'): SessionRecord | undefined {
    const session = this.sessions.get(id);
    return session && visible(session, owner, mode) ? session : undefined;
  }
}

function visible(record: Owner, owner: Owner, mode: LookupMode): boolean {
  if (mode === 'anywhere') return true;
  if (record.tenant !== owner.tenant) return false;
  return mode === 'tenant' || record.workspace === owner.workspace;
}

/** Lower-cased word tokens of at least two characters. */
export function tokens(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []);
}

/**
 * Relevance on this server's own scale, 0..1000 with three decimals: 900 points for the share of
 * query terms the atom contains, up to 100 more as reinforcement accumulates (never reaching 1000,
 * so every reinforcement raises a later score).
 */
export function scoreAtom(atom: AtomRecord, queryTerms: ReadonlySet<string>): number {
  const atomTerms = tokens(atom.content);
  let shared = 0;
  for (const term of queryTerms) if (atomTerms.has(term)) shared++;
  const overlap = queryTerms.size === 0 ? 0 : shared / queryTerms.size;
  const boost = 100 * (1 - 1 / (1 + atom.reinforcement));
  return Math.round((900 * overlap + boost) * 1000) / 1000;
}

/**
 * Ranks atoms for a query: score descending, equal scores newest first. `creationOrder` (a defect)
 * ignores the score and keeps creation order instead.
 */
export function rank(atoms: readonly AtomRecord[], query: string, creationOrder = false): ScoredAtom[] {
  const terms = tokens(query);
  const scored = atoms.map((atom) => ({ atom, score: scoreAtom(atom, terms) }));
  if (creationOrder) return scored.sort((a, b) => a.atom.seq - b.atom.seq);
  return scored.sort((a, b) => b.score - a.score || b.atom.seq - a.atom.seq);
}

/** Splits content into sentence-sized chunks (sentence ends and line breaks). */
export function chunkContent(content: string): string[] {
  const parts = content
    .split(/(?<=[.!?])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts : [content];
}
