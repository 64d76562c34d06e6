import { RecallIndex } from './recall-index.js';
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
  sessions: Map<string, RecallSession>;
  users: Map<string, string>;
  sessionOrder: string[];
  sessionHead: number;
}

/** A workspace with nothing in it. */
export function emptyWorkspace(): StoredWorkspace {
  return { anchors: new Map(), sessions: new Map(), users: new Map(), sessionOrder: [], sessionHead: 0 };
}

/** An anchor without atoms, with an empty recall index. */
export function emptyAnchor({ anchor_id, name, type, metadata }: AnchorFields): StoredAnchor {
  return { anchor_id, name, type, metadata, atoms: [], positions: new Map(), index: new RecallIndex() };
}

/** Keeps a session, forgetting the oldest beyond the cap (in the order they were kept). */
export function keepSession(workspace: StoredWorkspace, session: RecallSession): void {
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
