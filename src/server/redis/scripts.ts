import { createHash } from 'node:crypto';
import type { LuaScript } from './connection.js';

function script(source: string): LuaScript {
  return { source, sha1: createHash('sha1').update(source).digest('hex') };
}

/**
 * Takes the write lock (KEYS[1]) with token ARGV[1] for ARGV[2] ms, and in the same round trip
 * returns up to ARGV[4] log entries (KEYS[2]) after id ARGV[3]: what the writer must apply before
 * it runs its request. Nil when another replica holds the lock.
 */
export const acquireScript = script(`
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('XRANGE', KEYS[2], '(' .. ARGV[3], '+', 'COUNT', ARGV[4])
`);

/**
 * Appends the entries ARGV[5..] (fields r = replica ARGV[2], d = the entry) to the log KEYS[2], in
 * order, and releases the lock KEYS[1], only while token ARGV[1] still holds it: a writer whose
 * lock expired (it stalled for longer than the lock's time) must not log changes made on a state
 * that others have since moved on from. One script, so Redis makes them durable together (one
 * fsync with appendfsync always). Returns the last entry's id (or '') and 1 when the log ended at
 * ARGV[3] before them, so the writer knows it has seen everything up to its own entries. With
 * ARGV[4] = 'reset' the (single) entry is a reset, which makes everything before it moot: the log
 * is trimmed to start at it (a lagging replica still reads the reset first, a new one replays less).
 */
export const appendScript = script(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return redis.error_reply('LOCKLOST the write lock expired before the changes were logged')
end
local top = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
local last = '0-0'
if #top > 0 then last = top[1][1] end
local id = ''
for i = 5, #ARGV do id = redis.call('XADD', KEYS[2], '*', 'r', ARGV[2], 'd', ARGV[i]) end
if ARGV[4] == 'reset' and id ~= '' then redis.call('XTRIM', KEYS[2], 'MINID', id) end
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
