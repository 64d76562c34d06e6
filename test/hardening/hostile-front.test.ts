/**
 * What `npm start` serves, under fire: the same generated hostile requests through the Prism front
 * (client -> front -> Prism -> engine) and served directly, over real sockets. 10,400 requests in
 * all (fast-check, one seed): broken bodies of every memory operation (each schema rule broken,
 * forbidden keys, deep nesting, not JSON, invalid UTF-8, oversized), unknown property names in any
 * script, odd content types, odd methods and paths, bad releases queries. Whatever comes in: no
 * 5xx, no dropped connection, every refusal the documented error in `{error, message}` (not Prism's
 * own shape), the mocks alive afterwards, and the state unchanged by what they refused.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/engine/http/pipeline/schema-validator.js';
import { memoryDocument } from '../../src/generated/memory-document.js';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { hostileBodies } from './support/hostile-bodies.js';
import { hostileQueries, releasesOperations } from './support/hostile-queries.js';
import {
  authHeaders,
  type SeededWorkspace,
  seedMemory,
  stateOf,
  validMemoryBodies,
} from './support/memory-fixture.js';
import { judgeError } from './support/oracle.js';
import { createRawClient, type RawRequest, type RawResponse } from './support/raw-http.js';

const seed = 20_261_125;

function bodySchemaOf(path: string): JsonSchema {
  const item = (memoryDocument.paths as Record<string, unknown>)[path] as {
    post: { requestBody: { content: { 'application/json': { schema: JsonSchema } } } };
  };
  return item.post.requestBody.content['application/json'].schema;
}

/** Requests per mode and property; both modes together send 10,400. */
const runs = { bodies: 2_400, names: 800, contentTypes: 600, routes: 600, queries: 800 } as const;

describe.each([
  { mode: 'through the Prism front', direct: false },
  { mode: 'served directly', direct: true },
])('[H2] hostile requests $mode', ({ direct }) => {
  const logged: string[] = [];
  let memory: RunningMock;
  let releases: RunningMock;
  let seeded: SeededWorkspace;
  let memoryClient: ReturnType<typeof createRawClient>;
  let releasesClient: ReturnType<typeof createRawClient>;
  let before = '';

  beforeAll(async () => {
    const log = (line: string) => logged.push(line);
    [memory, releases] = await Promise.all([
      startMock({ api: 'memory', port: 0, direct, rateLimit: false, seed: 9, log }),
      startMock({ api: 'releases', port: 0, direct, log }),
    ]);
    seeded = await seedMemory(memory.engine);
    memoryClient = createRawClient(memory.url);
    releasesClient = createRawClient(releases.url);
    before = stateOf(memory.engine.engine);
  }, 90_000);

  afterAll(async () => {
    memoryClient?.close();
    releasesClient?.close();
    await Promise.all([memory?.close(), releases?.close()]);
  });

  /** Sends, turning a dropped connection into a failure that names the request. */
  async function send(client: ReturnType<typeof createRawClient>, raw: RawRequest): Promise<RawResponse> {
    try {
      return await client.send(raw);
    } catch (error) {
      return expect.fail(`dropped connection on ${raw.method} ${raw.path}: ${(error as Error).message}`);
    }
  }

  function expectRefusal(engine: RunningMock['engine'], method: string, path: string, seen: RawResponse) {
    expect(seen.status, `${method} ${path}: ${seen.text.slice(0, 200)}`).toBeLessThan(500);
    const verdict = judgeError(engine, method, path.split('?')[0] ?? path, seen);
    if (verdict !== null) expect.fail(verdict);
    expect(Object.keys(seen.body as object).sort()).toEqual(['error', 'message']);
  }

  it('[H2-1] broken bodies of every memory operation get the documented refusal', async () => {
    const operations = ['createAnchor', 'createAtoms', 'recall', 'sendFeedback', 'ingestMemory'] as const;
    const cases = fc.constantFrom(...operations).chain((operation) => {
      const { path, body } = validMemoryBodies(seeded)[operation];
      return hostileBodies(bodySchemaOf(path), body, { oversized: true }).map((hostile) => ({
        path,
        hostile,
      }));
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, hostile }) => {
        const seen = await send(memoryClient, {
          method: 'POST',
          path,
          headers: authHeaders(),
          body: hostile.body,
        });
        expectRefusal(memory.engine, 'POST', path, seen);
        expect(seen.status, hostile.label).toBe(hostile.status);
      }),
      { seed, numRuns: runs.bodies },
    );
  }, 300_000);

  it('[H2-2] unknown property names in any script are refused, and nothing is stored', async () => {
    const names = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.constantFrom('中', 'ключ', '😀', 'a\u0000b', '\u202e', 'x'.repeat(9000)),
    );
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const body = JSON.stringify({
          name: 'a',
          type: 'b',
          [name]: 1,
          ...(name === 'name' ? { extra: 1 } : {}),
        });
        const seen = await send(memoryClient, {
          method: 'POST',
          path: '/v1/anchors',
          headers: authHeaders(),
          body,
        });
        expectRefusal(memory.engine, 'POST', '/v1/anchors', seen);
        expect(seen.status).toBe(400);
      }),
      { seed, numRuns: runs.names },
    );
  }, 300_000);

  it('[H2-3] odd content types with valid and broken bodies', async () => {
    const { path, body } = validMemoryBodies(seeded).recall;
    const types = fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/merge-patch+json',
      'application/vnd.api+json',
      'application/json; charset=utf-16',
      'application/JSON',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
      '',
      '*/*',
    );
    const bodies = fc.constantFrom(
      JSON.stringify(body),
      '{"anchor_id":',
      'anchor_id=1',
      '\u00ff\u00fe{',
      '[]',
    );
    await fc.assert(
      fc.asyncProperty(types, bodies, async (type, text) => {
        const headers = { ...authHeaders(), 'content-type': type };
        const seen = await send(memoryClient, { method: 'POST', path, headers, body: text });
        if (seen.status === 200) return; // a JSON type with the valid body: a recall like any other
        expectRefusal(memory.engine, 'POST', path, seen);
      }),
      { seed, numRuns: runs.contentTypes },
    );
    // The recalls that succeeded stored their sessions; what follows is refused again.
    before = stateOf(memory.engine.engine);
  }, 300_000);

  it('[H2-4] odd methods and paths get 404/405 in the error shape', async () => {
    const paths = ['/v1/anchors', '/v1/atoms', '/v1/recall', '/v1/feedback', '/v1/memory/hydrate'];
    const cases = fc.oneof(
      fc.tuple(
        fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'),
        fc.constantFrom(...paths),
      ),
      fc.tuple(
        fc.constantFrom('GET', 'POST'),
        fc.oneof(
          // `/` is the mock's landing page and `/__console/` its console (docs/console.md), not API paths.
          fc
            .webPath()
            .filter(
              (p) =>
                p.startsWith('/') &&
                p !== '/' &&
                !paths.includes(p) &&
                !p.startsWith('/__control') &&
                !p.startsWith('/__console'),
            ),
          fc.constantFrom(
            '/v1/anchors/',
            '/V1/ANCHORS',
            '/v1//atoms',
            '//',
            '//evil.test/v1/anchors',
            '/api/v1/sources/%ZZ/events',
            '/v1/recall/%ZZ',
            '/v1/anchors/..%2f',
            '/%00',
          ),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([method, path]) => {
        const seen = await send(memoryClient, { method, path, headers: authHeaders(), body: '{}' });
        // CORS preflights are answered (Prism's and the adapter's own CORS), without a body.
        if (method === 'OPTIONS' && seen.status < 300) return;
        // Prism forwards `/v1//atoms` as `/v1/atoms`: judged as the engine saw it.
        const forwarded = direct ? path : path.replace(/\/{2,}/g, '/');
        expectRefusal(memory.engine, method, forwarded, seen);
      }),
      { seed, numRuns: runs.routes },
    );
  }, 300_000);

  it('[H2-5] bad releases queries get the documented 400/404', async () => {
    const names = Object.keys(releasesOperations) as (keyof typeof releasesOperations)[];
    const cases = fc.constantFrom(...names).chain(hostileQueries);
    await fc.assert(
      fc.asyncProperty(cases, async (hostile) => {
        const path = `${hostile.path}?${hostile.query}`;
        const seen = await send(releasesClient, { method: 'GET', path });
        expectRefusal(releases.engine, 'GET', hostile.path, seen);
        expect(seen.status, hostile.label).toBe(hostile.status);
      }),
      { seed, numRuns: runs.queries },
    );
  }, 300_000);

  it('[H2-6] afterwards: state unchanged by every refusal, the mocks serving, nothing unexpected logged', async () => {
    expect(stateOf(memory.engine.engine)).toBe(before);
    const ok = await send(memoryClient, {
      method: 'POST',
      path: '/v1/anchors',
      headers: authHeaders(),
      body: JSON.stringify({ name: 'still serving', type: 'agent' }),
    });
    expect(ok.status).toBe(201);
    const events = await send(releasesClient, { method: 'GET', path: '/api/v1/events?limit=1' });
    expect(events.status).toBe(200);
    expect(logged.filter((line) => /500|unexpected|exited|restart/i.test(line))).toEqual([]);
    if (!direct) expect(memory.violations()).toMatchObject({ count: 0 });
  });
});
