-- Return the entries of expired start-URL claims (their worker died) to the start list, in order.
-- KEYS[1] start list  KEYS[2] claims   ARGV[1] now ms  ARGV[2] claim list key prefix
-- Returns the number of entries returned.
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, 20)
local returned = 0
for _, claim in ipairs(expired) do
  local key = ARGV[2] .. claim
  local items = redis.call('LRANGE', key, 0, -1)
  for i = #items, 1, -1 do
    redis.call('RPUSH', KEYS[1], items[i])
  end
  returned = returned + #items
  redis.call('DEL', key)
  redis.call('ZREM', KEYS[2], claim)
end
return returned
