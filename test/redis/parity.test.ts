/**
 * The parity table (test/parity/) against two replicas on one Redis, its requests alternating
 * between them, next to one process with its state in memory: a deployment of replicas answers
 * every row as one process does. Status, content-type, Allow and bodies must be equal; ids (drawn
 * at random with --redis, so never those of the other side, and unseeded here on both) are
 * compared by where they first appeared, dates as dates, and Retry-After within a second (each
 * side runs on the real clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMock, startMock } from '../../src/server/index.js';
import { parityRateLimit, parityTable } from '../parity/parity-table.js';
import { type Bases, type ParityResult, runTable } from '../parity/run-table.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';
import { alternating } from './replica-helpers.js';

/** Ids the engines draw: UUIDs, and checkout sessions' `cs_test_` and 32 hex digits (also inside URLs). */
const ids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|cs_test_[0-9a-f]{32}/gi;
const dateTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * A copy of `value` with each id replaced by `{id N}`, N its order of first appearance in the
 * whole run (`seen`), and each date-time by `{date-time}`.
 */
function normalise(value: unknown, seen: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (dateTime.test(value)) return '{date-time}';
    return value.replace(ids, (id) => {
      if (!seen.has(id)) seen.set(id, `{id ${seen.size + 1}}`);
      return seen.get(id) as string;
    });
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, seen));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, seen)]));
  }
  return value;
}

function normaliseAll(results: ParityResult[]): ParityResult[] {
  const seen = new Map<string, string>();
  return results.map((result) => ({ ...result, body: normalise(result.body, seen) }));
}

/**
 * A fetch that sends each row to the next replica of its API in turn ({@link alternating}), and
 * writes the origin of the one that answered back as that of the first: the table knows one base
 * URL per API.
 */
function alternatingReplicas(replicas: Record<'memory' | 'releases', string[]>, sent: Map<string, number>) {
  const send = { memory: alternating(replicas.memory, sent), releases: alternating(replicas.releases, sent) };
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const memoryHost = new URL(replicas.memory[0] as string).host;
    const api = new URL(String(input)).host === memoryHost ? 'memory' : 'releases';
    const response = await send[api](input, init);
    const text = (await response.text()).replaceAll(new URL(response.url).origin, replicas[api][0] as string);
    return new Response(text === '' ? null : text, { status: response.status, headers: response.headers });
  }) as typeof fetch;
}

describe('[REDIS-PARITY] the parity table through two replicas, alternating, as through one process', () => {
  let redis: TestRedis;
  const mocks: RunningMock[] = [];
  let oneProcess: ParityResult[] = [];
  let throughReplicas: ParityResult[] = [];
  const sent = new Map<string, number>();

  beforeAll(async () => {
    requireRedisServer();
    redis = await startRedis();
    const start = async (api: 'memory' | 'releases', shared: boolean) => {
      const mock = await startMock({
        api,
        port: 0,
        direct: true,
        ...(api === 'memory' ? { rateLimit: parityRateLimit } : {}),
        ...(shared ? { redis: redis.url } : {}),
        log: () => {},
      });
      mocks.push(mock);
      return mock.url;
    };
    const single: Bases = { memory: await start('memory', false), releases: await start('releases', false) };
    const replicas = {
      memory: [await start('memory', true), await start('memory', true)],
      releases: [await start('releases', true), await start('releases', true)],
    };
    oneProcess = normaliseAll(await runTable(parityTable, single));
    const bases: Bases = { memory: replicas.memory[0] as string, releases: replicas.releases[0] as string };
    throughReplicas = normaliseAll(await runTable(parityTable, bases, alternatingReplicas(replicas, sent)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(mocks.map((mock) => mock.close()));
    await redis?.dispose();
  });

  it('[REDIS-PARITY-0] every replica answered its share of the table', () => {
    expect(sent.size).toBe(4);
    for (const count of sent.values()) expect(count).toBeGreaterThanOrEqual(5);
  });

  it.each(parityTable.map((row, i) => [i + 1, row.title, row.status] as const))(
    '[REDIS-PARITY-%i] %s',
    (index, _title, status) => {
      const single = oneProcess[index - 1] as ParityResult;
      const shared = throughReplicas[index - 1] as ParityResult;
      expect(single.status, 'status of one process').toBe(status);
      const retryAfter = (result: ParityResult) => Number(result.headers['retry-after'] ?? Number.NaN);
      if (single.headers['retry-after'] !== null) {
        expect(Math.abs(retryAfter(shared) - retryAfter(single))).toBeLessThanOrEqual(1);
      } else expect(shared.headers['retry-after']).toBeNull();
      const withoutRetry = (result: ParityResult) => ({
        ...result,
        headers: { ...result.headers, 'retry-after': null },
      });
      expect(withoutRetry(shared)).toEqual(withoutRetry(single));
    },
  );
});
