-- Expire at once every lease held under one owner token (its worker was declared dead), so the next
-- reclaim pass requeues those requests without waiting for their lease deadline. Only that owner's leases
-- are touched: its SET of lease members (claim.lua adds, ack/release/reclaim/drop remove), not every lease
-- of the shard. A member of the set whose lease is gone or another owner's now is dropped from it.
-- KEYS[1] leases  KEYS[2] owners  KEYS[3] the owner's leases (SET)   ARGV[1] owner token.
-- Returns the number of leases expired.
local expired = 0
for _, member in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  local id = string.match(member, '([^:]+)$')
  if redis.call('HGET', KEYS[2], id) == ARGV[1] and redis.call('ZSCORE', KEYS[1], member) then
    redis.call('ZADD', KEYS[1], 'XX', 0, member)
    expired = expired + 1
  else
    redis.call('SREM', KEYS[3], member)
  end
end
return expired
