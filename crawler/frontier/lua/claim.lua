-- Claim up to N requests: pop the best members and hold each under a lease until its deadline.
-- A request that was reclaimed before (its worker died while holding it) is a crash suspect: it is only
-- given, alone, to a worker with nothing else in flight, so that if it crashes workers again it does not
-- take innocent requests down with it (they would otherwise be reclaimed and dead-lettered alongside).
-- KEYS[1] queue  KEYS[2] leases (ZSET member -> deadline ms)  KEYS[3] payloads  KEYS[4] owners
-- KEYS[5] reclaim counts
-- ARGV[1] now ms  ARGV[2] lease ms  ARGV[3] N  ARGV[4] owner token  ARGV[5] "1" if the worker is idle
-- Returns a flat list: member, payload, reclaims, member, payload, reclaims, ...
local popped = redis.call('ZPOPMIN', KEYS[1], tonumber(ARGV[3]))
local deadline = tonumber(ARGV[1]) + tonumber(ARGV[2])
local idle = ARGV[5] == '1'
local out = {}
local isolated = false
for i = 1, #popped, 2 do
  local member = popped[i]
  local id = string.match(member, '([^:]+)$')
  local reclaims = tonumber(redis.call('HGET', KEYS[5], id) or '0')
  if isolated or (reclaims > 0 and (not idle or #out > 0)) then
    redis.call('ZADD', KEYS[1], 0, member)  -- back in its place
  else
    local payload = redis.call('HGET', KEYS[3], id)
    if payload then
      redis.call('ZADD', KEYS[2], deadline, member)
      redis.call('HSET', KEYS[4], id, ARGV[4])
      out[#out + 1] = member
      out[#out + 1] = payload
      out[#out + 1] = tostring(reclaims)
      isolated = reclaims > 0
    end
  end
end
return out
