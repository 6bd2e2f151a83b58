-- Return the entries of expired start-URL claims (their worker died) to the start key, as they were.
-- KEYS[1] start key  KEYS[2] claims   ARGV[1] now ms  ARGV[2] claim key prefix
-- A claim's copy has the start key's type (start_claim.lua): a list goes back in order, a set's members
-- and a sorted set's members with their scores. Returns the number of entries returned.
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, 20)
local returned = 0
for _, claim in ipairs(expired) do
  local key = ARGV[2] .. claim
  local kind = redis.call('TYPE', key)['ok']
  if kind == 'zset' then
    local items = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
    for i = 1, #items, 2 do redis.call('ZADD', KEYS[1], items[i + 1], items[i]) end
    returned = returned + #items / 2
  elseif kind == 'set' then
    local items = redis.call('SMEMBERS', key)
    if #items > 0 then redis.call('SADD', KEYS[1], unpack(items)) end
    returned = returned + #items
  elseif kind == 'list' then
    local items = redis.call('LRANGE', key, 0, -1)
    for i = #items, 1, -1 do
      redis.call('RPUSH', KEYS[1], items[i])
    end
    returned = returned + #items
  end
  redis.call('DEL', key)
  redis.call('ZREM', KEYS[2], claim)
end
return returned
