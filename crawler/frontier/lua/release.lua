-- Hand unstarted requests back to their domain queue at their original position (no reclaim counted).
-- KEYS[1] leases  KEYS[2] owners  KEYS[3] routes  KEYS[4] per-class counts  KEYS[5..6] ready sets s, r
-- ARGV[1] owner token, ARGV[2] key prefix, ARGV[3..] members.  Returns the number released.
local qk = queue_keys(KEYS[4], KEYS[5], KEYS[6])
local released = 0
for i = 3, #ARGV do
  local member = ARGV[i]
  local id = id_of(member)
  if redis.call('HGET', KEYS[2], id) == ARGV[1] then
    redis.call('ZREM', KEYS[1], member)
    redis.call('HDEL', KEYS[2], id)
    push(ARGV[2], qk, route_of(KEYS[3], id), member)
    released = released + 1
  end
end
return released
