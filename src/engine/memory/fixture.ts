import { type FixtureAnchor, type FixtureAtom, fixtureToSnapshot } from './anchors-fixture.js';
import { type MemorySnapshot, readSnapshot } from './snapshot.js';
import { maxSessionsPerWorkspace } from './store.js';

export type { FixtureAnchor, FixtureAtom };

/**
 * A recall session of a fixture: the id feedback names, the anchor it recalled from and the atoms
 * it returned, as if a recall had answered them. Feedback for `session_id` then reinforces the
 * listed atoms that are in `returned`, as it does for a session the mock opened itself.
 */
export interface FixtureSession {
  session_id: string;
  anchor_id: string;
  /** Ids of atoms of `anchor_id`, at most 100 (a recall's largest limit). Default: none. */
  returned?: string[];
}

/** One workspace of a {@link MemoryFixture}. */
export interface FixtureWorkspace {
  anchors: FixtureAnchor[];
  /** Recall sessions that feedback accepts from the start. */
  sessions?: FixtureSession[];
  /** End users of `/v1/memory/*`, by `user_external_id`, to the anchor that holds their memory. */
  users?: Record<string, string>;
}

/**
 * Prepared state for the memory mock, as plain JSON: anchors with their atoms, recall sessions
 * and end users, per workspace. `contract-kit mock --fixtures FILE` and
 * `createMemoryHandlers({ initialState })` take it; `--examples` is one of them
 * (`fixtures/memory-examples.json`). Anchors and atoms are checked against the document's
 * request schemas; sessions and users must name anchors and atoms of the same workspace.
 * @example
 * {
 *   "workspaces": {
 *     "ws_main": {
 *       "anchors": [{ "anchor_id": "3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f", "name": "Support", "type": "agent",
 *         "atoms": [{ "atom_id": "9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b", "content": "Prefers email." }] }],
 *       "sessions": [{ "session_id": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
 *         "anchor_id": "3f1c2a5e-8b7d-4c21-9e0f-6a5b4c3d2e1f", "returned": ["9b2e4f6a-1c3d-4e5f-8a7b-0c1d2e3f4a5b"] }]
 *     }
 *   }
 * }
 * @see ../../../README.md "Prepared state"
 */
export interface MemoryFixture {
  workspaces: Record<string, FixtureWorkspace>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const workspaceFields = new Set(['anchors', 'sessions', 'users']);
const sessionFields = new Set(['session_id', 'anchor_id', 'returned']);
/** Most sessions and end users one fixture holds (a workspace keeps at most this many sessions). */
const maxEntries = maxSessionsPerWorkspace;
/** RecallRequest's largest `limit`: no recall returns more atoms. */
const maxReturned = 100;
/** IngestRequest's bounds of `user_external_id`. */
const maxUserLength = 200;

function fail(where: string, message: string): never {
  throw new TypeError(`memory fixture: ${where}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Sessions and users of one workspace, set aside while its anchors and atoms are read. */
interface Extras {
  ws: string;
  sessions: unknown;
  users: unknown;
}

/** The fixture with only anchors per workspace (what `fixtureToSnapshot` reads), and the rest. */
function splitFixture(value: unknown): { anchorsOnly: unknown; extras: Extras[] } {
  if (!isRecord(value) || !isRecord(value.workspaces)) return { anchorsOnly: value, extras: [] };
  const workspaces: Record<string, unknown> = Object.create(null);
  const extras: Extras[] = [];
  for (const [ws, workspace] of Object.entries(value.workspaces)) {
    if (!isRecord(workspace)) {
      workspaces[ws] = workspace;
      continue;
    }
    const extra = Object.keys(workspace).find((key) => !workspaceFields.has(key));
    if (extra !== undefined) fail(ws, `${extra} is not a known field (anchors, sessions, users)`);
    workspaces[ws] = { anchors: workspace.anchors };
    extras.push({ ws, sessions: workspace.sessions ?? [], users: workspace.users ?? {} });
  }
  return { anchorsOnly: { ...value, workspaces }, extras };
}

/** Every id the anchors and atoms use, lowercased, and each anchor's atom ids. */
function indexAnchors(snapshot: MemorySnapshot) {
  const used = new Set<string>();
  const atomsOf = new Map<string, Map<string, Set<string>>>();
  for (const [ws, workspace] of Object.entries(snapshot.workspaces)) {
    const anchors = new Map<string, Set<string>>();
    for (const anchor of workspace.anchors) {
      used.add(anchor.anchor_id.toLowerCase());
      const atoms = new Set(anchor.atoms.map((atom) => atom.atom_id));
      for (const atom of atoms) used.add(atom.toLowerCase());
      anchors.set(anchor.anchor_id, atoms);
    }
    atomsOf.set(ws, anchors);
  }
  return { used, atomsOf };
}

function readSession(
  value: unknown,
  where: string,
  anchors: Map<string, Set<string>>,
  used: Set<string>,
  created: string,
) {
  if (!isRecord(value)) fail(where, 'must be an object with session_id and anchor_id');
  const extra = Object.keys(value).find((key) => !sessionFields.has(key));
  if (extra !== undefined) fail(where, `${extra} is not a known field (session_id, anchor_id, returned)`);
  const { session_id, anchor_id, returned = [] } = value;
  if (typeof session_id !== 'string' || !uuid.test(session_id)) fail(`${where}.session_id`, 'must be a UUID');
  if (used.has(session_id.toLowerCase())) fail(`${where}.session_id`, `${session_id} is used twice`);
  used.add(session_id.toLowerCase());
  const atoms = typeof anchor_id === 'string' ? anchors.get(anchor_id) : undefined;
  if (typeof anchor_id !== 'string' || !atoms)
    fail(`${where}.anchor_id`, 'must be the anchor_id of an anchor of this workspace');
  if (!Array.isArray(returned) || returned.length > maxReturned)
    fail(`${where}.returned`, `must be an array of at most ${maxReturned} atom ids`);
  returned.forEach((atom: unknown, i: number) => {
    if (typeof atom !== 'string' || !atoms.has(atom))
      fail(`${where}.returned[${i}]`, `must be the atom_id of an atom of anchor ${anchor_id}`);
    if (returned.indexOf(atom) !== i) fail(`${where}.returned[${i}]`, `${atom} is listed twice`);
  });
  return { session_id, anchor_id, returned: [...(returned as string[])], created_at: created };
}

function readUsers(value: unknown, where: string, anchors: Map<string, Set<string>>): Record<string, string> {
  if (!isRecord(value)) fail(where, 'must be an object of user_external_id to anchor_id');
  const entries = Object.entries(value);
  for (const [user, anchor] of entries) {
    const at = `${where}[${JSON.stringify(user.slice(0, 40))}]`;
    if (user === '' || user.length > maxUserLength) fail(at, `must have 1 to ${maxUserLength} characters`);
    if (typeof anchor !== 'string' || !anchors.has(anchor))
      fail(at, 'must be the anchor_id of an anchor of this workspace');
  }
  // fromEntries defines each key as data: a user named "__proto__" stays a user.
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * Checks a memory fixture and turns it into a memory snapshot the engine's `restore` takes: the
 * anchors and atoms as `fixtureToSnapshot` reads them, then the recall sessions and end users,
 * which must name anchors and atoms of their own workspace. `ids` is the id generator's position
 * to keep (the engine's own, from its `snapshot()`).
 * @throws {TypeError} naming the workspace and the anchor, atom, session or user at fault, e.g.
 * `memory fixture: ws_main.sessions[0].returned[1]: must be the atom_id of an atom of anchor …`
 */
export function readMemoryFixture(value: unknown, ids: number, now: () => number = Date.now): MemorySnapshot {
  const { anchorsOnly, extras } = splitFixture(value);
  const snapshot = readSnapshot(fixtureToSnapshot(anchorsOnly, ids, now));
  const { used, atomsOf } = indexAnchors(snapshot);
  const created = new Date(now()).toISOString();
  let sessions = 0;
  let users = 0;
  for (const { ws, sessions: given, users: named } of extras) {
    const workspace = snapshot.workspaces[ws];
    const anchors = atomsOf.get(ws);
    if (!workspace || !anchors) continue;
    if (!Array.isArray(given)) fail(`${ws}.sessions`, 'must be an array');
    sessions += given.length;
    if (sessions > maxEntries) fail(`${ws}.sessions`, `a fixture holds at most ${maxEntries} sessions`);
    workspace.sessions = given.map((session: unknown, i: number) =>
      readSession(session, `${ws}.sessions[${i}]`, anchors, used, created),
    );
    workspace.users = readUsers(named, `${ws}.users`, anchors);
    users += Object.keys(workspace.users).length;
    if (users > maxEntries) fail(`${ws}.users`, `a fixture holds at most ${maxEntries} end users`);
  }
  return snapshot;
}

/**
 * Loads a fixture into a memory engine now, and returns the function that loads it again (after
 * a reset). The fixture is checked first, so a bad one throws before anything changes.
 * @throws {TypeError} naming the workspace and the anchor, atom, session or user at fault.
 * @example const prepare = applyMemoryFixture(engine, fixture); createMock(engine, { afterReset: prepare });
 */
export function applyMemoryFixture(
  engine: { snapshot(): unknown; restore(state: unknown): void },
  fixture: unknown,
): () => void {
  const apply = () => {
    const { ids } = engine.snapshot() as { ids: number };
    engine.restore(readMemoryFixture(fixture, ids));
  };
  apply();
  return apply;
}
