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
  /** Ids of the atoms it returned: at most a recall's limit, so a list (a Set cost more per recall). */
  returned: readonly string[];
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

/** Where a workspace lives: the store that reports its changes, and its id there. */
interface Owner {
  store: MemoryStore;
  ws: string;
}

/**
 * Owners of workspaces and anchors, so that the store's free functions (`addAtom`, `addSession`)
 * and the maps the handlers write to can report a change with the workspace it happened in,
 * without a field the handlers would have to fill in.
 */
const owners = new WeakMap<object, Owner>();

function emit(owner: Owner | undefined, change: MemoryChange): void {
  const listener = owner?.store.listener;
  if (listener && !owner.store.muted) listener(change);
}

/** The anchors of one workspace: a Map that reports every anchor set into it. */
class AnchorMap extends Map<string, AnchorRecord> {
  constructor(private readonly owner: Owner) {
    super();
  }
  override set(id: string, anchor: AnchorRecord): this {
    super.set(id, anchor);
    owners.set(anchor, this.owner);
    const { positions: _p, index: _i, ...data } = anchor;
    // Atoms added before the anchor joined the workspace travel with it.
    emit(this.owner, { op: 'anchor', ws: this.owner.ws, anchor: { ...data, atoms: [...anchor.atoms] } });
    return this;
  }
}

/** The end users of one workspace: a Map that reports every user set into it. */
class UserMap extends Map<string, string> {
  constructor(
    private readonly owner: Owner,
    entries: Iterable<[string, string]> = [],
  ) {
    super(entries);
  }
  override set(user: string, anchorId: string): this {
    super.set(user, anchorId);
    // The base constructor calls set() for its entries before `owner` is assigned.
    if (this.owner) emit(this.owner, { op: 'user', ws: this.owner.ws, user, anchor_id: anchorId });
    return this;
  }
}

/** An anchor's recall index that reports reinforcement changes (feedback) as changes of the atom. */
class ReportingIndex extends RecallIndex {
  anchor: AnchorRecord | null = null;
  override setReinforcement(doc: number, reinforcement: number): void {
    super.setReinforcement(doc, reinforcement);
    const anchor = this.anchor;
    const atom = anchor?.atoms[doc];
    if (!anchor || !atom) return;
    const owner = owners.get(anchor);
    emit(owner, {
      op: 'reinforce',
      ws: owner?.ws ?? '',
      anchor_id: anchor.anchor_id,
      atom_id: atom.atom_id,
      reinforcement,
    });
  }
}

/** An empty workspace of `store`. */
function emptyWorkspace(owner: Owner, users: Record<string, string> = {}): Workspace {
  const workspace: Workspace = {
    anchors: new AnchorMap(owner),
    sessions: new Map(),
    users: new UserMap(owner, Object.entries(users)),
    sessionOrder: [],
    sessionHead: 0,
  };
  owners.set(workspace, owner);
  return workspace;
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
  const index = new ReportingIndex();
  const record: AnchorRecord = { ...anchor, atoms: [], positions: new Map(), index };
  index.anchor = record;
  return record;
}

/** Appends an atom to an anchor and indexes it. */
export function addAtom(anchor: AnchorRecord, atom: Atom): void {
  anchor.positions.set(atom.atom_id, anchor.atoms.length);
  anchor.atoms.push(atom);
  const doc = anchor.index.add(atom.content);
  // The index's own method: the atom's change below already carries its reinforcement.
  if (atom.reinforcement > 0)
    RecallIndex.prototype.setReinforcement.call(anchor.index, doc, atom.reinforcement);
  const owner = owners.get(anchor);
  if (owner) emit(owner, { op: 'atom', ws: owner.ws, anchor_id: anchor.anchor_id, atom: { ...atom } });
}

/** Adds a session, forgetting the oldest beyond the cap. */
export function addSession(workspace: Workspace, session: RecallSession): void {
  workspace.sessions.set(session.session_id, session);
  const owner = owners.get(workspace);
  if (owner?.store.listener && !owner.store.muted) {
    emit(owner, { op: 'session', ws: owner.ws, session: { ...session, returned: [...session.returned] } });
  }
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

/** Stores constructed while {@link captureMemoryStores} runs. */
let capturing: MemoryStore[] | null = null;

/**
 * Runs `create` and returns its result with the memory stores constructed meanwhile: reaches the
 * store inside an engine created without an explicit `store` (tests of engines built elsewhere);
 * the server passes its store to `createMemoryEngine` instead.
 * @example const [engine, [store]] = captureMemoryStores(() => createMemoryEngine({ tenants }))
 */
export function captureMemoryStores<T>(create: () => T): [T, MemoryStore[]] {
  const outer = capturing;
  const stores: MemoryStore[] = [];
  capturing = stores;
  try {
    return [create(), stores];
  } finally {
    capturing = outer;
  }
}

/**
 * The store of all workspaces, passed to `createMemoryEngine({ store })` by whoever decides where
 * state lives (one is created when none is given). Its contract with that owner is the change
 * stream: with a listener, every change of state is reported as a {@link MemoryChange}, in the
 * order it happened, enough to replay the state from the last snapshot (`--state` keeps them in a
 * journal file, `--redis` in a log every replica applies with {@link MemoryStore.apply}). `reset`
 * and `replaced` say the state was replaced as a whole.
 * @example const store = new MemoryStore(); store.listener = (change) => log.push(change);
 * const engine = createMemoryEngine({ tenants, store });
 */
export class MemoryStore {
  private workspaces = new Map<string, Workspace>();
  /** Receives every change; null (the default) costs one check per change. */
  listener: ((change: MemoryChange) => void) | null = null;
  /** True while restoring: the rebuild is one `replaced` change, not one per atom. */
  muted = false;

  constructor() {
    capturing?.push(this);
  }

  /** The workspace's state, created on first use: for calls that write. */
  workspace(id: string): Workspace {
    let workspace = this.workspaces.get(id);
    if (!workspace) {
      workspace = emptyWorkspace({ store: this, ws: id });
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
    emit({ store: this, ws: '' }, { op: 'reset' });
  }

  /** JSON-serialisable copy of every workspace. */
  snapshot(): Record<string, unknown> {
    // fromEntries defines every key as data: a workspace named "__proto__" is kept, not made the prototype.
    return Object.fromEntries(
      [...this.workspaces].map(([id, ws]) => [
        id,
        {
          // Copies: feedback changes an atom's reinforcement in place, and a snapshot must not move with it.
          anchors: [...ws.anchors.values()].map(({ positions: _p, index: _i, atoms, ...anchor }) => ({
            ...anchor,
            atoms: atoms.map((atom) => ({ ...atom })),
          })),
          sessions: [...ws.sessions.values()].map((s) => ({ ...s, returned: [...s.returned] })),
          users: Object.fromEntries(ws.users),
        },
      ]),
    );
  }

  /**
   * Applies a change made by another engine sharing this state (a replica catching up on the
   * changes other processes logged): afterwards this store holds what that engine's store held
   * after making it. Not reported to the listener: it is not a change of this process. `reset`
   * and `replaced` replace the state as a whole and are shared as whole operations instead.
   * @throws Error when the change does not fit the state (an atom of an unknown anchor)
   */
  apply(change: MemoryChange): void {
    if (change.op === 'reset' || change.op === 'replaced') {
      throw new Error(`memory store: a "${change.op}" change is not applied change by change`);
    }
    const muted = this.muted;
    this.muted = true;
    try {
      applyChange(this, change);
    } finally {
      this.muted = muted;
    }
  }

  /** Replaces every workspace with a snapshot's, rebuilding the indexes. */
  restore(snapshot: Record<string, SnapshotWorkspace>): void {
    const next = new Map<string, Workspace>();
    this.muted = true;
    try {
      for (const [id, ws] of Object.entries(snapshot)) {
        const workspace = emptyWorkspace({ store: this, ws: id }, ws.users);
        for (const { atoms, ...anchor } of ws.anchors) {
          const record = createAnchorRecord(anchor);
          for (const atom of atoms) addAtom(record, atom);
          workspace.anchors.set(record.anchor_id, record);
        }
        for (const s of ws.sessions) addSession(workspace, { ...s, returned: [...s.returned] });
        next.set(id, workspace);
      }
    } finally {
      this.muted = false;
    }
    this.workspaces = next;
    emit({ store: this, ws: '' }, { op: 'replaced' });
  }
}

type ReplayableChange = Exclude<MemoryChange, { op: 'reset' } | { op: 'replaced' }>;

function anchorOf(store: MemoryStore, ws: string, id: string): AnchorRecord {
  const anchor = store.peek(ws)?.anchors.get(id);
  if (!anchor) throw new Error(`memory store: a change names anchor ${id}, which does not exist`);
  return anchor;
}

/** {@link MemoryStore.apply} for one change, with the store muted. */
function applyChange(store: MemoryStore, change: ReplayableChange): void {
  if (change.op === 'anchor') {
    const { atoms, ...anchor } = change.anchor;
    const record = createAnchorRecord(anchor);
    for (const atom of atoms) addAtom(record, { ...atom });
    store.workspace(change.ws).anchors.set(record.anchor_id, record);
  } else if (change.op === 'atom') {
    addAtom(anchorOf(store, change.ws, change.anchor_id), { ...change.atom });
  } else if (change.op === 'session') {
    addSession(store.workspace(change.ws), { ...change.session, returned: [...change.session.returned] });
  } else if (change.op === 'user') {
    store.workspace(change.ws).users.set(change.user, change.anchor_id);
  } else {
    const anchor = anchorOf(store, change.ws, change.anchor_id);
    const position = anchor.positions.get(change.atom_id);
    const atom = position === undefined ? undefined : anchor.atoms[position];
    if (!atom || position === undefined)
      throw new Error(`memory store: reinforcement of unknown atom ${change.atom_id}`);
    atom.reinforcement = change.reinforcement;
    anchor.index.setReinforcement(position, change.reinforcement);
  }
}

/** The shape of one workspace inside a snapshot. */
export interface SnapshotWorkspace {
  anchors: (Omit<AnchorRecord, 'positions' | 'index'> & { atoms: Atom[] })[];
  sessions: (Omit<RecallSession, 'returned'> & { returned: string[] })[];
  users: Record<string, string>;
}

type SnapshotAnchor = SnapshotWorkspace['anchors'][number];
type SnapshotAtom = SnapshotAnchor['atoms'][number];
type SnapshotSession = SnapshotWorkspace['sessions'][number];

/**
 * One change of a memory engine's state, as its store reports it (`MemoryStore.listener`): what
 * `--state` appends to its journal. Applied in order to the snapshot taken before the first of
 * them (see {@link createSnapshotFold}), they give the state after the last. `ids` is the id
 * generator's position after the change, where the change used a new id and the engine is seeded.
 * `reset` and `replaced` cannot be replayed: the state was replaced as a whole, so a new snapshot
 * is due.
 */
export type MemoryChange = (
  | { op: 'anchor'; ws: string; anchor: SnapshotAnchor }
  | { op: 'atom'; ws: string; anchor_id: string; atom: SnapshotAtom }
  | { op: 'session'; ws: string; session: SnapshotSession }
  | { op: 'user'; ws: string; user: string; anchor_id: string }
  | { op: 'reinforce'; ws: string; anchor_id: string; atom_id: string; reinforcement: number }
  | { op: 'reset' }
  | { op: 'replaced' }
) & { ids?: number };
