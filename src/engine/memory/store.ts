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
  /**
   * Session ids oldest first, for eviction; `sessionHead` is the oldest one still kept. Kept apart
   * from the Map: `sessions.keys().next()` on a Map whose front was deleted over and over walks
   * every deleted slot (V8 compacts only on rehash), which made each recall at the cap 2-5 times
   * slower.
   */
  sessionOrder: string[];
  sessionHead: number;
}

/** An empty workspace. */
function emptyWorkspace(users = new Map<string, string>()): Workspace {
  return { anchors: new Map(), sessions: new Map(), users, sessionOrder: [], sessionHead: 0 };
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
  const doc = anchor.index.add(atom.content);
  if (atom.reinforcement > 0) anchor.index.setReinforcement(doc, atom.reinforcement);
}

/** Adds a session, forgetting the oldest beyond the cap. */
export function addSession(workspace: Workspace, session: RecallSession): void {
  workspace.sessions.set(session.session_id, session);
  workspace.sessionOrder.push(session.session_id);
  while (
    workspace.sessions.size > maxSessionsPerWorkspace &&
    workspace.sessionHead < workspace.sessionOrder.length
  ) {
    workspace.sessions.delete(workspace.sessionOrder[workspace.sessionHead++] as string);
  }
  // Drop the consumed front now and then, so the array stays about the size of the cap.
  if (workspace.sessionHead > 4096 && workspace.sessionHead * 2 > workspace.sessionOrder.length) {
    workspace.sessionOrder = workspace.sessionOrder.slice(workspace.sessionHead);
    workspace.sessionHead = 0;
  }
}

/** The store of all workspaces. */
export class MemoryStore {
  private workspaces = new Map<string, Workspace>();

  /** The workspace's state, created on first use: for calls that write. */
  workspace(id: string): Workspace {
    let workspace = this.workspaces.get(id);
    if (!workspace) {
      workspace = emptyWorkspace();
      this.workspaces.set(id, workspace);
    }
    return workspace;
  }

  /** The workspace's state if it has any: for calls that only read, so they create nothing. */
  peek(id: string): Workspace | undefined {
    return this.workspaces.get(id);
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
      const workspace = emptyWorkspace(new Map(Object.entries(ws.users)));
      for (const { atoms, ...anchor } of ws.anchors) {
        const record = createAnchorRecord(anchor);
        for (const atom of atoms) addAtom(record, atom);
        workspace.anchors.set(record.anchor_id, record);
      }
      for (const s of ws.sessions) addSession(workspace, { ...s, returned: new Set(s.returned) });
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
