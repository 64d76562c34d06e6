import { defaultTenants } from '../../../fixtures/default-tenants.js';
import type { Engine } from '../../../src/engine/engine.js';
import type { EngineRequest } from '../../../src/engine/http/pipeline/types.js';
import { createMemoryEngine } from '../../../src/engine/memory/create-memory-engine.js';
import type { TenantsFixture } from '../../../src/engine/memory/tenants.js';

/** Loose JSON for reading response bodies; the tests check the shapes they rely on. */
export type Json = Record<string, unknown>;

/** Headers of an authorised runtime call. */
export function authHeaders(key = 'ck_test_key', workspace = 'ws_main'): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'x-workspace-id': workspace };
}

/** An engine request; `body` is sent as given when it is a string or bytes, else as JSON. */
export function engineRequest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = authHeaders(),
  query = '',
): EngineRequest {
  const raw =
    body === undefined
      ? null
      : typeof body === 'string' || body instanceof Uint8Array
        ? body
        : JSON.stringify(body);
  return {
    method,
    path,
    query: new URLSearchParams(query),
    headers,
    body: raw,
    origin: 'http://127.0.0.1:4010',
  };
}

/** A memory engine for hostile tests: seeded ids, no rate limit, and unexpected errors collected. */
export function createHardenedMemoryEngine(tenants: TenantsFixture = defaultTenants): {
  engine: Engine;
  errors: unknown[];
} {
  const errors: unknown[] = [];
  const engine = createMemoryEngine({
    tenants,
    seed: 11,
    rateLimit: false,
    onError: (error) => errors.push(error),
  });
  return { engine, errors };
}

/** Ids of the state {@link seedMemory} created in one workspace. */
export interface SeededWorkspace {
  anchorId: string;
  atomIds: string[];
  sessionId: string;
  userId: string;
  userSessionId: string;
}

async function post(
  engine: Pick<Engine, 'handle'>,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Json> {
  const response = await engine.handle(engineRequest('POST', path, body, headers));
  if (response.status >= 300)
    throw new Error(`seeding ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Json;
}

/**
 * Fills one workspace with every kind of state (anchor, atoms, a recall session, an end user with
 * memory), so a hostile request has something to damage and no workspace is created lazily later.
 */
export async function seedMemory(
  engine: Pick<Engine, 'handle'>,
  headers = authHeaders(),
): Promise<SeededWorkspace> {
  const anchor = await post(
    engine,
    '/v1/anchors',
    { name: 'seeded', type: 'agent', metadata: { lane: 'a' } },
    headers,
  );
  const anchorId = anchor.anchor_id as string;
  const atomIds: string[] = [];
  for (const content of [
    'The customer prefers email over phone calls.',
    'Invoices go to the Berlin office every month.',
    'She is vegetarian and allergic to peanuts.',
    'The weekly report is due on Friday mornings.',
  ]) {
    const stored = await post(engine, '/v1/atoms', { anchor_id: anchorId, content }, headers);
    atomIds.push(...(stored.atom_ids as string[]));
  }
  const recall = await post(
    engine,
    '/v1/recall',
    { anchor_id: anchorId, query: 'customer email report' },
    headers,
  );
  const userId = 'user-42';
  const userSessionId = 'chat-1';
  await post(
    engine,
    '/v1/memory/ingest',
    { user_external_id: userId, session_id: userSessionId, items: [{ content: 'I like jazz and tea.' }] },
    headers,
  );
  return { anchorId, atomIds, sessionId: recall.session_id as string, userId, userSessionId };
}

/** Every operation of the memory API, by operationId. */
export const memoryOperations = [
  'createCheckoutSession',
  'createAnchor',
  'createAtoms',
  'recall',
  'sendFeedback',
  'ingestMemory',
  'recallMemory',
  'hydrateMemory',
] as const;

/** An operationId of the memory API. */
export type MemoryOperation = (typeof memoryOperations)[number];

/**
 * One valid request body per memory operation, with every optional field present, so a mutation
 * of any field is reachable. Each is accepted as is (a test checks that), so whatever a mutation
 * breaks is the only reason for a refusal.
 */
export function validMemoryBodies(
  seed: SeededWorkspace,
): Record<MemoryOperation, { path: string; body: Json }> {
  return {
    createCheckoutSession: {
      path: '/api/v1/billing/maas/checkout-session',
      body: {
        company_name: 'Acme Robotics',
        admin_email: 'ops@acme.test',
        pricing_model: 'starter',
        service_source: 'signup',
      },
    },
    createAnchor: {
      path: '/v1/anchors',
      body: { name: 'Support', type: 'agent', metadata: { lane: 'support', tags: ['a', 'b'] } },
    },
    createAtoms: {
      path: '/v1/atoms',
      body: {
        anchor_id: seed.anchorId,
        content: 'Paragraph one.\n\nParagraph two is here.',
        source_type: 'note',
        metadata: { atom_type: 'fact', nested: { x: 1 } },
        chunking: { enabled: true, max_chars: 400 },
      },
    },
    recall: { path: '/v1/recall', body: { anchor_id: seed.anchorId, query: 'customer email', limit: 5 } },
    sendFeedback: {
      path: '/v1/feedback',
      body: { session_id: seed.sessionId, success: true, used_memory_atom_ids: seed.atomIds.slice(0, 2) },
    },
    ingestMemory: {
      path: '/v1/memory/ingest',
      body: {
        user_external_id: seed.userId,
        session_id: seed.userSessionId,
        items: [{ content: 'I live in Paris.', atom_type: 'fact', metadata: { k: 'v' } }],
        source_type: 'conversation',
        chunking: { enabled: false, max_chars: 800 },
      },
    },
    recallMemory: {
      path: '/v1/memory/recall',
      body: { user_external_id: seed.userId, query: 'jazz', limit: 3, only_session_id: seed.userSessionId },
    },
    hydrateMemory: {
      path: '/v1/memory/hydrate',
      body: {
        user_external_id: seed.userId,
        query: 'tea',
        max_tokens: 100,
        only_session_id: seed.userSessionId,
      },
    },
  };
}

/** The state a request must leave alone: the snapshot, and the version adapters persist on. */
export function stateOf(engine: Engine): string {
  return `${engine.version}:${JSON.stringify(engine.snapshot())}`;
}
