-- Hand unstarted requests back to the front of their domain queue's band, where they were when claimed
-- (no reclaim counted).
-- KEYS[1] leases  KEYS[2] owners  KEYS[3] routes  KEYS[4] payloads  KEYS[5] reclaim counts
-- KEYS[6] per-class counts  KEYS[7..8] ready sets s, r  KEYS[9] this owner's leases (SET, see claim.lua)
-- ARGV[1] owner token, ARGV[2] key prefix, ARGV[3..] members.  Returns the number released.
local qk = queue_keys(KEYS[6], KEYS[7], KEYS[8])
local members = {}
for i = 3, #ARGV do members[#members + 1] = ARGV[i] end
local released = 0
for _, member in ipairs(newest_first(members)) do
  local id = id_of(member)
  if redis.call('HGET', KEYS[2], id) == ARGV[1] then
    redis.call('ZREM', KEYS[1], member)
    redis.call('SREM', KEYS[9], member)
    redis.call('HDEL', KEYS[2], id)
    local payload = redis.call('HGET', KEYS[4], id)
    local route = lease_route(member, KEYS[3], id)
    local reclaims = tonumber(redis.call('HGET', KEYS[5], id) or '0')
    redis.call('HDEL', KEYS[3], id)
    redis.call('HDEL', KEYS[4], id)
    redis.call('HDEL', KEYS[5], id)
    if payload then push(ARGV[2], qk, route, prio_of(member), payload, reclaims, true) end
    released = released + 1
  end
end
return released
