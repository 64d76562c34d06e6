/**
 * Hardening 4: tenant isolation. Over real HTTP (startMock direct, a custom tenants fixture with a
 * second valid key), every memory operation is tried from every (key, workspace) principal
 * against what every other principal created: two keys x three workspaces, 36 pairs. Across
 * workspaces nothing is visible (anchor 404, session 404, user memory empty) and nothing changes
 * (the owner's part of the snapshot is identical afterwards). Within one workspace the other key
 * does see it: workspaces, not keys, own data, and that positive case proves the probes can see.
 * @see ../../ARCHITECTURE.md "Everything a workspace creates ... is invisible from other workspaces"
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantsFixture } from '../../src/engine/memory/tenants.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { authHeaders, type Json } from './support/memory-fixture.js';

const workspaces = ['ws_main', 'ws_other', 'ws_third'] as const;
const keys = ['ck_test_key', 'ck_second_key'] as const;

/** Two valid keys on the same three workspaces, and one key that may use none of them. */
const tenants: TenantsFixture = {
  keys: {
    ck_test_key: { workspaces: [...workspaces], denied_workspaces: ['ws_denied'], billing: 'active' },
    ck_second_key: { workspaces: [...workspaces], denied_workspaces: [], billing: 'active' },
    ck_outsider_key: { workspaces: ['ws_outside'], denied_workspaces: [], billing: 'active' },
  },
  pricing_models: { starter: { price_id: 'price_starter' } },
};

interface Principal {
  key: string;
  workspace: string;
}

/** What one principal created: an anchor with atoms, a recall session, an end user with memory. */
interface Owned {
  anchorId: string;
  atomIds: string[];
  sessionId: string;
  userId: string;
}

const principals: Principal[] = keys.flatMap((key) => workspaces.map((workspace) => ({ key, workspace })));
const nameOf = (p: Principal) => `${p.key}@${p.workspace}`;

let mock: RunningMock;

async function call(who: Principal, path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: authHeaders(who.key, who.workspace),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function create(who: Principal): Promise<Owned> {
  const tag = nameOf(who).replace(/\W/g, '');
  const anchor = await call(who, '/v1/anchors', { name: `anchor of ${tag}`, type: 'agent' });
  const anchorId = anchor.body.anchor_id as string;
  const atoms = await call(who, '/v1/atoms', {
    anchor_id: anchorId,
    content: `secret ${tag} isolation probe`,
  });
  const recall = await call(who, '/v1/recall', { anchor_id: anchorId, query: `secret ${tag}` });
  const userId = `user-of-${tag}`;
  await call(who, '/v1/memory/ingest', {
    user_external_id: userId,
    session_id: 'chat',
    items: [{ content: `private note of ${tag} isolation probe` }],
  });
  return {
    anchorId,
    atomIds: atoms.body.atom_ids as string[],
    sessionId: recall.body.session_id as string,
    userId,
  };
}

/** The owner's workspace as the snapshot holds it. */
function workspaceState(workspace: string): string {
  const snapshot = mock.engine.snapshot() as { workspaces: Record<string, unknown> };
  return JSON.stringify(snapshot.workspaces[workspace]);
}

/**
 * Every operation a principal can aim at another's data, with what it must see: `true` when
 * `other` shares the owner's workspace (visible), `false` across workspaces (invisible).
 */
async function probe(other: Principal, owned: Owned, visible: boolean): Promise<void> {
  const where = `${nameOf(other)} probing`;
  const atoms = await call(other, '/v1/atoms', { anchor_id: owned.anchorId, content: 'intruder' });
  expect(atoms.status, `${where} createAtoms`).toBe(visible ? 201 : 404);
  const recall = await call(other, '/v1/recall', {
    anchor_id: owned.anchorId,
    query: 'secret isolation probe',
  });
  expect(recall.status, `${where} recall`).toBe(visible ? 200 : 404);
  if (!visible) expect(recall.body).toEqual({ error: 'not_found', message: expect.any(String) });
  const feedback = await call(other, '/v1/feedback', {
    session_id: owned.sessionId,
    success: true,
    used_memory_atom_ids: owned.atomIds,
  });
  expect(feedback.status, `${where} sendFeedback`).toBe(visible ? 200 : 404);
  const userRecall = await call(other, '/v1/memory/recall', {
    user_external_id: owned.userId,
    query: 'private note',
  });
  expect(userRecall.status).toBe(200);
  expect((userRecall.body.items as unknown[]).length > 0, `${where} recallMemory`).toBe(visible);
  const hydrate = await call(other, '/v1/memory/hydrate', {
    user_external_id: owned.userId,
    max_tokens: 500,
  });
  expect(hydrate.status).toBe(200);
  expect(String(hydrate.body.context).includes('private note'), `${where} hydrateMemory`).toBe(visible);
}

describe('[H4] tenant isolation: every operation x two keys x three workspaces', () => {
  const owned = new Map<string, Owned>();

  beforeAll(async () => {
    mock = await startMock({
      api: 'memory',
      port: 0,
      direct: true,
      rateLimit: false,
      seed: 4,
      tenants,
      log: () => {},
    });
    for (const who of principals) owned.set(nameOf(who), await create(who));
  });
  afterAll(async () => {
    await mock?.close();
  });

  it('[H4.1] across workspaces nothing is visible or changeable; within one, the other key sees it', async () => {
    let pairs = 0;
    for (const owner of principals) {
      const mine = owned.get(nameOf(owner)) as Owned;
      const others = principals.filter((p) => p !== owner);
      // Foreign workspaces first, while the owner's state is still the baseline to compare with.
      const before = workspaceState(owner.workspace);
      for (const other of others.filter((p) => p.workspace !== owner.workspace)) {
        await probe(other, mine, false);
        pairs++;
      }
      expect(workspaceState(owner.workspace), `${nameOf(owner)} changed from outside`).toBe(before);
      for (const other of others.filter((p) => p.workspace === owner.workspace)) {
        await probe(other, mine, true);
        pairs++;
      }
    }
    // Every ordered pair of distinct principals was probed.
    expect(pairs).toBe(principals.length * (principals.length - 1));
  });

  it('[H4.2] the same end-user id in another workspace is another user: ingest creates a separate anchor', async () => {
    const owner = principals[0] as Principal;
    const mine = owned.get(nameOf(owner)) as Owned;
    for (const workspace of workspaces.filter((w) => w !== owner.workspace)) {
      const before = workspaceState(owner.workspace);
      const ingest = await call({ key: 'ck_second_key', workspace }, '/v1/memory/ingest', {
        user_external_id: mine.userId,
        session_id: 'chat',
        items: [{ content: 'written elsewhere' }],
      });
      expect(ingest.status).toBe(201);
      expect(ingest.body.anchor_created).toBe(true);
      expect(workspaceState(owner.workspace)).toBe(before);
    }
  });

  it('[H4.3] a key on a workspace its policy does not list is refused (403) before any data is reached', async () => {
    const mine = owned.get(nameOf(principals[0] as Principal)) as Owned;
    for (const workspace of [...workspaces, 'ws_denied']) {
      const who =
        workspace === 'ws_denied' ? { key: 'ck_test_key', workspace } : { key: 'ck_outsider_key', workspace };
      const recall = await call(who, '/v1/recall', { anchor_id: mine.anchorId, query: 'secret' });
      expect(recall.status).toBe(403);
      expect(recall.body.error).toBe('forbidden');
    }
  });
});
