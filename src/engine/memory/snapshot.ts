import { type MemoryChange, maxSessionsPerWorkspace, type SnapshotWorkspace } from './store.js';

export type { MemoryChange } from './store.js';

type SnapshotAnchor = SnapshotWorkspace['anchors'][number];

/** The format version of memory snapshots; a file of another version is refused, not guessed at. */
export const snapshotVersion = 1;

/** A memory engine's whole state. */
export interface MemorySnapshot {
  format: 'contract-kit/memory';
  version: typeof snapshotVersion;
  ids: number;
  workspaces: Record<string, SnapshotWorkspace>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkWorkspace(id: string, ws: unknown): void {
  const where = `workspace ${JSON.stringify(id)}`;
  if (!isRecord(ws) || !Array.isArray(ws.anchors) || !Array.isArray(ws.sessions) || !isRecord(ws.users)) {
    throw new Error(`memory snapshot: ${where} must have anchors, sessions and users`);
  }
  for (const anchor of ws.anchors as unknown[]) {
    if (!isRecord(anchor) || typeof anchor.anchor_id !== 'string' || !Array.isArray(anchor.atoms)) {
      throw new Error(`memory snapshot: ${where} has an anchor without anchor_id or atoms`);
    }
    for (const atom of anchor.atoms as unknown[]) {
      if (
        !isRecord(atom) ||
        typeof atom.atom_id !== 'string' ||
        typeof atom.content !== 'string' ||
        typeof atom.reinforcement !== 'number'
      ) {
        throw new Error(`memory snapshot: ${where}, anchor ${anchor.anchor_id} has a malformed atom`);
      }
    }
  }
  for (const session of ws.sessions as unknown[]) {
    if (!isRecord(session) || typeof session.session_id !== 'string' || !Array.isArray(session.returned)) {
      throw new Error(`memory snapshot: ${where} has a malformed session`);
    }
  }
}

/** Checks that `value` is a memory snapshot this version can load; throws a clear Error if not. */
export function readSnapshot(value: unknown): MemorySnapshot {
  if (!isRecord(value) || value.format !== 'contract-kit/memory') {
    throw new Error('memory snapshot: not a contract-kit memory state (format field missing)');
  }
  if (value.version !== snapshotVersion) {
    throw new Error(
      `memory snapshot: version ${String(value.version)} is not supported (expected ${snapshotVersion})`,
    );
  }
  if (typeof value.ids !== 'number' || !isRecord(value.workspaces)) {
    throw new Error('memory snapshot: ids and workspaces are required');
  }
  for (const [id, ws] of Object.entries(value.workspaces)) checkWorkspace(id, ws);
  return value as unknown as MemorySnapshot;
}

/** A snapshot being brought forward by changes; `result()` is a snapshot again. */
export interface SnapshotFold {
  /** Applies one change; throws a clear Error when it does not fit the state (a corrupt change log). */
  apply(change: MemoryChange): void;
  result(): MemorySnapshot;
}

interface FoldedWorkspace {
  data: SnapshotWorkspace;
  anchors: Map<string, { anchor: SnapshotAnchor; positions: Map<string, number> | null }>;
}

/** A copy of `record` without a prototype, so that any key ("__proto__", "constructor") is its own. */
function ownKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, record);
}

function foldedWorkspace(data: SnapshotWorkspace): FoldedWorkspace {
  // Users are set by name below; a user named "__proto__" must become a key, not the prototype.
  data.users = ownKeys(data.users);
  const anchors = new Map(data.anchors.map((anchor) => [anchor.anchor_id, { anchor, positions: null }]));
  return { data, anchors };
}

/**
 * Replays changes onto a snapshot without building an engine (no recall index): how a change log is
 * folded into the next snapshot, in a worker thread, while the engine goes on serving. The cap on
 * sessions per workspace is applied at the end, as restoring the snapshot would.
 * @example const fold = createSnapshotFold(readSnapshot(json)); for (const c of changes) fold.apply(c);
 */
export function createSnapshotFold(
  base: MemorySnapshot,
  maxSessions = maxSessionsPerWorkspace,
): SnapshotFold {
  // Workspaces are looked up and set by name: a workspace named "constructor" or "__proto__" is
  // one like any other, so the map has no prototype to find them on.
  const snapshot: MemorySnapshot = { ...base, workspaces: ownKeys(base.workspaces) };
  const folded = new Map<string, FoldedWorkspace>();
  const workspace = (id: string): FoldedWorkspace => {
    let ws = folded.get(id);
    if (!ws) {
      const data = snapshot.workspaces[id] ?? { anchors: [], sessions: [], users: {} };
      snapshot.workspaces[id] = data;
      ws = foldedWorkspace(data);
      folded.set(id, ws);
    }
    return ws;
  };
  const anchorOf = (ws: FoldedWorkspace, id: string, op: string) => {
    const entry = ws.anchors.get(id);
    if (!entry) throw new Error(`memory change log: ${op} names anchor ${id}, which does not exist`);
    return entry;
  };
  return {
    apply(change) {
      if (change.ids !== undefined) snapshot.ids = change.ids;
      if (change.op === 'reset' || change.op === 'replaced') {
        throw new Error(`memory change log: a "${change.op}" change cannot be replayed`);
      }
      const ws = workspace(change.ws);
      if (change.op === 'anchor') {
        ws.data.anchors.push(change.anchor);
        ws.anchors.set(change.anchor.anchor_id, { anchor: change.anchor, positions: null });
      } else if (change.op === 'atom') {
        const entry = anchorOf(ws, change.anchor_id, 'an atom');
        entry.positions?.set(change.atom.atom_id, entry.anchor.atoms.length);
        entry.anchor.atoms.push(change.atom);
      } else if (change.op === 'session') {
        ws.data.sessions.push(change.session);
      } else if (change.op === 'user') {
        ws.data.users[change.user] = change.anchor_id;
      } else {
        const entry = anchorOf(ws, change.anchor_id, 'a reinforcement');
        entry.positions ??= new Map(entry.anchor.atoms.map((atom, i) => [atom.atom_id, i]));
        const atom = entry.anchor.atoms[entry.positions.get(change.atom_id) ?? -1];
        if (!atom) throw new Error(`memory change log: reinforcement of unknown atom ${change.atom_id}`);
        atom.reinforcement = change.reinforcement;
      }
    },
    result() {
      for (const { data } of folded.values()) {
        if (data.sessions.length > maxSessions) data.sessions = data.sessions.slice(-maxSessions);
      }
      return snapshot;
    },
  };
}
