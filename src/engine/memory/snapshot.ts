import type { SnapshotWorkspace } from './store.js';

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
