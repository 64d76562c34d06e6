import { createHash } from 'node:crypto';
import type { LuaScript } from './connection.js';

function script(source: string): LuaScript {
  return { source, sha1: createHash('sha1').update(source).digest('hex') };
}

/**
 * The state's epoch (string KEYS[n]): a random value the first replica to find none sets (ARGV[m],
 * its candidate). It lives and dies with the log: a Redis that lost its data (restarted without its
 * append-only file, or flushed) has none, and the replica that finds it missing sets a new one; a
 * replica whose epoch differs rebuilds from what Redis holds instead of applying, or appending,
 * changes made on a state Redis no longer has.
 */
const epochOf = (key: string, candidate: string) => `
local epoch = redis.call('GET', ${key})
if not epoch then
  redis.call('SET', ${key}, ${candidate})
  epoch = ${candidate}
end`;

/**
 * Reads up to ARGV[2] log entries (KEYS[1]) after id ARGV[1], with the id the snapshot (hash
 * KEYS[2]) was taken at ('' for none): a replica that has not reached it must load the snapshot,
 * since the entries before it are gone. Returns {snapshot id, entries, epoch} (epoch KEYS[3],
 * candidate ARGV[3]; see {@link epochOf}).
 */
export const readScript = script(`${epochOf('KEYS[3]', 'ARGV[3]')}
local snapshot = redis.call('HGET', KEYS[2], 'id') or ''
return {snapshot, redis.call('XRANGE', KEYS[1], '(' .. ARGV[1], '+', 'COUNT', ARGV[2]), epoch}
`);

/**
 * Takes the write lock (KEYS[1]) with token ARGV[1] for ARGV[2] ms, and in the same round trip
 * reads as {@link readScript} does (log KEYS[2], snapshot KEYS[3], after ARGV[3], at most ARGV[4],
 * epoch KEYS[4] with candidate ARGV[5]) plus the log's length: {snapshot id, entries, length,
 * epoch}. Nil when another replica holds the lock.
 */
export const acquireScript = script(`
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end${epochOf('KEYS[4]', 'ARGV[5]')}
local snapshot = redis.call('HGET', KEYS[3], 'id') or ''
local entries = redis.call('XRANGE', KEYS[2], '(' .. ARGV[3], '+', 'COUNT', ARGV[4])
return {snapshot, entries, redis.call('XLEN', KEYS[2]), epoch}
`);

/**
 * Claims the taking of the next snapshot for token ARGV[1] (string KEYS[1], for ARGV[2] ms), so
 * that one replica at a time writes one, and returns how many control entries the list KEYS[2]
 * holds now, which the snapshot will follow; nil when another replica is writing one.
 */
export const claimSnapshotScript = script(`
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('LLEN', KEYS[2])
`);

/**
 * The snapshot (hash KEYS[1]) whole, as a flat list of field names and values: one read, so the
 * fields and the pieces are of one snapshot (publishing a newer one replaces the hash at once).
 */
export const readSnapshotScript = script(`return redis.call('HGETALL', KEYS[1])`);

/** Adds one piece (field ARGV[1], text ARGV[2]) to the snapshot being written (hash KEYS[1], kept ARGV[3] ms). */
export const snapshotPieceScript = script(`
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return redis.call('PEXPIRE', KEYS[1], ARGV[3])
`);

/**
 * Publishes the snapshot written in pieces (hash KEYS[1]: fields d0, d1, ...) as the state at log
 * id ARGV[2]: it becomes the snapshot (KEYS[2]) with the reset generation ARGV[3], the number of
 * control entries it follows ARGV[4] and its piece count ARGV[5], and the log (KEYS[3]) is trimmed
 * to start at ARGV[2]. Refused (0) when Redis no longer holds what it was taken from: the epoch
 * (KEYS[5]) is not ARGV[6], or the entry ARGV[2] is gone (a reset trimmed the log after it), or a
 * newer snapshot came first. The claim (KEYS[4]) is let go if token ARGV[1] still holds it.
 */
export const publishSnapshotScript = script(`
local function later(a, b)
  local am, as = string.match(a, '(%d+)-(%d+)')
  local bm, bs = string.match(b, '(%d+)-(%d+)')
  am, as, bm, bs = tonumber(am), tonumber(as), tonumber(bm), tonumber(bs)
  return am > bm or (am == bm and as > bs)
end
local published = 0
local current = redis.call('HGET', KEYS[2], 'id')
if redis.call('GET', KEYS[5]) == ARGV[6]
  and #redis.call('XRANGE', KEYS[3], ARGV[2], ARGV[2]) == 1
  and (not current or later(ARGV[2], current)) then
  redis.call('HSET', KEYS[1], 'id', ARGV[2], 'generation', ARGV[3], 'controls', ARGV[4], 'pieces', ARGV[5])
  redis.call('RENAME', KEYS[1], KEYS[2])
  redis.call('PERSIST', KEYS[2])
  redis.call('XTRIM', KEYS[3], 'MINID', ARGV[2])
  published = 1
else
  redis.call('DEL', KEYS[1])
end
if redis.call('GET', KEYS[4]) == ARGV[1] then redis.call('DEL', KEYS[4]) end
return published
`);

/**
 * Appends the entries ARGV[6..] (fields r = replica ARGV[2], d = the entry) to the log KEYS[2], in
 * order, and releases the lock KEYS[1], only while token ARGV[1] still holds it: a writer whose
 * lock expired (it stalled for longer than the lock's time) must not log changes made on a state
 * that others have since moved on from. One script, so Redis makes them durable together (one
 * fsync with appendfsync always). The entries whose flag in ARGV[5] is 'k' (control calls, used-up
 * rules) are also kept in the list KEYS[3], which a snapshot does not contain. Returns the last
 * entry's id (or '') and 1 when the log ended at ARGV[3] before them, so the writer knows it has
 * seen everything up to its own entries. With ARGV[4] = 'reset' the (single) entry is a reset,
 * which makes everything before it moot: the log is trimmed to start at it, and the snapshot
 * (KEYS[4]) and the kept list go (a lagging replica still reads the reset first).
 */
export const appendScript = script(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return redis.error_reply('LOCKLOST the write lock expired before the changes were logged')
end
local top = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
local last = '0-0'
if #top > 0 then last = top[1][1] end
local id = ''
for i = 6, #ARGV do
  id = redis.call('XADD', KEYS[2], '*', 'r', ARGV[2], 'd', ARGV[i])
  if string.sub(ARGV[5], i - 5, i - 5) == 'k' then redis.call('RPUSH', KEYS[3], ARGV[i]) end
end
if ARGV[4] == 'reset' and id ~= '' then
  redis.call('XTRIM', KEYS[2], 'MINID', id)
  redis.call('DEL', KEYS[3], KEYS[4])
end
redis.call('DEL', KEYS[1])
if last == ARGV[3] then return {id, 1} end
return {id, 0}
`);

/** Releases the lock KEYS[1] if token ARGV[1] holds it (a writer that failed before appending). */
export const releaseScript = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

/**
 * One request against a fixed window (the engine's own rule, see rate-limiter.ts), kept in the
 * hash KEYS[1]: a window starts at the first request at or after the previous one's end (ARGV[1]
 * is now, ARGV[2] the window, both in ms). Returns {count in this window, window start}.
 */
export const rateScript = script(`
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
if (not start) or now - start >= window then
  start = now
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 0)
  redis.call('PEXPIRE', KEYS[1], window)
end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), start}
`);

/** Extends the lock KEYS[1] to ARGV[2] ms if token ARGV[1] still holds it. */
export const renewScript = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);
