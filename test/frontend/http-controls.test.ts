/**
 * Overrides, faults and the journal on the HTTP mock's control surface, over real HTTP: the
 * memory mock behind Prism (so a deliberate undocumented status is shown to be expected rather
 * than counted as a violation) and the releases mock served directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { call, memoryHeaders } from '../server/http-helpers.js';

let memory: RunningMock;
let releases: RunningMock;

beforeAll(async () => {
  [memory, releases] = await Promise.all([
    startMock({ api: 'memory', port: 0, rateLimit: false, log: () => {} }),
    startMock({ api: 'releases', port: 0, direct: true }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([memory?.close(), releases?.close()]);
});

const control = (mock: RunningMock, path: string, init: Parameters<typeof call>[1] = {}) =>
  call(`${mock.url}/__control/${path}`, { headers: { 'content-type': 'application/json' }, ...init });
const createAnchor = () =>
  call(`${memory.url}/v1/anchors`, {
    method: 'POST',
    headers: memoryHeaders,
    body: { name: 'A', type: 'agent' },
  });

describe('[HTTP-OVERRIDE] overrides over HTTP', () => {
  it('[HTTP-OVERRIDE-1] POST answers the next request, GET lists, DELETE clears', async () => {
    const body = { anchor_id: '00000000-0000-4000-8000-000000000009', name: 'N', type: 't', metadata: {} };
    const added = await control(memory, 'overrides', {
      method: 'POST',
      body: { operation: 'POST /v1/anchors', response: { status: 201, body }, times: 2 },
    });
    expect(added.status).toBe(201);
    expect((await control(memory, 'overrides')).body.overrides).toHaveLength(1);
    const answer = await createAnchor();
    expect([answer.status, answer.body, answer.headers.get('x-contract-kit-override')]).toEqual([
      201,
      body,
      `${added.body.id} (createAnchor)`,
    ]);
    expect((await control(memory, 'overrides', { method: 'DELETE' })).body).toEqual({ removed: 1 });
    expect((await createAnchor()).body.anchor_id).not.toBe(body.anchor_id);
    expect(memory.violations().count).toBe(0);
  }, 20_000);

  it('[HTTP-OVERRIDE-2] a response that breaks the contract is a 400 unless unchecked', async () => {
    const broken = { operation: 'createAnchor', response: { status: 201, body: { anchor_id: 7 } } };
    const refused = await control(memory, 'overrides', { method: 'POST', body: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/breaks the contract/);
    const accepted = await control(memory, 'overrides', {
      method: 'POST',
      body: { ...broken, unchecked: true },
    });
    expect(accepted.status).toBe(201);
    expect((await createAnchor()).body).toEqual({ anchor_id: 7 });
    expect(memory.violations()).toMatchObject({ count: 0 });
    expect(memory.violations().expected).toBeGreaterThan(0);
  }, 20_000);
});

describe('[HTTP-FAULT] faults over HTTP', () => {
  it('[HTTP-FAULT-1] an undocumented status through Prism is labelled and its violation expected', async () => {
    const before = memory.violations().expected ?? 0;
    await control(memory, 'faults', { method: 'POST', body: { operation: 'createAnchor', status: 503 } });
    const answer = await createAnchor();
    expect([answer.status, answer.body.error]).toEqual([503, 'injected_fault']);
    expect(answer.headers.get('x-contract-kit-fault')).toMatch(/status 503 \(undocumented\)$/);
    expect(memory.violations().count).toBe(0);
    expect(memory.violations().expected).toBeGreaterThan(before);
  }, 20_000);

  it('[HTTP-FAULT-2] reset, truncated JSON and no answer, behind Prism and direct', async () => {
    for (const [mock, operation, url] of [
      [memory, 'createAnchor', `${memory.url}/v1/anchors`],
      [releases, 'listSources', `${releases.url}/api/v1/sources`],
    ] as const) {
      const init =
        mock === memory ? { method: 'POST', headers: memoryHeaders, body: '{"name":"A","type":"a"}' } : {};
      const faults = ['reset', 'truncate', 'hang'].map((network) => ({ operation, network }));
      for (const body of faults) await control(mock, 'faults', { method: 'POST', body });
      await expect(fetch(url, init)).rejects.toThrow();
      const truncated = await fetch(url, init);
      await expect(truncated.json()).rejects.toThrow(SyntaxError);
      await expect(fetch(url, { ...init, signal: AbortSignal.timeout(500) })).rejects.toThrow();
      expect((await fetch(url, init)).status).toBeLessThan(300);
    }
  }, 30_000);

  it('[HTTP-OVERRIDE-3] bad override specs are a 400 in the error shape', async () => {
    const response = { status: 200, body: { sources: [], pagination: { total: 0, limit: 1, offset: 0 } } };
    for (const body of [
      { operation: 'listSources' },
      { operation: 'listSources', response: { ...response, status: 99 } },
      { operation: 'listSources', response, times: 0 },
      { operation: 'listSources', response, unchecked: 'yes' },
      { operation: 'listSources', response, when: { query: { limit: 5 } } },
      { operation: 'listSources', response: { ...response, headers: { 'bad header': 'x' } } },
      { operation: 'listSources', response, extra: true },
      `{"operation":"listSources","response":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      const answer = await control(releases, 'overrides', { method: 'POST', body });
      expect([answer.status, answer.body.error, typeof answer.body.message]).toEqual([
        400,
        'bad_request',
        'string',
      ]);
    }
    expect((await control(releases, 'overrides', { method: 'DELETE', headers: {} })).status).toBe(200);
    expect(
      (await call(`${releases.url}/__control/overrides?id=${'x'.repeat(5000)}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('[HTTP-FAULT-3] bad fault specs are a 400 in the error shape', async () => {
    for (const body of [
      { operation: 'nope', status: 503 },
      { status: 700 },
      { network: 'explode' },
      { operation: 'listEvents' },
      [1, 2],
      '{"__proto__": {"status": 500}}',
      'not json',
    ]) {
      const answer = await control(releases, 'faults', { method: 'POST', body });
      expect([answer.status, answer.body.error, typeof answer.body.message]).toEqual([
        400,
        'bad_request',
        'string',
      ]);
    }
  });
});

describe('[HTTP-JOURNAL] the journal over HTTP', () => {
  it('[HTTP-JOURNAL-1] filters by operation and status, redacts credentials, clears', async () => {
    await control(memory, 'journal', { method: 'DELETE' });
    await call(`${memory.url}/v1/recall`, {
      method: 'POST',
      headers: memoryHeaders,
      body: { anchor_id: 'x', query: 'q', limit: 0 },
    });
    await createAnchor();
    const errors = await control(memory, 'journal?operation=POST%20/v1/recall&status=4xx');
    expect(errors.body.entries).toHaveLength(1);
    expect(errors.body.entries[0]).toMatchObject({
      operationId: 'recall',
      status: 400,
      request: { body: { limit: 0 } },
    });
    expect(JSON.stringify(errors.body)).not.toContain('ck_test_key');
    expect((await control(memory, 'journal?status=2xx')).body.entries).toHaveLength(1);
    expect((await control(memory, 'journal?status=abc')).status).toBe(400);
    expect((await control(memory, 'journal?operation=nope')).status).toBe(400);
    await control(memory, 'journal', { method: 'DELETE' });
    expect((await control(memory, 'journal')).body.entries).toEqual([]);
  }, 20_000);

  it('[HTTP-JOURNAL-2] POST /__control/reset clears overrides, faults and the journal', async () => {
    await control(releases, 'faults', { method: 'POST', body: { status: 500, times: 'always' } });
    await control(releases, 'reset', { method: 'POST' });
    expect((await control(releases, 'faults')).body.faults).toEqual([]);
    expect((await call(`${releases.url}/api/v1/sources`)).status).toBe(200);
  });
});
