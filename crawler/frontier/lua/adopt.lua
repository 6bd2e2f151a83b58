-- Take over delayed and leased requests moved here from another shard (a change of FRONTIER_SHARDS,
-- crawler/frontier/layout.py): a delayed retry gets a new id from this shard's counter and keeps its due
-- time; a leased one is queued again at the back of its band (its worker is gone). Idempotent: an (old
-- shard, old member) pair adopted before is skipped, so a migration that stopped half-way repeats
-- without duplicates.
-- KEYS[1] payloads  KEYS[2] id counter  KEYS[3] routes  KEYS[4] delayed  KEYS[5] reclaim counts
-- KEYS[6] adopted (HASH old shard tag|old member -> 1)  KEYS[7] per-class counts  KEYS[8..9] ready sets
-- KEYS[10] context references (lib.lua)
-- ARGV[1] key prefix  ARGV[2] the old shard's tag, then per request: old member, priority key, payload,
-- route ("<class>|<domain>"), reclaims, due ms (0: queued now)
-- Returns the number adopted now.
local prefix = ARGV[1]
local qk = queue_keys(KEYS[7], KEYS[8], KEYS[9])
local adopted = 0
local ck = ctx_keys(nil, KEYS[10], nil)
local refs = {}
for i = 3, #ARGV, 6 do
  local origin = ARGV[2] .. '|' .. ARGV[i]
  if redis.call('HEXISTS', KEYS[6], origin) == 0 then
    local prio, payload, route = ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
    local reclaims, due = tonumber(ARGV[i + 4]), tonumber(ARGV[i + 5])
    ctx_note(refs, payload, 1)
    if due > 0 then
      local id = tostring(redis.call('INCR', KEYS[2]))
      redis.call('HSET', KEYS[1], id, payload)
      redis.call('HSET', KEYS[3], id, route)
      if reclaims > 0 then redis.call('HSET', KEYS[5], id, reclaims) end
      redis.call('ZADD', KEYS[4], due, prio .. ':' .. id)
    else
      push(prefix, qk, route, prio, payload, reclaims, false)
    end
    redis.call('HSET', KEYS[6], origin, 1)
    adopted = adopted + 1
  end
end
ctx_apply(ck, refs)
return adopted
