import type { RequestContext } from '../http/pipeline/request-context.js';
import type {
  AnchorFields,
  AnchorRecord,
  Atom,
  MemoryChange,
  RecallSession,
  SnapshotWorkspace,
  Workspace,
} from './store-types.js';
import {
  copyWorkspace,
  emptyAnchor,
  emptyWorkspace,
  type StoredAnchor,
  type StoredWorkspace,
} from './stored-state.js';

export type {
  AnchorFields,
  AnchorRecord,
  Atom,
  MemoryChange,
  RecallReader,
  RecallSession,
  SnapshotAnchor,
  SnapshotAtom,
  SnapshotSession,
  SnapshotWorkspace,
  Workspace,
} from './store-types.js';

export { maxSessionsPerWorkspace } from './stored-state.js';

/** Hears a store's changes: the change, and the context of the request that made it, if any. */
export type MemoryChangeListener = (change: MemoryChange, context: RequestContext | undefined) => void;

/**
 * The store of all workspaces, passed to `createMemoryEngine({ store })` by whoever decides where
 * state lives (one is created when none is given). Handlers read through {@link peek} (read-only
 * views) and change state only through its methods, each of which makes one change and reports
 * it to its subscribers ({@link subscribe}) as a {@link MemoryChange}, in the order made: enough to replay the state
 * from the last snapshot (`--state` keeps them in a change log, `--redis` in a log every replica
 * applies with {@link apply}). `clear` and `restore` report that the state was replaced as a whole.
 * A change made while a request runs (`within`, called by the engine) is also the request's: in
 * its context's `changes`, and handed to subscribers with that context.
 * @example const store = new MemoryStore(); store.subscribe((change) => log.push(change));
 * const engine = createMemoryEngine({ tenants, store });
 */
export class MemoryStore {
  private workspaces = new Map<string, StoredWorkspace>();
  /** Who hears every change; none (the default) costs one check per change. */
  private listeners: MemoryChangeListener[] = [];
  /** True while applying or restoring: those changes are not this store's own to report. */
  private muted = false;
  /** The request whose handler is running, while one is (see {@link within}). */
  private current: RequestContext | undefined = undefined;

  /** Whether a change made now is reported (checked before the report is built). */
  private get reporting(): boolean {
    return this.listeners.length > 0 && !this.muted;
  }

  /** Hands a change to the request making it and to every subscriber. */
  private report(change: MemoryChange): void {
    const context = this.current;
    context?.addChange(change);
    for (const listener of this.listeners) listener(change, context);
  }

  /**
   * Calls `listener` with every change from now on, and the context of the request that made it
   * (none for a change made outside a request); returns the call that stops it. `--state` and
   * `--redis` each subscribe.
   */
  subscribe(listener: MemoryChangeListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((known) => known !== listener);
    };
  }

  /**
   * Runs `run` as the request `context`'s: the changes it makes are that request's. Handlers
   * change the store synchronously, so the engine wraps each handler call in this.
   */
  within<T>(context: RequestContext, run: () => T): T {
    const outer = this.current;
    this.current = context;
    try {
      return run();
    } finally {
      this.current = outer;
    }
  }

  private writable(ws: string): StoredWorkspace {
    let workspace = this.workspaces.get(ws);
    if (!workspace) {
      workspace = emptyWorkspace();
      this.workspaces.set(ws, workspace);
    }
    return workspace;
  }

  private anchorOf(ws: string, anchorId: string): StoredAnchor {
    const anchor = this.workspaces.get(ws)?.anchors.get(anchorId);
    if (!anchor) throw new Error(`memory store: anchor ${anchorId} does not exist in workspace ${ws}`);
    return anchor;
  }

  /** The workspace's state if it has any, read-only; reading creates nothing. */
  peek(ws: string): Workspace | undefined {
    return this.workspaces.get(ws);
  }

  /** Creates an empty anchor in `ws` (replacing one of the same id); reports `anchor`. */
  createAnchor(ws: string, fields: AnchorFields): AnchorRecord {
    const anchor = emptyAnchor(fields);
    const { anchor_id, name, type, metadata } = anchor;
    this.writable(ws).anchors.set(anchor_id, anchor);
    if (this.reporting)
      this.report({ op: 'anchor', ws, anchor: { anchor_id, name, type, metadata, atoms: [] } });
    return anchor;
  }

  /**
   * Appends atoms to an anchor of `ws` and indexes them; reports one `atom` change per atom.
   * @throws Error when the anchor does not exist
   */
  addAtoms(ws: string, anchorId: string, atoms: readonly Atom[]): void {
    const anchor = this.anchorOf(ws, anchorId);
    for (const atom of atoms) {
      anchor.positions.set(atom.atom_id, anchor.atoms.length);
      anchor.atoms.push(atom);
      const doc = anchor.index.add(atom.content);
      if (atom.reinforcement > 0) anchor.index.setReinforcement(doc, atom.reinforcement);
      if (this.reporting) this.report({ op: 'atom', ws, anchor_id: anchorId, atom: { ...atom } });
    }
  }

  /** Opens a recall session in `ws`, forgetting the oldest beyond the cap; reports `session`. */
  openSession(ws: string, session: RecallSession): void {
    // Forgetting the oldest follows from the cap, so it is no change of its own: a replay forgets the same.
    this.writable(ws).sessions.add(session.session_id, session);
    if (this.reporting) {
      this.report({ op: 'session', ws, session: { ...session, returned: [...session.returned] } });
    }
  }

  /** Binds an end user of `ws` (a user_external_id) to the anchor holding their memory; reports `user`. */
  bindUser(ws: string, user: string, anchorId: string): void {
    this.writable(ws).users.set(user, anchorId);
    if (this.reporting) this.report({ op: 'user', ws, user, anchor_id: anchorId });
  }

  /**
   * Sets an atom's reinforcement, in the atom and in its anchor's recall index; reports `reinforce`.
   * @throws Error when the anchor or the atom does not exist
   */
  setReinforcement(ws: string, anchorId: string, atomId: string, reinforcement: number): void {
    const anchor = this.anchorOf(ws, anchorId);
    const position = anchor.positions.get(atomId);
    const atom = position === undefined ? undefined : anchor.atoms[position];
    if (!atom || position === undefined)
      throw new Error(`memory store: atom ${atomId} does not exist in anchor ${anchorId}`);
    atom.reinforcement = reinforcement;
    anchor.index.setReinforcement(position, reinforcement);
    if (this.reporting) {
      this.report({ op: 'reinforce', ws, anchor_id: anchorId, atom_id: atomId, reinforcement });
    }
  }

  /** Forgets every workspace; reports `reset`. */
  clear(): void {
    this.workspaces = new Map();
    if (this.reporting) this.report({ op: 'reset' });
  }

  /** JSON-serialisable copy of every workspace. */
  snapshot(): Record<string, SnapshotWorkspace> {
    // fromEntries defines every key as data: a workspace named "__proto__" is kept, not made the prototype.
    return Object.fromEntries([...this.workspaces].map(([id, ws]) => [id, copyWorkspace(ws)]));
  }

  /**
   * Applies a change made by another engine sharing this state (a replica catching up on the
   * changes other processes logged) through the method that made it: afterwards this store holds
   * what that engine's store held after making it. Not reported to the listener: it is not a
   * change of this process. `reset` and `replaced` replace the state as a whole and are shared as
   * whole operations instead.
   * @throws Error when the change does not fit the state (an atom of an unknown anchor)
   */
  apply(change: MemoryChange): void {
    if (change.op === 'reset' || change.op === 'replaced') {
      throw new Error(`memory store: a "${change.op}" change is not applied change by change`);
    }
    const muted = this.muted;
    this.muted = true;
    try {
      if (change.op === 'anchor') {
        const { atoms, ...fields } = change.anchor;
        this.createAnchor(change.ws, fields);
        // An anchor change of an older version may carry atoms added before the anchor was set.
        this.addAtoms(
          change.ws,
          fields.anchor_id,
          atoms.map((atom) => ({ ...atom })),
        );
      } else if (change.op === 'atom') {
        this.addAtoms(change.ws, change.anchor_id, [{ ...change.atom }]);
      } else if (change.op === 'session') {
        this.openSession(change.ws, { ...change.session, returned: [...change.session.returned] });
      } else if (change.op === 'user') {
        this.bindUser(change.ws, change.user, change.anchor_id);
      } else {
        this.setReinforcement(change.ws, change.anchor_id, change.atom_id, change.reinforcement);
      }
    } finally {
      this.muted = muted;
    }
  }

  /** Replaces every workspace with a snapshot's, rebuilding the indexes; reports `replaced`. */
  restore(snapshot: Record<string, SnapshotWorkspace>): void {
    const previous = this.workspaces;
    this.workspaces = new Map();
    this.muted = true;
    try {
      for (const [ws, { anchors, sessions, users }] of Object.entries(snapshot)) {
        this.writable(ws);
        for (const { atoms, ...fields } of anchors) {
          this.createAnchor(ws, fields);
          this.addAtoms(ws, fields.anchor_id, atoms);
        }
        for (const s of sessions) this.openSession(ws, { ...s, returned: [...s.returned] });
        for (const [user, anchorId] of Object.entries(users)) this.bindUser(ws, user, anchorId);
      }
    } catch (error) {
      this.workspaces = previous;
      throw error;
    } finally {
      this.muted = false;
    }
    if (this.reporting) this.report({ op: 'replaced' });
  }
}
