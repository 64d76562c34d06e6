/**
 * The snapshot in Redis is written in pieces, outside the write lock, and published in one script
 * (src/server/redis/write-batches.ts, sliced-json.ts, scripts.ts): the pieces rejoin to exactly
 * JSON.stringify's text and never split a surrogate pair, and a publish that comes too late (after
 * a reset, a newer snapshot, or a Redis that lost its data) is refused and leaves nothing behind,
 * against a real redis-server. A snapshot of several pieces loaded by a new replica: compaction.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnection } from '../../src/server/redis/connection.js';
import { publishSnapshotScript, snapshotPieceScript } from '../../src/server/redis/scripts.js';
import { pieceEnd, type SlicedOptions, stringifyInPieces } from '../../src/server/redis/sliced-json.js';
import { requireRedisServer, startRedis, type TestRedis } from './redis-server.js';

/** The pieces stringifyInPieces sends for `value`. */
async function piecesOf(value: unknown, size: number, options?: SlicedOptions): Promise<string[]> {
  const sent: string[] = [];
  const count = await stringifyInPieces(value, size, async (piece) => sent.push(piece), options);
  expect(count).toBe(sent.length);
  return sent;
}

/** What a snapshot holds, and what JSON.stringify leaves out or turns into null. */
const awkward = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom(undefined, () => 1, new Date(0), Symbol('s'), { toJSON: () => undefined }),
    fc.array(tie('value'), { maxLength: 90 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 6 }),
  ),
})).value;

describe('a snapshot in pieces (stringifyInPieces)', () => {
  it("is exactly JSON.stringify's text, whatever the piece size and however often it yields", async () => {
    await fc.assert(
      // Walked from arrays of 0-3 elements on, so that nearly every container is walked, not serialised whole.
      fc.asyncProperty(
        awkward,
        fc.integer({ min: 1, max: 40 }),
        fc.nat(3),
        async (value, size, longArray) => {
          const sent = await piecesOf(value, size, { sliceMs: 0, longArray });
          expect(sent.join('')).toBe(JSON.stringify(value) ?? '');
        },
      ),
      { seed: 20261126, numRuns: 400 },
    );
  });

  it('walks long arrays: no piece is longer than asked, none ends in half a pair, each survives UTF-8', async () => {
    const state = {
      anchors: [
        { atoms: Array.from({ length: 500 }, (_, i) => ({ content: `${i} 😀 é ${'x'.repeat(i % 7)}` })) },
      ],
      skipped: undefined,
    };
    for (const size of [1, 2, 3, 7, 64, 1000]) {
      const sent = await piecesOf(state, size, { sliceMs: 0 });
      expect(sent.join('')).toBe(JSON.stringify(state));
      for (const piece of sent) {
        expect(piece.length).toBeLessThanOrEqual(Math.max(size, 2));
        expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      }
    }
    expect(pieceEnd('a😀', 0, 2)).toBe(1);
    expect(pieceEnd('😀', 0, 1)).toBe(2);
    expect(await piecesOf(undefined, 10)).toEqual([]);
  });

  it('gives the event loop a turn while it works through a large state', async () => {
    const state = {
      atoms: Array.from({ length: 200_000 }, (_, i) => ({ atom_id: `a${i}`, content: 'x'.repeat(50) })),
    };
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      const sent = await piecesOf(state, 512 * 1024, { sliceMs: 1 });
      expect(sent.join('').length).toBe(JSON.stringify(state).length);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(2);
  });
});

describe('publishing a snapshot written in pieces', () => {
  let redis: TestRedis;
  let connection: RedisConnection;
  const prefix = 'test:snap:';
  const keys = (staged: string) => [
    staged,
    `${prefix}snapshot`,
    `${prefix}log`,
    `${prefix}claim`,
    `${prefix}epoch`,
  ];
  const send = <T>(...args: string[]) => connection.send<T>(args);

  /** Stages a snapshot of one piece and publishes it as the state at `at`. */
  async function publish(at: string, epoch = 'E', token = 'tok'): Promise<number> {
    const staged = `${prefix}snapshot:next:${token}`;
    await connection.run(snapshotPieceScript, [staged], ['d0', `{"at":"${at}"}`, '60000']);
    return connection.run<number>(publishSnapshotScript, keys(staged), [token, at, '0', '0', '1', epoch]);
  }

  beforeAll(async () => {
    requireRedisServer();
    redis = await startRedis();
    connection = await connectRedis(redis.url, { log: () => {} });
  });

  afterAll(async () => {
    await connection?.close();
    await redis?.dispose();
  });

  it('becomes the snapshot, trims the log to start at it, and lets the claim go', async () => {
    await send('SET', `${prefix}epoch`, 'E');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await send<string>('XADD', `${prefix}log`, '*', 'd', `e${i}`));
    await send('SET', `${prefix}claim`, 'tok');
    expect(await publish(ids[1] as string)).toBe(1);
    expect(await send('HGET', `${prefix}snapshot`, 'id')).toBe(ids[1]);
    expect(await send('HGET', `${prefix}snapshot`, 'pieces')).toBe('1');
    expect(await send('HGET', `${prefix}snapshot`, 'd0')).toBe(`{"at":"${ids[1]}"}`);
    // No expiry left on it (the pieces had one while they were written).
    expect(await send('PTTL', `${prefix}snapshot`)).toBe(-1);
    expect(await send('XLEN', `${prefix}log`)).toBe(2);
    expect(await send('EXISTS', `${prefix}claim`, `${prefix}snapshot:next:tok`)).toBe(0);
  });

  it('is refused, and its pieces dropped, when a newer snapshot came first', async () => {
    const [first] = await send<[string, string[]][]>('XRANGE', `${prefix}log`, '-', '+', 'COUNT', '1');
    expect(await publish((first as [string, string[]])[0], 'E', 'older')).toBe(0);
    expect(await send('EXISTS', `${prefix}snapshot:next:older`)).toBe(0);
  });

  it('is refused when a reset trimmed the log past the entry it was taken at', async () => {
    const [, last] = await send<[string, string[]][]>('XRANGE', `${prefix}log`, '-', '+');
    const at = await send<string>('XADD', `${prefix}log`, '*', 'd', 'e3');
    // What a reset does (appendScript): its entry starts the log, the snapshot goes.
    const reset = await send<string>('XADD', `${prefix}log`, '*', 'd', 'reset');
    await send('XTRIM', `${prefix}log`, 'MINID', reset);
    await send('DEL', `${prefix}snapshot`);
    expect(last).toBeDefined();
    expect(await publish(at, 'E', 'late')).toBe(0);
    expect(await send('EXISTS', `${prefix}snapshot`, `${prefix}snapshot:next:late`)).toBe(0);
    expect(await send('XLEN', `${prefix}log`)).toBe(1);
  });

  it('is refused when Redis lost the state it was taken from (another epoch)', async () => {
    const at = await send<string>('XADD', `${prefix}log`, '*', 'd', 'e4');
    expect(await publish(at, 'not-E', 'lost')).toBe(0);
    expect(await send('EXISTS', `${prefix}snapshot`)).toBe(0);
    expect(await publish(at)).toBe(1);
  });
});
