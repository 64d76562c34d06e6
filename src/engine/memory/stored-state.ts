import { RecallIndex } from './recall-index.js';
import { SessionWindow } from './session-window.js';
import type { AnchorFields, RecallSession, SnapshotAtom, SnapshotWorkspace } from './store-types.js';

/**
 * The writable side of the store's state, known only to the store (store.ts): handlers see the
 * read-only views of store-types.ts, so every write goes through a method that reports it.
 */

/**
 * Recall sessions kept per workspace; the oldest are forgotten beyond this so a long-running mock
 * cannot grow without bound (a forgotten session answers feedback with 404).
 */
export const maxSessionsPerWorkspace = 100_000;

/** An anchor as the store holds it: the writable side of `AnchorRecord`. */
export interface StoredAnchor extends AnchorFields {
  atoms: SnapshotAtom[];
  positions: Map<string, number>;
  index: RecallIndex;
}

/** A workspace as the store holds it: the writable side of `Workspace`. */
export interface StoredWorkspace {
  anchors: Map<string, StoredAnchor>;
  sessions: SessionWindow<RecallSession>;
  users: Map<string, string>;
}

/** A workspace with nothing in it. */
export function emptyWorkspace(): StoredWorkspace {
  return { anchors: new Map(), sessions: new SessionWindow(maxSessionsPerWorkspace), users: new Map() };
}

/** An anchor without atoms, with an empty recall index. */
export function emptyAnchor({ anchor_id, name, type, metadata }: AnchorFields): StoredAnchor {
  return { anchor_id, name, type, metadata, atoms: [], positions: new Map(), index: new RecallIndex() };
}

/**
 * A JSON-serialisable copy of a workspace. Copies down to the atoms: feedback changes an atom's
 * reinforcement in place, and a snapshot must not move with it.
 */
export function copyWorkspace(ws: StoredWorkspace): SnapshotWorkspace {
  return {
    anchors: [...ws.anchors.values()].map(({ anchor_id, name, type, metadata, atoms }) => ({
      anchor_id,
      name,
      type,
      metadata,
      atoms: atoms.map((atom) => ({ ...atom })),
    })),
    sessions: [...ws.sessions.values()].map((s) => ({ ...s, returned: [...s.returned] })),
    // fromEntries defines every key as data: a user named "__proto__" stays a user.
    users: Object.fromEntries(ws.users),
  };
}
