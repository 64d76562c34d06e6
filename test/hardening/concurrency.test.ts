/**
 * Hardening 2: concurrency. Thousands of atom writes, recalls and feedback calls on one anchor,
 * in flight together over real HTTP (startMock direct, rate limit off, 64 sockets), then checked
 * against the engine's snapshot: no acknowledged write lost or doubled, every count exact, and
 * every reinforcement applied exactly once (an atom's reinforcement equals the number of
 * successful feedback calls that reinforced it). Then many first ingests of one new end user
 * race: exactly one of them creates the user's anchor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { authHeaders, type Json } from './support/memory-fixture.js';
import { createRawClient } from './support/raw-http.js';

interface SnapshotAtom {
  atom_id: string;
  reinforcement: number;
}
interface SnapshotWorkspace {
  anchors: { anchor_id: string; atoms: SnapshotAtom[] }[];
  sessions: { session_id: string; returned: string[] }[];
  users: Record<string, string>;
}

const writes = 2_000;
const recalls = 600;
const feedbackRounds = 3;

let mock: RunningMock;
let client: ReturnType<typeof createRawClient>;

async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await client.send({
    method: 'POST',
    path,
    headers: authHeaders(),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.body as Json };
}

function workspace(): SnapshotWorkspace {
  return (mock.engine.snapshot() as { workspaces: Record<string, SnapshotWorkspace> }).workspaces
    .ws_main as SnapshotWorkspace;
}

describe('[H2] concurrency on one anchor over HTTP', () => {
  let anchorId: string;

  beforeAll(async () => {
    mock = await startMock({
      api: 'memory',
      port: 0,
      direct: true,
      rateLimit: false,
      seed: 9,
      log: () => {},
    });
    client = createRawClient(mock.url);
    const anchor = await post('/v1/anchors', { name: 'contended', type: 'agent' });
    anchorId = anchor.body.anchor_id as string;
  });
  afterAll(async () => {
    client?.close();
    await mock?.close();
  });

  it('[H2.1] parallel writes, recalls and feedback: no write lost, counts exact, each reinforcement once', async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const writeCalls = Array.from({ length: writes }, (_, i) =>
      post('/v1/atoms', {
        anchor_id: anchorId,
        content: `note ${i} about ${words[i % words.length]} and ${words[(i * 7) % words.length]}`,
      }),
    );
    // Recalls and feedback start while the writes are still in flight; each feedback lists what
    // its own recall returned plus atoms it did not return, which must be ignored.
    const sessionCalls = Array.from({ length: recalls }, async (_, i) => {
      const recall = await post('/v1/recall', {
        anchor_id: anchorId,
        query: words[i % words.length],
        limit: 5,
      });
      expect(recall.status).toBe(200);
      const returned = (recall.body.items as { atom_id: string }[]).map((item) => item.atom_id);
      const feedback: { reinforced: string[]; success: boolean }[] = [];
      for (let round = 0; round < feedbackRounds; round++) {
        const success = (i + round) % 4 !== 0;
        const response = await post('/v1/feedback', {
          session_id: recall.body.session_id,
          success,
          used_memory_atom_ids: [...returned.slice(0, 3), '00000000-0000-4000-8000-000000000000'],
        });
        expect(response.status).toBe(200);
        const reinforced = response.body.reinforced_atom_ids as string[];
        // Exactly the listed atoms this session returned, and only on success.
        expect(reinforced).toEqual(success ? returned.slice(0, 3) : []);
        feedback.push({ reinforced, success });
      }
      return { sessionId: recall.body.session_id as string, returned, feedback };
    });
    const [written, sessions] = await Promise.all([Promise.all(writeCalls), Promise.all(sessionCalls)]);

    const acknowledged = written.map((w) => {
      expect(w.status).toBe(201);
      expect(w.body.stored_count).toBe(1);
      return (w.body.atom_ids as string[])[0] as string;
    });
    expect(new Set(acknowledged).size).toBe(writes);

    const state = workspace();
    const anchor = state.anchors.find((a) => a.anchor_id === anchorId);
    const stored = anchor?.atoms ?? [];
    expect(stored.length).toBe(writes);
    expect(new Set(stored.map((a) => a.atom_id))).toEqual(new Set(acknowledged));

    const expected = new Map<string, number>();
    for (const session of sessions) {
      for (const { reinforced } of session.feedback) {
        for (const id of reinforced) expected.set(id, (expected.get(id) ?? 0) + 1);
      }
    }
    for (const atom of stored) expect(atom.reinforcement, atom.atom_id).toBe(expected.get(atom.atom_id) ?? 0);
    const total = stored.reduce((sum, atom) => sum + atom.reinforcement, 0);
    const successes = sessions.flatMap((s) => s.feedback).reduce((n, f) => n + f.reinforced.length, 0);
    expect(total).toBe(successes);
    expect(total).toBeGreaterThan(0);

    // Every recall opened exactly one session, which remembers exactly what it returned.
    const byId = new Map(state.sessions.map((s) => [s.session_id, s.returned]));
    expect(byId.size).toBe(recalls);
    for (const session of sessions)
      expect(byId.get(session.sessionId)?.sort()).toEqual([...session.returned].sort());
  });

  it('[H2.2] a reinforcement shows in later recall scores exactly as often as it was applied', async () => {
    const anchor = await post('/v1/anchors', { name: 'scores', type: 'agent' });
    const id = anchor.body.anchor_id as string;
    for (const content of ['twin note about kayaks', 'twin note about kayaks'])
      await post('/v1/atoms', { anchor_id: id, content });
    const recall = await post('/v1/recall', { anchor_id: id, query: 'kayaks' });
    const [first, second] = recall.body.items as { atom_id: string; score: number }[];
    expect(first?.score).toBe(second?.score);
    // 50 concurrent successful feedback calls on the same session and atom.
    const calls = Array.from({ length: 50 }, () =>
      post('/v1/feedback', {
        session_id: recall.body.session_id,
        success: true,
        used_memory_atom_ids: [second?.atom_id],
      }),
    );
    expect((await Promise.all(calls)).every((r) => r.status === 200)).toBe(true);
    const after = await post('/v1/recall', { anchor_id: id, query: 'kayaks' });
    const items = after.body.items as { atom_id: string; score: number }[];
    expect(items[0]?.atom_id).toBe(second?.atom_id);
    // score = relevance x (1 + 0.5 ln(1 + r)), see recall-index.ts; r must be exactly 50.
    const boost = (items[0]?.score ?? 0) / (items[1]?.score ?? 1);
    expect(boost).toBeCloseTo(1 + 0.5 * Math.log1p(50), 4);
  });

  it('[H2.3] racing first ingests of one new end user create exactly one anchor and keep every item', async () => {
    const calls = Array.from({ length: 200 }, (_, i) =>
      post('/v1/memory/ingest', {
        user_external_id: 'racing-user',
        session_id: `s${i % 5}`,
        items: [{ content: `item ${i}` }, { content: `item ${i} bis` }],
      }),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.filter((r) => r.body.anchor_created === true)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.anchor_id)).size).toBe(1);
    const state = workspace();
    const anchor = state.anchors.find((a) => a.anchor_id === state.users['racing-user']);
    expect(anchor?.atoms).toHaveLength(400);
  });
});
