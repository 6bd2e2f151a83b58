-- Remove requests from this shard once another shard adopted them (crawler/frontier/layout.py): out of
-- their domain queue (counted), the delay queue and the leases, with their payload, route and counters.
-- KEYS[1] payloads  KEYS[2] routes  KEYS[3] reclaim counts  KEYS[4] owners  KEYS[5] leases  KEYS[6] delayed
-- KEYS[7] per-class counts
-- ARGV[1] key prefix, then per request: member, class, domain.  Returns the number removed.
local removed = 0
for i = 2, #ARGV, 3 do
  local member, cls, domain = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local id = string.match(member, '([^:]+)$')
  if redis.call('ZREM', ARGV[1] .. 'dq:' .. cls .. ':' .. domain, member) == 1 then
    redis.call('HINCRBY', KEYS[7], cls, -1)
  end
  redis.call('ZREM', KEYS[5], member)
  redis.call('ZREM', KEYS[6], member)
  removed = removed + redis.call('HDEL', KEYS[1], id)
  redis.call('HDEL', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
end
return removed
