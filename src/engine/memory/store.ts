import { RecallIndex } from './recall-index.js';

/** A stored atom. `reinforcement` counts the successful feedback calls that listed it. */
export interface Atom {
  atom_id: string;
  content: string;
  source_type: string;
  metadata: Record<string, unknown>;
  created_at: string;
  reinforcement: number;
}

/** An anchor with its atoms, their ids by position, and the recall index over them. */
export interface AnchorRecord {
  anchor_id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
  atoms: Atom[];
  positions: Map<string, number>;
  index: RecallIndex;
}

/** A recall session: which atoms of which anchor it returned. */
export interface RecallSession {
  session_id: string;
  anchor_id: string | null;
  returned: Set<string>;
  created_at: string;
}

/** Everything one workspace owns; nothing here is reachable from another workspace. */
export interface Workspace {
  anchors: Map<string, AnchorRecord>;
  sessions: Map<string, RecallSession>;
  /** End users of the /v1/memory/* endpoints, by user_external_id, to their anchor. */
  users: Map<string, string>;
}

/**
 * Recall sessions kept per workspace; the oldest are forgotten beyond this so a long-running mock
 * cannot grow without bound (a forgotten session answers feedback with 404).
 */
export const maxSessionsPerWorkspace = 100_000;

/** Creates an empty anchor record. */
export function createAnchorRecord(
  anchor: Omit<AnchorRecord, 'atoms' | 'positions' | 'index'>,
): AnchorRecord {
  return { ...anchor, atoms: [], positions: new Map(), index: new RecallIndex() };
}

/** Appends an atom to an anchor and indexes it. */
export function addAtom(anchor: AnchorRecord, atom: Atom): void {
  anchor.positions.set(atom.atom_id, anchor.atoms.length);
  anchor.atoms.push(atom);
  anchor.index.add(atom.content);
}

/** Adds a session, forgetting the oldest beyond the cap (Maps keep insertion order). */
export function addSession(workspace: Workspace, session: RecallSession): void {
  workspace.sessions.set(session.session_id, session);
  if (workspace.sessions.size > maxSessionsPerWorkspace) {
    const oldest = workspace.sessions.keys().next().value;
    if (oldest !== undefined) workspace.sessions.delete(oldest);
  }
}

/** The store of all workspaces. */
export class MemoryStore {
  private workspaces = new Map<string, Workspace>();

  /** The workspace's state, created on first use. */
  workspace(id: string): Workspace {
    let workspace = this.workspaces.get(id);
    if (!workspace) {
      workspace = { anchors: new Map(), sessions: new Map(), users: new Map() };
      this.workspaces.set(id, workspace);
    }
    return workspace;
  }

  clear(): void {
    this.workspaces = new Map();
  }

  /** JSON-serialisable copy of every workspace. */
  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [id, ws] of this.workspaces) {
      out[id] = {
        anchors: [...ws.anchors.values()].map(({ positions: _p, index: _i, ...anchor }) => anchor),
        sessions: [...ws.sessions.values()].map((s) => ({ ...s, returned: [...s.returned] })),
        users: Object.fromEntries(ws.users),
      };
    }
    return out;
  }

  /** Replaces every workspace with a snapshot's, rebuilding the indexes. */
  restore(snapshot: Record<string, SnapshotWorkspace>): void {
    const next = new Map<string, Workspace>();
    for (const [id, ws] of Object.entries(snapshot)) {
      const workspace: Workspace = {
        anchors: new Map(),
        sessions: new Map(),
        users: new Map(Object.entries(ws.users)),
      };
      for (const { atoms, ...anchor } of ws.anchors) {
        const record = createAnchorRecord(anchor);
        for (const atom of atoms) addAtom(record, atom);
        workspace.anchors.set(record.anchor_id, record);
      }
      for (const s of ws.sessions)
        workspace.sessions.set(s.session_id, { ...s, returned: new Set(s.returned) });
      next.set(id, workspace);
    }
    this.workspaces = next;
  }
}

/** The shape of one workspace inside a snapshot. */
export interface SnapshotWorkspace {
  anchors: (Omit<AnchorRecord, 'positions' | 'index'> & { atoms: Atom[] })[];
  sessions: (Omit<RecallSession, 'returned'> & { returned: string[] })[];
  users: Record<string, string>;
}
