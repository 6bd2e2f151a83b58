-- Hand unstarted requests back to the queue at their original position (no reclaim counted).
-- KEYS[1] queue  KEYS[2] leases  KEYS[3] owners
-- ARGV[1] owner token, ARGV[2..] members.  Returns the number released.
local released = 0
for i = 2, #ARGV do
  local member = ARGV[i]
  local id = string.match(member, '([^:]+)$')
  if redis.call('HGET', KEYS[3], id) == ARGV[1] then
    redis.call('ZREM', KEYS[2], member)
    redis.call('HDEL', KEYS[3], id)
    redis.call('ZADD', KEYS[1], 0, member)
    released = released + 1
  end
end
return released
