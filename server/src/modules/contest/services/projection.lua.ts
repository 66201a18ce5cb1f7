/*
 * Lua scripts of the contest projection (Redis). Per contest `contest:{id}:` holds:
 *   rank  ZSET  score = counted votes, member = `<inv>:<entryId>` where inv = 10^18 − 1 − reachSeq
 *               (18 digits): among equal scores ZREVRANGE puts the greater member first, i.e. the
 *               entry whose count changed first (smaller reachSeq) ranks higher.
 *   m     HASH  entryId → member (to find and replace an entry's member)
 *   ready STR   present once the projection was built from PostgreSQL (absent after a flush)
 *   dirty STR   something changed since the last push
 *   pub   HASH  entryId → "votes:rank:votesToNext" as last pushed, or "?" once a reader was shown
 *               another value since (so the next push names the entry whatever its value then)
 *   seq   STR   number of the last push (set to the time in ms when rebuilt, so it only grows)
 * Writes carry absolute values with their reachSeq and only a newer reachSeq replaces an older one,
 * so applying out of order, twice, or beside a rebuild always ends at PostgreSQL's state.
 */

/** Shared part: apply `n` (entryId, member, votes) triples from ARGV[start]. */
const APPLY_TRIPLES = `
local function apply(start, n)
  local i = start
  for _ = 1, n do
    local id, mem, votes = ARGV[i], ARGV[i + 1], ARGV[i + 2]
    i = i + 3
    local old = redis.call('HGET', KEYS[2], id)
    if (not old) or (string.sub(mem, 1, 18) < string.sub(old, 1, 18)) then
      if old then redis.call('ZREM', KEYS[1], old) end
      redis.call('ZADD', KEYS[1], votes, mem)
      redis.call('HSET', KEYS[2], id, mem)
    elseif old == mem then
      redis.call('ZADD', KEYS[1], votes, mem)
    end
  end
  return i
end
`;

/**
 * KEYS: rank, m, ready, dirty. ARGV: n, n triples, then entry ids to read.
 * Returns -1 when the projection is missing (caller rebuilds and retries), else a flat list
 * [id, votes, rank, votesToNext, …] for the ids read (votes -1: not in the ranking).
 */
export const APPLY_AND_READ = `
if redis.call('EXISTS', KEYS[3]) == 0 then return -1 end
-- a ranking without its member map (or the reverse) was partly lost (eviction, partial flush)
if redis.call('EXISTS', KEYS[1]) ~= redis.call('EXISTS', KEYS[2]) then return -1 end
${APPLY_TRIPLES}
local n = tonumber(ARGV[1])
local q = apply(2, n)
if n > 0 then redis.call('SET', KEYS[4], '1') end
local out = {}
for j = q, #ARGV do
  local mem = redis.call('HGET', KEYS[2], ARGV[j])
  local r = mem and redis.call('ZREVRANK', KEYS[1], mem)
  if r then
    local s = tonumber(redis.call('ZSCORE', KEYS[1], mem))
    local toNext = 0
    if r > 0 then
      local a = redis.call('ZREVRANGE', KEYS[1], r - 1, r - 1, 'WITHSCORES')
      toNext = tonumber(a[2]) - s + 1
    end
    table.insert(out, ARGV[j]); table.insert(out, s); table.insert(out, r + 1); table.insert(out, toNext)
  else
    table.insert(out, ARGV[j]); table.insert(out, -1); table.insert(out, 0); table.insert(out, 0)
  end
end
return out
`;

/**
 * KEYS: rank, m, ready, dirty, seq. ARGV: nowMs, then every approved entry as triples.
 * Merges (newer reachSeq wins), drops entries not listed, marks ready and dirty; a missing seq
 * starts at nowMs (greater than any seq pushed before the loss).
 */
export const REBUILD = `
${APPLY_TRIPLES}
-- a map without its ranking cannot be merged with: start it again from PostgreSQL's figures
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[2]) end
-- drop members the map does not point at (left over when the map was lost without the ranking)
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, mem in ipairs(members) do
  if redis.call('HGET', KEYS[2], string.sub(mem, 20)) ~= mem then redis.call('ZREM', KEYS[1], mem) end
end
local n = (#ARGV - 1) / 3
apply(2, n)
local keep = {}
for i = 2, #ARGV, 3 do keep[ARGV[i]] = true end
local all = redis.call('HGETALL', KEYS[2])
for j = 1, #all, 2 do
  if not keep[all[j]] then
    redis.call('ZREM', KEYS[1], all[j + 1])
    redis.call('HDEL', KEYS[2], all[j])
  end
end
redis.call('SET', KEYS[3], '1')
redis.call('SET', KEYS[4], '1')
redis.call('SET', KEYS[5], ARGV[1], 'NX')
return n
`;

/** Shared part: every entry by rank as (id, "votes:rank:toNext"), calling `each` on each. */
const WALK = `
local function walk(each)
  local z = redis.call('ZREVRANGE', KEYS[1], 0, -1, 'WITHSCORES')
  local prev = nil
  local rank = 0
  for i = 1, #z, 2 do
    rank = rank + 1
    local v = tonumber(z[i + 1])
    local toNext = 0
    if prev then toNext = prev - v + 1 end
    prev = v
    each(string.sub(z[i], 20), string.format('%d:%d:%d', v, rank, toNext))
  end
end
`;

/**
 * The push step. KEYS: rank, ready, dirty, pub, seq. Computes every entry's (votes, rank,
 * votesToNext), records those that differ from `pub` and, if any did, increments seq. Returns -1
 * (projection missing), 0 (nothing changed since the last push) or {seq, changes} with changes as
 * flat [id, "votes:rank:toNext", …]. Whoever runs it owns the change set: only the publisher does.
 */
export const SYNC = `
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
redis.call('DEL', KEYS[3])
${WALK}
local changes = {}
walk(function(id, val)
  if redis.call('HGET', KEYS[4], id) ~= val then
    redis.call('HSET', KEYS[4], id, val)
    table.insert(changes, id); table.insert(changes, val)
  end
end)
local seq = redis.call('GET', KEYS[5]) or '0'
if #changes > 0 then seq = redis.call('INCR', KEYS[5]) end
return {tostring(seq), changes}
`;

/**
 * A reader's snapshot. KEYS: rank, m, ready, dirty, pub, seq. Returns -1 when the projection is
 * missing or partly lost (the reader answers from PostgreSQL), else {seq, state}: every entry by
 * rank with the seq of the last push. It pushes nothing and leaves the change set to the
 * publisher; while changes are pending (dirty) it marks in `pub` the entries it shows with a value
 * not pushed yet, so the next push names them even if they went back to their pushed value
 * meanwhile (a void): a watcher that applies the pushes after this snapshot's seq ends exact.
 */
export const SNAPSHOT = `
if redis.call('EXISTS', KEYS[3]) == 0 then return -1 end
if redis.call('EXISTS', KEYS[1]) ~= redis.call('EXISTS', KEYS[2]) then return -1 end
local dirty = redis.call('EXISTS', KEYS[4]) == 1
${WALK}
local state = {}
walk(function(id, val)
  if dirty and redis.call('HGET', KEYS[5], id) ~= val then redis.call('HSET', KEYS[5], id, '?') end
  table.insert(state, id); table.insert(state, val)
end)
return {redis.call('GET', KEYS[6]) or '0', state}
`;
