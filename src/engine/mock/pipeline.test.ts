import { describe, expect, it } from 'vitest';
import { defaultTenants } from '../../../fixtures/default-tenants.js';
import { defaultReleasesData } from '../../../fixtures/releases-data.js';
import type { EngineRequest } from '../http/pipeline/types.js';
import { createMemoryEngine } from '../memory/create-memory-engine.js';
import { MemoryStore } from '../memory/store.js';
import { createReleasesEngine } from '../releases/create-releases-engine.js';
import { compose } from './compose.js';
import { createMock } from './create-mock.js';
import type { MockEventMap } from './events.js';
import { LayerFailure } from './events.js';
import type { Layer } from './types.js';

const request = (method: string, path: string, body?: unknown): EngineRequest => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: {
    authorization: 'Bearer ck_test_key',
    'x-workspace-id': 'ws_main',
    'content-type': 'application/json',
  },
  body: body === undefined ? null : JSON.stringify(body),
  origin: 'http://127.0.0.1:4010',
});
const newAnchor = () => request('POST', '/v1/anchors', { name: 'ctx', type: 'agent' });

describe('[PIPE] one request context, every layer a layer', () => {
  it('[PIPE-1] a layer that calls next twice is refused, and the layers below run once', async () => {
    let below = 0;
    const twice: Layer = async (sent, next) => {
      await next(sent);
      return next(sent);
    };
    const handle = compose([twice], async () => {
      below++;
      return { status: 200, headers: {}, body: null };
    });
    const context = createMemoryEngine({ tenants: defaultTenants }).contextOf?.({
      method: 'GET',
      path: '/x',
    });
    await expect(handle({ ...request('GET', '/x'), ...(context ? { context } : {}) })).rejects.toThrow(
      /called next twice/,
    );
    expect(below).toBe(1);
  });

  it('[PIPE-2] a sharing layer that calls next twice makes a 500 in the API shape, and the engine stores once', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants });
    const mock = createMock(engine, {
      share: () => async (sent, next) => {
        await next(sent);
        return next(sent);
      },
    });
    const answer = await mock.handle(newAnchor());
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      error: 'internal_error',
      message: expect.stringMatching(/called next twice/),
    });
    // One anchor stored: the second call of next never reached the engine.
    expect(JSON.stringify(engine.snapshot()).match(/"name":"ctx"/g)).toHaveLength(1);
  });

  it('[PIPE-3] the context is made once: every layer and the engine read the same route match', async () => {
    const engine = createMemoryEngine({ tenants: defaultTenants });
    const seen: unknown[] = [];
    const mock = createMock(engine, {
      share: () => (sent, next) => {
        seen.push(sent.context);
        return next(sent);
      },
    });
    const sent = newAnchor();
    await mock.handle(sent);
    expect(seen).toEqual([sent.context]);
    expect(sent.context?.route?.operationId).toBe('createAnchor');
    expect(sent.context?.control).toBe(false);
    const control = request('GET', '/__control/journal');
    await mock.handle(control);
    expect(control.context?.control).toBe(true);
    expect(control.context?.route).toBeUndefined();
  });

  it('[PIPE-4] lifecycle events: start and end with one request id; ids differ per request and per mock', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }));
    const releases = createMock(createReleasesEngine({ data: defaultReleasesData }));
    const heard: string[] = [];
    const stop = mock.events.on('request:start', ({ id, request: sent }) =>
      heard.push(`start ${id} ${sent.path}`),
    );
    mock.events.on('request:end', ({ id, response }) => heard.push(`end ${id} ${response.status}`));
    releases.events.on('request:end', ({ id }) => heard.push(`releases ${id}`));
    await mock.handle(newAnchor());
    stop();
    await mock.handle(newAnchor());
    await releases.handle(request('GET', '/api/v1/sources'));
    const [start, end, second, other] = heard;
    const id = start?.split(' ')[1];
    expect(start).toBe(`start ${id} /v1/anchors`);
    expect(end).toBe(`end ${id} 201`);
    expect(second).toMatch(/^end \S+ 201$/);
    expect(second?.split(' ')[1]).not.toBe(id);
    expect(other?.split(' ')[1]).not.toBe(id);
    expect(heard).toHaveLength(4);
  });

  it('[PIPE-5] a layer that fails is an exchange: request:failure, the journal and onExchange name it with the request id', async () => {
    const summaries: string[] = [];
    const failures: MockEventMap['request:failure'][] = [];
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), {
      onExchange: (summary) => summaries.push(`${summary.requestId} ${summary.status} ${summary.failure}`),
      share: () => (sent, next) =>
        next(sent).then(() => {
          throw new Error('fsync failed: EIO');
        }),
    });
    mock.events.on('request:failure', (event) => failures.push(event));
    const sent = newAnchor();
    const answer = await mock.handle(sent);
    expect(answer.status).toBe(500);
    expect(failures.map((f) => [f.id, (f.error as Error).message])).toEqual([
      [sent.context?.id, 'fsync failed: EIO'],
    ]);
    const [entry] = mock.journal.entries();
    expect(entry?.status).toBe(500);
    expect(entry?.requestId).toBe(sent.context?.id);
    expect(entry?.failure).toBe('fsync failed: EIO');
    expect(summaries).toEqual([`${sent.context?.id} 500 fsync failed: EIO`]);
  });

  it('[PIPE-6] a LayerFailure answers with its own response (503 state_unavailable) and is journaled as a failure', async () => {
    const mock = createMock(createMemoryEngine({ tenants: defaultTenants }), {
      share: () => () =>
        Promise.reject(
          new LayerFailure('Redis lost', {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '1' },
            body: { error: 'state_unavailable', message: 'Redis lost' },
          }),
        ),
    });
    const answer = await mock.handle(newAnchor());
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(mock.journal.entries()[0]?.failure).toBe('Redis lost');
  });

  it('[PIPE-7] --state and --redis subscribe side by side: each hears every change, with the request that made it', async () => {
    const store = new MemoryStore();
    const engine = createMemoryEngine({ tenants: defaultTenants, store });
    const first: string[] = [];
    const second: string[] = [];
    store.subscribe((change, context) => first.push(`${change.op} ${context?.id}`));
    const stop = store.subscribe((change) => second.push(change.op));
    const mock = createMock(engine);
    const sent = newAnchor();
    await mock.handle(sent);
    stop();
    await mock.handle(newAnchor());
    expect(first).toHaveLength(2);
    expect(first[0]).toBe(`anchor ${sent.context?.id}`);
    expect(second).toEqual(['anchor']);
  });
});
