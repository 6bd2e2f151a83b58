-- Put requests whose lease expired (their worker died or hung) back in the queue with their reclaim
-- count raised; after ARGV[3] reclaims a request goes to the dead-letter list instead.
-- KEYS[1] leases  KEYS[2] queue  KEYS[3] payloads  KEYS[4] owners  KEYS[5] reclaim counts  KEYS[6] dead
-- ARGV[1] now ms  ARGV[2] max to handle  ARGV[3] max reclaims.  Returns {requeued, dead}
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local requeued, dead = 0, 0
for _, member in ipairs(expired) do
  local id = string.match(member, '([^:]+)$')
  local owner = redis.call('HGET', KEYS[4], id) or ''
  redis.call('ZREM', KEYS[1], member)
  redis.call('HDEL', KEYS[4], id)
  local count = redis.call('HINCRBY', KEYS[5], id, 1)
  if count >= tonumber(ARGV[3]) then
    local record = cjson.encode({
      id = id, member = member, reclaims = count, last_owner = owner, at = tonumber(ARGV[1]) / 1000,
      reason = 'lease expired ' .. count .. ' times: the worker holding it died or hung',
      payload = redis.call('HGET', KEYS[3], id) or ''
    })
    redis.call('RPUSH', KEYS[6], record)
    redis.call('HDEL', KEYS[3], id)
    redis.call('HDEL', KEYS[5], id)
    dead = dead + 1
  else
    redis.call('ZADD', KEYS[2], 0, member)
    requeued = requeued + 1
  end
end
return {requeued, dead}
