import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/engine/engine.js';

/**
 * Random operations of the memory engine for the replay property (change-replay.test.ts): every
 * operation that changes memory state, through the engine's own HTTP handling, with reads and
 * refusals mixed in. Anchors and sessions are named by position among those made so far.
 */

const workspaces = ['ws_a', 'ws_b'] as const;
const users = ['u1', 'u2', '__proto__'] as const;
const word = fc.constantFrom('apple', 'pear', 'garden', 'hose', 'tea', 'sugar', 'red', 'blue');
/** Paragraphs of a few words, so that chunking splits them. */
const content = fc
  .array(fc.array(word, { minLength: 1, maxLength: 14 }), { minLength: 1, maxLength: 4 })
  .map((paragraphs) => paragraphs.map((words) => words.join(' ')).join('\n\n'));
const query = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const ws = fc.constantFrom(...workspaces);
const chunking = fc.option(
  fc.record({ enabled: fc.boolean(), max_chars: fc.integer({ min: 50, max: 90 }) }),
  { nil: undefined },
);

/** One generated operation. */
export type Op =
  | { kind: 'anchor'; ws: string; name: string }
  | { kind: 'atoms'; anchor: number; content: string; chunking?: { enabled: boolean; max_chars: number } }
  | { kind: 'recall'; anchor: number; query: string; limit: number }
  | { kind: 'feedback'; session: number; pick: number[]; success: boolean; unknown: boolean }
  | {
      kind: 'ingest';
      ws: string;
      user: string;
      session: string;
      items: string[];
      chunking?: { enabled: boolean; max_chars: number };
    }
  | { kind: 'recallMemory'; ws: string; user: string; query: string; only: boolean }
  | { kind: 'hydrate'; ws: string; user: string; query?: string }
  | { kind: 'reset' }
  | { kind: 'save' }
  | { kind: 'restore' };

/** The arbitrary of one operation; changes are weighted above reads and whole-state operations. */
export const operations: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('anchor' as const), ws, name: fc.constantFrom('a', 'b') }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('atoms' as const), anchor: fc.nat(9), content, chunking }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('recall' as const),
      anchor: fc.nat(9),
      query,
      limit: fc.integer({ min: 1, max: 5 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('feedback' as const),
      session: fc.nat(19),
      pick: fc.array(fc.nat(9), { maxLength: 4 }),
      success: fc.boolean(),
      unknown: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('ingest' as const),
      ws,
      user: fc.constantFrom(...users),
      session: fc.constantFrom('chat-1', 'chat-2'),
      items: fc.array(content, { minLength: 1, maxLength: 3 }),
      chunking,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('recallMemory' as const),
      ws,
      user: fc.constantFrom(...users),
      query,
      only: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record(
      { kind: fc.constant('hydrate' as const), ws, user: fc.constantFrom(...users), query },
      { requiredKeys: ['kind', 'ws', 'user'] },
    ),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'reset' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'save' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'restore' as const }), weight: 1 },
);

/** What the operations so far made, for later ones to name. */
export interface Trail {
  anchors: { ws: string; id: string }[];
  sessions: { ws: string; id: string; returned: string[] }[];
  /** What a `save` operation kept (the engine's snapshot, and the trail then), for `restore`. */
  saved: { snapshot: string; anchors: Trail['anchors']; sessions: Trail['sessions'] } | null;
}

const unknownAtom = '00000000-0000-4000-8000-00000000ffff';

async function post(engine: Engine, ws: string, path: string, body: unknown) {
  const response = await engine.handle({
    method: 'POST',
    path,
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json', 'x-api-key': 'ck_any', 'x-workspace-id': ws },
    body: JSON.stringify(body),
    origin: 'http://127.0.0.1',
  });
  // Every generated request is valid: an answer outside these is a bug of the engine.
  expect([200, 201]).toContain(response.status);
  return response.body as Record<string, unknown>;
}

/** Runs one operation on `engine`, noting in `trail` what it made. */
export async function runOp(engine: Engine, op: Op, trail: Trail): Promise<void> {
  const pick = <T>(list: T[], n: number): T | undefined =>
    list.length === 0 ? undefined : list[n % list.length];
  if (op.kind === 'anchor') {
    const body = await post(engine, op.ws, '/v1/anchors', {
      name: op.name,
      type: 't',
      metadata: { k: op.name },
    });
    trail.anchors.push({ ws: op.ws, id: body.anchor_id as string });
  } else if (op.kind === 'atoms') {
    const anchor = pick(trail.anchors, op.anchor);
    if (!anchor) return;
    const body = {
      anchor_id: anchor.id,
      content: op.content,
      metadata: { n: op.anchor },
      chunking: op.chunking,
    };
    await post(engine, anchor.ws, '/v1/atoms', body);
  } else if (op.kind === 'recall') {
    const anchor = pick(trail.anchors, op.anchor);
    if (!anchor) return;
    const body = await post(engine, anchor.ws, '/v1/recall', {
      anchor_id: anchor.id,
      query: op.query,
      limit: op.limit,
    });
    const returned = (body.items as { atom_id: string }[]).map((item) => item.atom_id);
    trail.sessions.push({ ws: anchor.ws, id: body.session_id as string, returned });
  } else if (op.kind === 'feedback') {
    const session = pick(trail.sessions, op.session);
    if (!session) return;
    const used = [...new Set(op.pick.flatMap((n) => pick(session.returned, n) ?? []))];
    if (op.unknown) used.push(unknownAtom);
    await post(engine, session.ws, '/v1/feedback', {
      session_id: session.id,
      success: op.success,
      used_memory_atom_ids: used,
    });
  } else if (op.kind === 'ingest') {
    await post(engine, op.ws, '/v1/memory/ingest', {
      user_external_id: op.user,
      session_id: op.session,
      items: op.items.map((text) => ({ content: text })),
      chunking: op.chunking,
    });
  } else if (op.kind === 'recallMemory') {
    const body = await post(engine, op.ws, '/v1/memory/recall', {
      user_external_id: op.user,
      query: op.query,
      ...(op.only ? { only_session_id: 'chat-1' } : {}),
    });
    const returned = (body.items as { atom_id: string }[]).map((item) => item.atom_id);
    trail.sessions.push({ ws: op.ws, id: body.session_id as string, returned });
  } else if (op.kind === 'hydrate') {
    const body = { user_external_id: op.user, max_tokens: 50, ...(op.query ? { query: op.query } : {}) };
    await post(engine, op.ws, '/v1/memory/hydrate', body);
  } else if (op.kind === 'reset') {
    engine.reset();
    trail.anchors = [];
    trail.sessions = [];
  } else if (op.kind === 'save') {
    const { anchors, sessions } = trail;
    trail.saved = {
      snapshot: JSON.stringify(engine.snapshot()),
      anchors: [...anchors],
      sessions: [...sessions],
    };
  } else if (trail.saved !== null) {
    engine.restore(JSON.parse(trail.saved.snapshot));
    trail.anchors = [...trail.saved.anchors];
    trail.sessions = [...trail.saved.sessions];
  }
}
