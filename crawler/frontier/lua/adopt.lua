-- Take over requests moved here from another shard (a change of FRONTIER_SHARDS, crawler/frontier/layout.py):
-- each gets a new id from this shard's counter and goes into its domain queue, or the delay queue when it
-- was a delayed retry. Idempotent: an (old shard, old member) pair adopted before is skipped, so a
-- migration that stopped half-way repeats without duplicates.
-- KEYS[1] payloads  KEYS[2] sequence counter  KEYS[3] routes  KEYS[4] delayed  KEYS[5] reclaim counts
-- KEYS[6] adopted (HASH old shard tag|old member -> new member)  KEYS[7] per-class counts  KEYS[8..9] ready sets
-- ARGV[1] key prefix  ARGV[2] the old shard's tag, then per request: old member, member prefix, payload,
-- route ("<class>|<domain>"), reclaims, due ms (0: queued now)
-- Returns the number adopted now.
local prefix = ARGV[1]
local qk = queue_keys(KEYS[7], KEYS[8], KEYS[9])
local adopted = 0
for i = 3, #ARGV, 6 do
  local origin = ARGV[2] .. '|' .. ARGV[i]
  if redis.call('HEXISTS', KEYS[6], origin) == 0 then
    local seq = string.format('%016d', redis.call('INCR', KEYS[2]))
    local member = ARGV[i + 1] .. ':' .. seq
    redis.call('HSET', KEYS[1], seq, ARGV[i + 2])
    redis.call('HSET', KEYS[3], seq, ARGV[i + 3])
    if tonumber(ARGV[i + 4]) > 0 then redis.call('HSET', KEYS[5], seq, ARGV[i + 4]) end
    local due = tonumber(ARGV[i + 5])
    if due > 0 then
      redis.call('ZADD', KEYS[4], due, member)
    else
      push(prefix, qk, ARGV[i + 3], member)
    end
    redis.call('HSET', KEYS[6], origin, member)
    adopted = adopted + 1
  end
end
return adopted
