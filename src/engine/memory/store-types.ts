import type { RecallIndex } from './recall-index.js';
import type { SessionLookup } from './session-window.js';

/**
 * The shapes of the memory store's state: read-only views for the handlers (only the store's
 * methods change state, each reporting its change), plain JSON shapes for snapshots and changes.
 */

/** A stored atom as a snapshot or a change holds it (plain JSON). */
export interface SnapshotAtom {
  atom_id: string;
  content: string;
  source_type: string;
  metadata: Record<string, unknown>;
  created_at: string;
  /** How many successful feedback calls listed it. */
  reinforcement: number;
}

/** An anchor as a snapshot or an `anchor` change holds it. */
export interface SnapshotAnchor {
  anchor_id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
  atoms: SnapshotAtom[];
}

/** A recall session as a snapshot or a `session` change holds it. */
export interface SnapshotSession {
  session_id: string;
  anchor_id: string | null;
  returned: string[];
  created_at: string;
}

/** The shape of one workspace inside a snapshot. */
export interface SnapshotWorkspace {
  anchors: SnapshotAnchor[];
  sessions: SnapshotSession[];
  users: Record<string, string>;
}

/** A stored atom, read-only: `MemoryStore.setReinforcement` is how feedback changes it. */
export type Atom = Readonly<SnapshotAtom>;

/** What a new anchor is made of (`MemoryStore.createAnchor`): it starts without atoms. */
export interface AnchorFields {
  anchor_id: string;
  name: string;
  type: string;
  metadata: Record<string, unknown>;
}

/** The reading half of an anchor's recall index. */
export type RecallReader = Pick<RecallIndex, 'top' | 'search'>;

/**
 * An anchor with its atoms, their positions by id and the recall index over them; read-only:
 * `MemoryStore.addAtoms` and `setReinforcement` change it.
 */
export interface AnchorRecord extends Readonly<AnchorFields> {
  readonly atoms: readonly Atom[];
  readonly positions: ReadonlyMap<string, number>;
  readonly index: RecallReader;
}

/** A recall session: which atoms of which anchor it returned. */
export interface RecallSession {
  readonly session_id: string;
  readonly anchor_id: string | null;
  /** Ids of the atoms it returned: at most a recall's limit, so a list (a Set cost more per recall). */
  readonly returned: readonly string[];
  readonly created_at: string;
}

/**
 * Everything one workspace owns, read-only: nothing here is reachable from another workspace,
 * and a write the store would not report does not compile.
 */
export interface Workspace {
  readonly anchors: ReadonlyMap<string, AnchorRecord>;
  /** The newest recall sessions, by id (session-window.ts). */
  readonly sessions: SessionLookup<RecallSession>;
  /** End users of the /v1/memory/* endpoints, by user_external_id, to their anchor. */
  readonly users: ReadonlyMap<string, string>;
}

/**
 * One change of a memory engine's state, as its store reports it (`MemoryStore.subscribe`): what
 * `--state` appends to its change log and `--redis` to its shared log. Applied in order to the
 * snapshot taken before the first of them (see `createSnapshotFold`), or to a store holding that
 * snapshot (`MemoryStore.apply`), they give the state after the last. `ids` is the id generator's
 * position after the change, where the change used a new id and the engine is seeded (`--state`
 * adds it). `reset` and `replaced` cannot be replayed: the state was replaced as a whole, so a new
 * snapshot is due. The format is persisted: a field may be added, none renamed or removed.
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
