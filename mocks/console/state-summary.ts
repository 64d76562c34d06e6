import type { EngineRequest } from '../../src/engine/http/pipeline/types.js';
import type { SnapshotWorkspace } from '../../src/engine/memory/store-types.js';
import type { Mock } from '../../src/engine/mock/types.js';
import type { StateSummary, StateTable } from './types.js';

/** Rows per table: the page stays light with any state; the counts above say how many there are. */
const maxRows = 200;

function table(title: string, columns: string[], rows: string[][]): StateTable {
  const kept = rows.slice(0, maxRows);
  return rows.length > maxRows
    ? { title, columns, rows: kept, more: rows.length - maxRows }
    : { title, columns, rows };
}

const short = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The memory state: workspaces, anchors, atoms (with reinforcement) and recall sessions. */
function memorySummary(snapshot: { workspaces?: Record<string, SnapshotWorkspace> }): StateSummary {
  const workspaces = Object.entries(snapshot.workspaces ?? {});
  const counts = { workspaces: workspaces.length, anchors: 0, atoms: 0, sessions: 0, 'end users': 0 };
  const wsRows: string[][] = [];
  const anchors: string[][] = [];
  const atoms: string[][] = [];
  const sessions: string[][] = [];
  for (const [ws, workspace] of workspaces) {
    let atomCount = 0;
    for (const anchor of workspace.anchors) {
      atomCount += anchor.atoms.length;
      anchors.push([ws, anchor.anchor_id, anchor.name, anchor.type, String(anchor.atoms.length)]);
      for (const atom of anchor.atoms)
        atoms.push([
          anchor.anchor_id,
          atom.atom_id,
          short(atom.content),
          atom.source_type,
          String(atom.reinforcement),
        ]);
    }
    for (const session of workspace.sessions)
      sessions.push([
        ws,
        session.session_id,
        session.anchor_id ?? '—',
        String(session.returned.length),
        session.created_at,
      ]);
    const users = Object.keys(workspace.users).length;
    counts.anchors += workspace.anchors.length;
    counts.atoms += atomCount;
    counts.sessions += workspace.sessions.length;
    counts['end users'] += users;
    wsRows.push([
      ws,
      String(workspace.anchors.length),
      String(atomCount),
      String(workspace.sessions.length),
      String(users),
    ]);
  }
  return {
    counts,
    tables: [
      table('Workspaces', ['workspace', 'anchors', 'atoms', 'recall sessions', 'end users'], wsRows),
      table('Anchors', ['workspace', 'anchor_id', 'name', 'type', 'atoms'], anchors),
      table('Atoms', ['anchor', 'atom_id', 'content', 'source_type', 'reinforcement'], atoms),
      table(
        'Recall sessions',
        ['workspace', 'session_id', 'anchor', 'atoms returned', 'created_at'],
        sessions,
      ),
    ],
  };
}

const get = (path: string, query = ''): EngineRequest => ({
  method: 'GET',
  path,
  query: new URLSearchParams(query),
  headers: {},
  body: null,
  origin: 'http://localhost',
});

interface EventRow {
  id: number;
  version: string;
  event_type: string;
  severity: string;
  release_date: string;
  sources?: { name?: string };
}

/**
 * The releases state as the API serves it, read from the engine beneath the pipeline (no journal
 * entry, no rule used up): sources and the newest events, and how many events there are.
 */
async function releasesSummary(mock: Mock): Promise<StateSummary> {
  const sources = (await mock.engine.handle(get('/api/v1/sources', 'limit=100'))).body as {
    sources?: { id: number; name: string; type: string; importance: string; is_active: boolean }[];
    pagination?: { total?: number };
  } | null;
  const events = (await mock.engine.handle(get('/api/v1/events', 'limit=100'))).body as {
    events?: EventRow[];
    pagination?: { total?: number };
  } | null;
  const list = sources?.sources ?? [];
  const rows = events?.events ?? [];
  const added = (mock.snapshot() as { added?: unknown[] }).added?.length ?? 0;
  return {
    counts: {
      sources: sources?.pagination?.total ?? list.length,
      events: events?.pagination?.total ?? rows.length,
      'events added': added,
    },
    tables: [
      table(
        'Sources',
        ['id', 'name', 'type', 'importance', 'active'],
        list.map((s) => [String(s.id), s.name, s.type, s.importance, String(s.is_active)]),
      ),
      table(
        'Events (newest 100)',
        ['id', 'source', 'version', 'type', 'severity', 'release_date'],
        rows.map((e) => [
          String(e.id),
          e.sources?.name ?? '',
          e.version,
          e.event_type,
          e.severity,
          e.release_date,
        ]),
      ),
    ],
  };
}

/**
 * What the console's state view shows of a mock, from its snapshot (memory) or its read
 * operations (releases), both read beneath the pipeline once one control read through it made a
 * `--redis` replica catch up with the shared state.
 * @example const summary = await summariseState(mock);
 */
export async function summariseState(mock: Mock): Promise<StateSummary> {
  // A read through the pipeline first: a --redis replica catches up with the shared log before
  // any read, so the copy read below is the shared state. A control call: no journal entry.
  await mock.handle(get('/__control/overrides'));
  if (mock.api === 'releases') return releasesSummary(mock);
  const summary = memorySummary(mock.snapshot() as { workspaces?: Record<string, SnapshotWorkspace> });
  return { ...summary, tables: [...summary.tables, rateWindowsTable(mock)] };
}

/**
 * The rate limit's open windows, per key (redacted, as the journal shows it) and workspace: how
 * many requests each has counted, of how many, and when it starts again.
 */
function rateWindowsTable(mock: Mock): StateTable {
  const columns = ['key', 'workspace', 'requests', 'limit', 'resets in'];
  const windows = mock.engine.rateWindows?.();
  if (windows === undefined) {
    return table('Rate-limit windows', columns, [
      ['(kept in Redis, one budget for every replica: not shown here)', '', '', '', ''],
    ]);
  }
  return table(
    'Rate-limit windows',
    columns,
    windows.map((w) => [
      w.key,
      w.workspace,
      String(w.count),
      String(w.limit),
      `${Math.ceil(w.resetsInMs / 1000)} s`,
    ]),
  );
}
