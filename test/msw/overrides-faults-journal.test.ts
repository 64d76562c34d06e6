/**
 * The front-end tools on the msw surface, as a consumer's test would use them: one-shot typed
 * overrides, faults (documented and undocumented statuses, latency, network failures) and the
 * request journal, all through the typed clients and real msw interception.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryHandlers,
  createReleasesHandlers,
  defaultMemoryBaseUrl,
  defaultReleasesBaseUrl,
} from '../../mocks/index.js';
import { createMemoryClient, createReleasesClient } from '../../src/client/index.js';

const memory = createMemoryHandlers({ seed: 1 });
const releases = createReleasesHandlers();
const server = setupServer(...memory, ...releases);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  memory.reset();
  releases.reset();
});
afterAll(() => server.close());

const client = createMemoryClient({
  baseUrl: defaultMemoryBaseUrl,
  apiKey: 'ck_test_key',
  workspaceId: 'ws_main',
  retry: false,
});
const feed = createReleasesClient({ baseUrl: defaultReleasesBaseUrl, retry: false });
const sessionId = '00000000-0000-4000-8000-000000000001';

async function anchorId(): Promise<string> {
  const { data } = await client.POST('/v1/anchors', { body: { name: 'Support', type: 'agent' } });
  if (!data) throw new Error('anchor not created');
  return data.anchor_id;
}

describe('[OVERRIDE] typed one-shot overrides on msw', () => {
  it('[OVERRIDE-1] answers the next request only, then the engine answers again', async () => {
    const id = await anchorId();
    const { id: overrideId } = memory.override('recall', {
      status: 200,
      body: { items: [], session_id: sessionId },
    });
    const first = await client.POST('/v1/recall', { body: { anchor_id: id, query: 'x' } });
    expect(first.data).toEqual({ items: [], session_id: sessionId });
    expect(first.response.headers.get('x-contract-kit-override')).toBe(`${overrideId} (recall)`);
    const second = await client.POST('/v1/recall', { body: { anchor_id: id, query: 'x' } });
    expect(second.data?.session_id).not.toBe(sessionId);
  });

  it('[OVERRIDE-2] METHOD /path names the operation; times and when limit it', async () => {
    memory.override(
      'POST /v1/anchors',
      { status: 403, body: { error: 'forbidden', message: 'no' } },
      { times: 2, when: { body: { name: 'Denied' } } },
    );
    const other = await client.POST('/v1/anchors', { body: { name: 'Fine', type: 'agent' } });
    expect(other.response.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const denied = await client.POST('/v1/anchors', { body: { name: 'Denied', type: 'agent' } });
      expect(denied.error?.error).toBe('forbidden');
    }
    const third = await client.POST('/v1/anchors', { body: { name: 'Denied', type: 'agent' } });
    expect(third.response.status).toBe(201);
  });

  it('[OVERRIDE-3] a response that breaks the contract is refused unless unchecked', () => {
    expect(() =>
      // @ts-expect-error items must be an array: the compiler refuses it too.
      memory.override('recall', { status: 200, body: { items: 'none', session_id: sessionId } }),
    ).toThrow(/breaks the contract: items must be an? array/);
    expect(() =>
      // @ts-expect-error 500 is not documented for recall.
      memory.override('recall', { status: 500, body: { error: 'internal_error', message: 'x' } }),
    ).toThrow(/status 500 is not documented/);
    expect(() =>
      memory.override('nope' as 'recall', { status: 200, body: { items: [], session_id: sessionId } }),
    ).toThrow(/operation must be an operationId/);
    const info = memory.override('recall', { status: 500, body: { oops: true } }, { unchecked: true });
    expect(info.unchecked).toBe(true);
  });

  it('[OVERRIDE-4] a function answers from the request; reset() clears overrides', async () => {
    releases.override('listSources', (request) => ({
      status: 200,
      body: {
        sources: [],
        pagination: { total: 0, limit: Number(request.query.get('limit') ?? 50), offset: 0 },
      },
    }));
    const { data } = await feed.GET('/api/v1/sources', { params: { query: { limit: 7 } } });
    expect(data?.pagination.limit).toBe(7);
    releases.override('listSources', {
      status: 200,
      body: { sources: [], pagination: { total: 0, limit: 1, offset: 0 } },
    });
    releases.reset();
    expect(releases.override.list()).toEqual([]);
    const after = await feed.GET('/api/v1/sources');
    expect(after.data?.sources.length).toBeGreaterThan(0);
  });
});

describe('[FAULT] faults on msw', () => {
  it('[FAULT-1] an undocumented status is served and labelled; the next request is normal', async () => {
    const [fault] = releases.faults({ operation: 'listEvents', status: 503 });
    const { response, error } = await feed.GET('/api/v1/events');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ error: 'injected_fault' });
    expect(response.headers.get('x-contract-kit-fault')).toBe(`${fault?.id}: status 503 (undocumented)`);
    expect((await feed.GET('/api/v1/events')).response.status).toBe(200);
  });

  it('[FAULT-2] a documented status gets the documented error; times counts requests', async () => {
    memory.faults({ operation: 'createAnchor', status: 429, times: 2 });
    for (let i = 0; i < 2; i++) {
      const { response, error } = await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } });
      expect([response.status, error?.error, response.headers.get('retry-after')]).toEqual([
        429,
        'rate_limited',
        '1',
      ]);
    }
    expect((await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).response.status).toBe(
      201,
    );
  });

  it('[FAULT-3] connection reset is a failed fetch; truncated JSON is unparseable', async () => {
    memory.faults(
      { operation: 'createAnchor', network: 'reset' },
      { operation: 'createAnchor', network: 'truncate' },
    );
    await expect(client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).rejects.toThrow();
    await expect(client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).rejects.toThrow(
      SyntaxError,
    );
  });

  it('[FAULT-4] no answer until the client gives up', async () => {
    memory.faults({ operation: 'createAnchor', network: 'hang' });
    const started = Date.now();
    const call = client.POST('/v1/anchors', {
      body: { name: 'A', type: 'agent' },
      signal: AbortSignal.timeout(300),
    });
    await expect(call).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  }, 5_000);

  it('[FAULT-5] latency and probability; bad specs are refused with the field named', async () => {
    memory.faults({ operation: 'createAnchor', latencyMs: 200 });
    const started = Date.now();
    expect((await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).response.status).toBe(
      201,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    const never = memory.faults({ operation: 'createAnchor', status: 500, probability: 0 });
    expect(never[0]?.remaining).toBe('always');
    expect((await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } })).response.status).toBe(
      201,
    );
    expect(() => memory.faults({ status: 302 })).toThrow(/fault.status must be a number from 400 to 599/);
    expect(() => memory.faults({ operation: 'recall' })).toThrow(
      /at least one of status, latencyMs, network/,
    );
    // @ts-expect-error an unknown network fault does not compile either.
    expect(() => memory.faults({ network: 'explode' })).toThrow(/fault.network must be one of/);
  });
});

describe('[JOURNAL] the request journal on msw', () => {
  it('[JOURNAL-1] records operation, status, bodies and redacted headers, also for errors', async () => {
    const id = await anchorId();
    await client.POST('/v1/recall', { body: { anchor_id: id, query: 'x', limit: 500 } });
    const [entry] = memory.journal({ operation: 'recall', status: '4xx' });
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/v1/recall',
      operationId: 'recall',
      status: 400,
      request: { body: { anchor_id: id, query: 'x', limit: 500 } },
      response: { body: { error: 'bad_request' } },
      override: null,
      fault: null,
    });
    expect(entry?.request.headers.authorization).toBe('[redacted: Bearer ck_t…, 11 chars]');
    expect(JSON.stringify(memory.journal())).not.toContain('ck_test_key');
  });

  it('[JOURNAL-2] names the override or fault that applied; filters; clears', async () => {
    const { id } = memory.override('createAnchor', {
      status: 201,
      body: { anchor_id: sessionId, name: 'n', type: 't', metadata: {} },
    });
    const [fault] = memory.faults({ operation: 'createAnchor', status: 503 });
    await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } });
    await client.POST('/v1/anchors', { body: { name: 'A', type: 'agent' } });
    const entries = memory.journal({ operation: 'POST /v1/anchors' });
    expect(entries.map((e) => [e.status, e.fault, e.override])).toEqual([
      [503, `${fault?.id}: status 503 (undocumented)`, null],
      [201, null, `${id} (createAnchor)`],
    ]);
    expect(memory.journal({ status: 503 })).toHaveLength(1);
    memory.journal.clear();
    expect(memory.journal()).toEqual([]);
  });
});

describe('[RULE-LIMITS] the rule stores are bounded', () => {
  it('[RULE-LIMITS-1] at most 1,000 faults are held; the next is refused until some are removed', () => {
    for (let i = 0; i < 1000; i++) releases.faults({ operation: 'listEvents', status: 500, probability: 0 });
    expect(() => releases.faults({ operation: 'listEvents', status: 500 })).toThrow(/at most 1000 faults/);
    releases.faults.clear();
    expect(releases.faults({ operation: 'listEvents', status: 500 })).toHaveLength(1);
  });
});
