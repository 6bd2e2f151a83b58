-- Expire at once every lease held under one owner token (its worker was declared dead), so the next
-- reclaim pass requeues those requests without waiting for their lease deadline.
-- KEYS[1] leases  KEYS[2] owners   ARGV[1] owner token.  Returns the number of leases expired.
local expired = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local id = string.match(member, '([^:]+)$')
  if redis.call('HGET', KEYS[2], id) == ARGV[1] then
    redis.call('ZADD', KEYS[1], 'XX', 0, member)
    expired = expired + 1
  end
end
return expired
