-- Remove delayed and leased requests from this shard once another shard adopted them
-- (crawler/frontier/layout.py): out of the delay queue and the leases, with their payload, route, reclaim
-- count and owner.
-- KEYS[1] payloads  KEYS[2] routes  KEYS[3] reclaim counts  KEYS[4] owners  KEYS[5] leases  KEYS[6] delayed
-- ARGV[1..] members.  Returns the number removed.
local removed = 0
for i = 1, #ARGV do
  local member = ARGV[i]
  local id = string.match(member, '([^:]+)$')
  redis.call('ZREM', KEYS[5], member)
  redis.call('ZREM', KEYS[6], member)
  removed = removed + redis.call('HDEL', KEYS[1], id)
  redis.call('HDEL', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
end
return removed
