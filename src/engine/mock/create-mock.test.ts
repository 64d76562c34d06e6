import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import type { EngineRequest, EngineResponse } from '../http/pipeline/types.js';
import { createMemoryEngine } from '../memory/create-memory-engine.js';
import { createMock } from './create-mock.js';
import type { Layer, MockInner } from './types.js';

const headers = { authorization: 'Bearer ck_test_key', 'x-workspace-id': 'ws_main' };

function request(
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): EngineRequest {
  return {
    method,
    path,
    query: new URLSearchParams(),
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
    body: body === undefined ? null : JSON.stringify(body),
    origin: 'http://127.0.0.1:4010',
  };
}

const newAnchor = () => request('POST', '/v1/anchors', { name: 'pipeline', type: 'agent' });

/** A sharing layer that records what passes through it, as a replica or --state would see it. */
function recordingShare(seen: string[]): { share: (inner: MockInner) => Layer; inner: () => MockInner } {
  let held: MockInner | null = null;
  return {
    share: (inner) => {
      held = inner;
      return (sent, next) => {
        seen.push(`${sent.method} ${sent.path}`);
        return next(sent);
      };
    },
    inner: () => held as unknown as MockInner,
  };
}

describe('[MOCK] one request pipeline per mock', () => {
  it('[MOCK-1] fetch() and reset() take the sharing layer, as a request on a socket does', async () => {
    const seen: string[] = [];
    const { share } = recordingShare(seen);
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), { share });
    await mock.handle(newAnchor());
    const fetched = await mock.fetch(
      new Request('http://127.0.0.1:4010/v1/anchors', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'fetched', type: 'agent' }),
      }),
    );
    expect(fetched.status).toBe(201);
    await mock.reset();
    expect(seen).toEqual(['POST /v1/anchors', 'POST /v1/anchors', 'POST /__control/reset']);
  });

  it('[MOCK-2] the sharing layer stands in front of the controls: a held override is answered below it', async () => {
    const seen: string[] = [];
    const shared = recordingShare(seen);
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), { share: shared.share });
    await mock.handle({
      ...request('POST', '/__control/overrides', {
        operation: 'createAnchor',
        response: { status: 402, body: { error: 'billing_access_blocked', message: 'blocked' } },
      }),
    });
    expect(shared.inner().holdsRules()).toBe(true);
    const sent = newAnchor();
    const answered = await mock.handle(sent);
    expect(answered.status).toBe(402);
    // The rule reports its own use, in the request's context.
    expect(sent.context?.used).toEqual({
      kind: 'override',
      id: 'o1',
      label: expect.stringContaining('createAnchor'),
      limited: true,
    });
    expect(seen).toContain('POST /v1/anchors');
    expect(mock.journal.entries()[0]?.override).toEqual(sent.context?.used?.label);
  });

  it('[MOCK-3] an embedded mock is reset when reset() returns: state, rules and journal, prepared state again', async () => {
    let prepared = 0;
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), {
      afterReset: () => prepared++,
    });
    const empty = JSON.stringify(mock.snapshot());
    await mock.handle(newAnchor());
    mock.faults.add(
      { operation: 'recall', status: 503 },
      mock.routes.find((r) => r.operationId === 'recall') ?? null,
    );
    const pending = mock.reset();
    expect(JSON.stringify(mock.snapshot())).toBe(empty);
    expect(mock.faults.size).toBe(0);
    expect(mock.journal.entries()).toEqual([]);
    expect(prepared).toBe(1);
    await pending;
  });

  it('[MOCK-4] latency is one layer: API answers wait, control calls never do', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), { latencyMs: 120 });
    const timed = async (sent: EngineRequest) => {
      const started = performance.now();
      await mock.handle(sent);
      return performance.now() - started;
    };
    expect(await timed(newAnchor())).toBeGreaterThanOrEqual(115);
    expect(
      await timed(request('POST', '/v1/anchors', { name: 'x', type: 'y' }, { prefer: 'delay=100' })),
    ).toBeGreaterThanOrEqual(215);
    expect(await timed(request('GET', '/__control/journal'))).toBeLessThan(100);
    // The exchange layer times what the client waited, latency included.
    expect(mock.journal.entries()[0]?.durationMs).toBeGreaterThanOrEqual(115);
  });

  it('[MOCK-5] an answer is serialised once: the journal keeps the text the writer sends', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }));
    const answered: EngineResponse = await mock.handle(newAnchor());
    expect(answered.json).toBe(JSON.stringify(answered.body));
    const fetched = await mock.fetch(
      new Request('http://127.0.0.1:4010/v1/anchors', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'second', type: 'agent' }),
      }),
    );
    const kept = mock.journal.entries()[1]?.response.body;
    expect(kept).toEqual(await fetched.json());
  });

  it('[MOCK-6] observers hear every exchange; the journal leaves control calls out', async () => {
    const heard: string[] = [];
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), {
      onExchange: (summary) => heard.push(`${summary.status} ${summary.operationId ?? summary.path}`),
    });
    await mock.handle(newAnchor());
    await mock.handle(request('GET', '/__control/journal'));
    await mock.handle(request('GET', '/v1/nowhere'));
    expect(heard).toEqual(['201 createAnchor', '200 /__control/journal', '404 /v1/nowhere']);
    expect(mock.journal.entries().map((entry) => entry.status)).toEqual([201, 404]);
    expect(mock.coverage.report().operations.find((o) => o.operationId === 'createAnchor')?.requests).toBe(1);
  });

  it('[MOCK-7] a layer that throws is a failed exchange (a 500 in the API shape), never a throw', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), {
      share: () => () => {
        throw new Error('broken layer');
      },
    });
    let thrown: unknown = null;
    let answer: Promise<unknown> | null = null;
    try {
      answer = mock.handle(newAnchor());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeNull();
    await expect(answer).resolves.toMatchObject({
      status: 500,
      body: { error: 'internal_error', message: expect.stringContaining('broken layer') },
    });
    expect(mock.journal.entries()[0]?.failure).toBe('broken layer');
  });
});
