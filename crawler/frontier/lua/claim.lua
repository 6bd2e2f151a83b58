-- Claim up to N requests: pop the best members and hold each under a lease until its deadline.
-- KEYS[1] queue  KEYS[2] leases (ZSET member -> deadline ms)  KEYS[3] payloads  KEYS[4] owners
-- KEYS[5] reclaim counts
-- ARGV[1] now ms  ARGV[2] lease ms  ARGV[3] N  ARGV[4] owner token
-- Returns a flat list: member, payload, reclaims, member, payload, reclaims, ...
local popped = redis.call('ZPOPMIN', KEYS[1], tonumber(ARGV[3]))
local deadline = tonumber(ARGV[1]) + tonumber(ARGV[2])
local out = {}
for i = 1, #popped, 2 do
  local member = popped[i]
  local id = string.match(member, '([^:]+)$')
  local payload = redis.call('HGET', KEYS[3], id)
  if payload then
    redis.call('ZADD', KEYS[2], deadline, member)
    redis.call('HSET', KEYS[4], id, ARGV[4])
    out[#out + 1] = member
    out[#out + 1] = payload
    out[#out + 1] = redis.call('HGET', KEYS[5], id) or '0'
  end
end
return out
