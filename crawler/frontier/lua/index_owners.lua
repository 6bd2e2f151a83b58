-- Build the owners' lease sets (claim.lua, expire_owner.lua) for leases taken before they existed: once
-- per shard (KEYS[3] marks it done), at open. Walks every lease once.
-- KEYS[1] leases  KEYS[2] owners  KEYS[3] marker   ARGV[1] key prefix.  Returns the number of leases indexed.
if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
local n = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local owner = redis.call('HGET', KEYS[2], string.match(member, '([^:]+)$'))
  if owner then
    redis.call('SADD', ARGV[1] .. 'owned:' .. owner, member)
    n = n + 1
  end
end
redis.call('SET', KEYS[3], '1')
return n
