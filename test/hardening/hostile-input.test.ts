/**
 * Hardening 1: hostile input. Thousands of requests that are invalid by construction, generated
 * with fast-check from the OpenAPI request schemas (fixed seed, so a failure reproduces), go to
 * every operation of both APIs: mostly in process through `engine.handle` (fast), a few hundred
 * over real sockets through the node adapter (`startMock` direct). Every answer must be a 4xx the
 * document lists for that operation, in the `{error, message}` shape, with the exact status known
 * in advance; nothing may reach a 500 or crash; and the state (snapshot and version) must be the
 * same afterwards.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReleasesData } from '../../fixtures/releases-data.js';
import type { Engine } from '../../src/engine/engine.js';
import type { JsonSchema } from '../../src/engine/http/pipeline/schema-validator.js';
import { createReleasesEngine } from '../../src/engine/releases/create-releases-engine.js';
import { memoryDocument } from '../../src/generated/memory-document.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { hostileBodies } from './support/hostile-bodies.js';
import { hostileQueries, releasesOperations, unknownParams } from './support/hostile-queries.js';
import {
  authHeaders,
  createHardenedMemoryEngine,
  engineRequest,
  memoryOperations,
  type SeededWorkspace,
  seedMemory,
  stateOf,
  validMemoryBodies,
} from './support/memory-fixture.js';
import { judgeError, type SeenResponse } from './support/oracle.js';
import { createRawClient } from './support/raw-http.js';

/** One seed for every property: a failure names its counterexample and reproduces exactly. */
const seed = 20_240_607;

function bodySchemaOf(path: string): JsonSchema {
  const item = (memoryDocument.paths as Record<string, unknown>)[path] as {
    post: { requestBody: { content: { 'application/json': { schema: JsonSchema } } } };
  };
  return item.post.requestBody.content['application/json'].schema;
}

/** Prototypes a `__proto__` key could reach; their own keys are compared before and after. */
const prototypes = [Object.prototype, Array.prototype, Function.prototype];
const prototypeKeys = () => prototypes.map((p) => Reflect.ownKeys(p).map(String).sort().join(','));
const keysBefore = prototypeKeys();

afterAll(() => {
  expect(prototypeKeys()).toEqual(keysBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

function expectDocumented(
  engine: Pick<Engine, 'routes'> | { readonly routes: readonly Engine['routes'][number][] },
  method: string,
  path: string,
  seen: SeenResponse,
): void {
  const verdict = judgeError(engine, method, path, seen);
  if (verdict !== null) expect.fail(verdict);
}

describe('[H1] the oracle itself', () => {
  const { engine } = createHardenedMemoryEngine();
  const error = (status: number, code: string, headers: Record<string, string> = {}) => ({
    status,
    headers,
    body: { error: code, message: 'm' },
  });
  const cases: [string, { method: string; path: string; seen: SeenResponse }, boolean][] = [
    ['a documented 400', { method: 'POST', path: '/v1/recall', seen: error(400, 'bad_request') }, true],
    [
      'a success',
      { method: 'POST', path: '/v1/recall', seen: { status: 200, headers: {}, body: {} } },
      false,
    ],
    ['a 500', { method: 'POST', path: '/v1/recall', seen: error(500, 'internal_error') }, false],
    [
      'a wrong code for the status',
      { method: 'POST', path: '/v1/recall', seen: error(400, 'not_found') },
      false,
    ],
    [
      'a status the operation does not document',
      { method: 'POST', path: '/v1/anchors', seen: error(404, 'not_found') },
      false,
    ],
    [
      'another shape',
      { method: 'POST', path: '/v1/recall', seen: { status: 400, headers: {}, body: { code: 'x' } } },
      false,
    ],
    [
      'a 405 without Allow',
      { method: 'GET', path: '/v1/recall', seen: error(405, 'method_not_allowed') },
      false,
    ],
    [
      'a 405 with Allow',
      { method: 'GET', path: '/v1/recall', seen: error(405, 'method_not_allowed', { allow: 'POST' }) },
      true,
    ],
    ['a 404 off the routes', { method: 'GET', path: '/nope', seen: error(404, 'not_found') }, true],
  ];
  it.each(cases)('[H1.o] judges %s', (_title, { method, path, seen }, accepted) => {
    expect(judgeError(engine, method, path, seen) === null).toBe(accepted);
  });
});

describe('[H1] hostile input to the memory engine, in process', () => {
  let engine: Engine;
  let errors: unknown[];
  let seeded: SeededWorkspace;

  beforeAll(async () => {
    ({ engine, errors } = createHardenedMemoryEngine());
    seeded = await seedMemory(engine);
    await seedMemory(engine, authHeaders('ck_test_key', 'ws_other'));
  });

  afterAll(() => {
    // onError sees only what would have been a 500: there must be none.
    expect(errors).toEqual([]);
  });

  it('[H1.0] every unbroken body is accepted, so a refusal below is the mutation alone', async () => {
    const { engine: scratch } = createHardenedMemoryEngine();
    const bodies = validMemoryBodies(await seedMemory(scratch));
    for (const [operation, { path, body }] of Object.entries(bodies)) {
      const response = await scratch.handle(engineRequest('POST', path, body));
      expect(response.status, `${operation}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    }
  });

  for (const operation of memoryOperations) {
    it(`[H1.1] ${operation}: bodies broken one rule at a time get the documented 400 or 413, state unchanged`, async () => {
      const { path, body } = validMemoryBodies(seeded)[operation];
      await fc.assert(
        fc.asyncProperty(hostileBodies(bodySchemaOf(path), body, { oversized: true }), async (hostile) => {
          const before = stateOf(engine);
          const response = await engine.handle(engineRequest('POST', path, hostile.body));
          expectDocumented(engine, 'POST', path, response);
          expect(response.status, hostile.label).toBe(hostile.status);
          expect(stateOf(engine), hostile.label).toBe(before);
        }),
        { seed, numRuns: 350 },
      );
    });
  }

  it('[H1.2] broken credentials, workspaces, content types and Prefer headers get a documented 4xx', async () => {
    const secured = memoryOperations.filter((op) => op !== 'createCheckoutSession');
    const notJsonTypes = fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'json',
        '',
      ),
      fc
        .string({ maxLength: 30 })
        .filter((t) => !/^\s*application\/([^;]*\+)?json\s*(;|$)/i.test(t) && !/[\r\n]/.test(t)),
    );
    const headerBreaks: fc.Arbitrary<[string, (h: Record<string, string>) => void]>[] = [
      fc.constant(['no credentials', (h) => delete h.authorization]),
      fc
        .string({ maxLength: 40 })
        .map((v) => [`authorization ${JSON.stringify(v)}`, (h) => (h.authorization = v)]),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .map((k) => [`unknown key ${k}`, (h) => (h.authorization = `Bearer ${k}_x`)]),
      fc.constant(['key mismatch', (h) => (h['x-api-key'] = 'ck_blocked_key')]),
      fc.constant(['blocked billing', (h) => (h.authorization = 'Bearer ck_blocked_key')]),
      fc.constant(['no workspace', (h) => delete h['x-workspace-id']]),
      fc
        .constantFrom('', '   ', 'w'.repeat(129), 'ws_denied', 'ws_unknown')
        .map((w) => [`workspace ${JSON.stringify(w.slice(0, 20))}`, (h) => (h['x-workspace-id'] = w)]),
      notJsonTypes.map((t) => [`content-type ${JSON.stringify(t)}`, (h) => (h['content-type'] = t)]),
      fc
        .constantFrom('code=418', 'code=999', 'code=401', 'code=402', 'code=403', 'code=413', 'code=429')
        .map((p) => [`prefer ${p}`, (h) => (h.prefer = p)]),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...secured),
        fc.oneof(...headerBreaks),
        async (operation, [label, breakIt]) => {
          const { path, body } = validMemoryBodies(seeded)[operation];
          const headers = authHeaders();
          breakIt(headers);
          const before = stateOf(engine);
          const response = await engine.handle(engineRequest('POST', path, body, headers));
          expect(response.status, `${operation} ${label}`).toBeGreaterThanOrEqual(400);
          expectDocumented(engine, 'POST', path, response);
          expect(stateOf(engine), label).toBe(before);
        },
      ),
      { seed, numRuns: 600 },
    );
  });

  it('[H1.3] wrong methods get 405 with Allow, unknown paths 404, in the error shape', async () => {
    const paths = Object.values(validMemoryBodies(seeded)).map((b) => b.path);
    const wrongMethod = fc.tuple(
      fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'),
      fc.constantFrom(...paths),
    );
    const unknownPath = fc.tuple(
      fc.constantFrom('GET', 'POST'),
      fc.oneof(
        fc.webPath().filter((p) => !paths.includes(p) && !p.startsWith('/__control')),
        fc.constantFrom('/v1/anchors/', '/V1/ANCHORS', '/v1//atoms', '/v1/recall/%ZZ', '/v1/anchors/..%2f'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(wrongMethod, unknownPath), async ([method, path]) => {
        const before = stateOf(engine);
        const response = await engine.handle(engineRequest(method, path, '{}'));
        expectDocumented(engine, method, path, response);
        expect(stateOf(engine)).toBe(before);
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('[H1] hostile queries to the releases engine, in process', () => {
  const errors: unknown[] = [];
  const engine = createReleasesEngine({ data: defaultReleasesData, onError: (e) => errors.push(e) });
  const get = (path: string, query: URLSearchParams) =>
    engine.handle({ method: 'GET', path, query, headers: {}, body: null, origin: 'http://127.0.0.1:4011' });

  afterAll(() => expect(errors).toEqual([]));

  for (const operation of Object.keys(releasesOperations) as (keyof typeof releasesOperations)[]) {
    it(`[H1.4] ${operation}: a bad, repeated or contradictory query value gets the documented 400 (404 for an unknown id)`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQueries(operation), async (hostile) => {
          const before = stateOf(engine);
          const response = await get(hostile.path, hostile.query);
          expectDocumented(engine, 'GET', hostile.path, response);
          expect(response.status, `${hostile.label} ?${hostile.query}`).toBe(hostile.status);
          expect(stateOf(engine)).toBe(before);
        }),
        { seed, numRuns: 300 },
      );
    });
  }

  it('[H1.5] unknown query parameters are ignored: the same answer as without them', async () => {
    const plain = [
      '/api/v1',
      '/api/v1/sources',
      '/api/v1/events?severity=Danger',
      '/api/v1/sources/1/events',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...plain), unknownParams, async (url, extra) => {
        const [path = '', search = ''] = url.split('?');
        const query = new URLSearchParams(search);
        const expected = await get(path, new URLSearchParams(search));
        for (const [name, value] of extra) query.append(name, value);
        const response = await get(path, query);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(expected.body);
      }),
      { seed, numRuns: 100 },
    );
  });

  it('[H1.6] wrong methods on every releases path get 405 with Allow, in the error shape', async () => {
    const paths = ['/api/v1', '/api/v1/sources', '/api/v1/events', '/api/v1/sources/1/events'];
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const response = await engine.handle({
          method,
          path,
          query: new URLSearchParams(),
          headers: { 'content-type': 'application/json' },
          body: '{"__proto__":{"polluted":1}}',
          origin: 'http://127.0.0.1:4011',
        });
        expectDocumented(engine, method, path, response);
      }
    }
  });
});

describe('[H1] hostile input over real HTTP (node adapter, startMock direct)', () => {
  const logged: string[] = [];
  let memory: RunningMock;
  let releases: RunningMock;
  let seeded: SeededWorkspace;

  beforeAll(async () => {
    const log = (line: string) => logged.push(line);
    [memory, releases] = await Promise.all([
      startMock({ api: 'memory', port: 0, direct: true, rateLimit: false, seed: 5, log }),
      startMock({ api: 'releases', port: 0, direct: true, log }),
    ]);
    seeded = await seedMemory(memory.engine);
  });

  afterAll(async () => {
    await Promise.all([memory?.close(), releases?.close()]);
    // Nothing unexpected reached the mocks' logs: no 500, no adapter failure.
    expect(logged).toEqual([]);
  });

  it('[H1.7] broken bodies, sent as bytes on a socket, get the same documented answers', async () => {
    const client = createRawClient(memory.url);
    const operations = ['createAtoms', 'recall', 'sendFeedback', 'ingestMemory'] as const;
    const cases = fc.constantFrom(...operations).chain((operation) => {
      const { path, body } = validMemoryBodies(seeded)[operation];
      return hostileBodies(bodySchemaOf(path), body, { oversized: true }).map((hostile) => ({
        path,
        hostile,
      }));
    });
    const before = stateOf(memory.engine.engine);
    try {
      await fc.assert(
        fc.asyncProperty(cases, async ({ path, hostile }) => {
          const response = await client.send({
            method: 'POST',
            path,
            headers: authHeaders(),
            body: hostile.body,
          });
          expectDocumented(memory.engine, 'POST', path, response);
          expect(response.status, hostile.label).toBe(hostile.status);
        }),
        { seed, numRuns: 200 },
      );
    } finally {
      client.close();
    }
    expect(stateOf(memory.engine.engine)).toBe(before);
  });

  it('[H1.8] bad releases queries over HTTP get the documented 400/404', async () => {
    const client = createRawClient(releases.url);
    const names = Object.keys(releasesOperations) as (keyof typeof releasesOperations)[];
    const cases = fc.constantFrom(...names).chain(hostileQueries);
    try {
      await fc.assert(
        fc.asyncProperty(cases, async (hostile) => {
          const response = await client.send({ method: 'GET', path: `${hostile.path}?${hostile.query}` });
          expectDocumented(releases.engine, 'GET', hostile.path, response);
          expect(response.status, hostile.label).toBe(hostile.status);
        }),
        { seed, numRuns: 120 },
      );
    } finally {
      client.close();
    }
  });

  it('[H1.9] wrong methods and content types over HTTP get 405/400 in the error shape', async () => {
    const client = createRawClient(memory.url);
    const before = stateOf(memory.engine.engine);
    try {
      for (const { path, body } of Object.values(validMemoryBodies(seeded))) {
        for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
          const response = await client.send({
            method,
            path,
            headers: authHeaders(),
            body: JSON.stringify(body),
          });
          expectDocumented(memory.engine, method, path, response);
        }
        for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=b']) {
          const headers = { ...authHeaders(), 'content-type': type };
          const response = await client.send({ method: 'POST', path, headers, body: JSON.stringify(body) });
          expect(response.status).toBe(400);
          expectDocumented(memory.engine, 'POST', path, response);
        }
        const untyped: Record<string, string> = authHeaders();
        delete untyped['content-type'];
        const response = await client.send({
          method: 'POST',
          path,
          headers: untyped,
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(400);
      }
    } finally {
      client.close();
    }
    expect(stateOf(memory.engine.engine)).toBe(before);
  });

  it('[H1.10] huge headers: under and over 16 KiB, a 400 in the error shape', async () => {
    const client = createRawClient(memory.url);
    const { path, body } = validMemoryBodies(seeded).recall;
    const before = stateOf(memory.engine.engine);
    try {
      // Under node's header limit the request reaches the engine, which refuses the values.
      const longWorkspace = await client.send({
        method: 'POST',
        path,
        headers: { ...authHeaders(), 'x-workspace-id': 'w'.repeat(8_000) },
        body: JSON.stringify(body),
      });
      expect(longWorkspace.status).toBe(400);
      expectDocumented(memory.engine, 'POST', path, longWorkspace);
      const longKey = await client.send({
        method: 'POST',
        path,
        headers: { ...authHeaders(), authorization: `Bearer ${'k'.repeat(12_000)}` },
        body: JSON.stringify(body),
      });
      expect(longKey.status).toBe(400);
      expectDocumented(memory.engine, 'POST', path, longKey);
      // Over node's 16 KiB (http.maxHeaderSize) node's parser refuses the request before any
      // handler runs; the server's clientError hook still answers in the API's shape.
      for (const headers of [
        { ...authHeaders(), 'x-padding': 'p'.repeat(20_000) },
        Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`x-h${i}`, 'v'.repeat(30)])),
      ]) {
        // A connection of its own: the server closes it after the answer.
        const once = createRawClient(memory.url);
        const huge = await once.send({ method: 'POST', path, headers, body: '{}' }).finally(once.close);
        expect(huge.status).toBe(400);
        expect(JSON.parse(huge.text)).toEqual({
          error: 'bad_request',
          message: 'request headers are larger than 16 KiB',
        });
      }
    } finally {
      client.close();
    }
    expect(stateOf(memory.engine.engine)).toBe(before);
    // The server survived all of it.
    const after = await fetch(`${memory.url}${path}`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify(body),
    });
    expect(after.status).toBe(200);
  });
});
