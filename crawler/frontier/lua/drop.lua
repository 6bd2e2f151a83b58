-- Remove delayed and leased requests from this shard once another shard adopted them
-- (crawler/frontier/layout.py): out of the delay queue and the leases, with their payload, route, reclaim
-- count and owner.
-- KEYS[1] payloads  KEYS[2] routes  KEYS[3] reclaim counts  KEYS[4] owners  KEYS[5] leases  KEYS[6] delayed
-- KEYS[7] shared contexts  KEYS[8] context references  KEYS[9] counted contexts (lib.lua)
-- ARGV[1] key prefix (for the owners' lease sets, claim.lua), ARGV[2..] members.  Returns the number removed.
local removed = 0
local ck = ctx_keys(KEYS[7], KEYS[8], KEYS[9])
local refs = {}
for i = 2, #ARGV do
  local member = ARGV[i]
  local id = string.match(member, '([^:]+)$')
  local owner = redis.call('HGET', KEYS[4], id)
  if owner then redis.call('SREM', owned_key(ARGV[1], owner), member) end
  redis.call('ZREM', KEYS[5], member)
  redis.call('ZREM', KEYS[6], member)
  ctx_note(refs, redis.call('HGET', KEYS[1], id), -1)
  removed = removed + redis.call('HDEL', KEYS[1], id)
  redis.call('HDEL', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
end
ctx_apply(ck, refs)
return removed
