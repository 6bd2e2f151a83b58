-- Put requests whose lease expired (their worker died or hung) back in their domain queue with their
-- reclaim count raised; after ARGV[3] reclaims a request goes to the dead-letter list instead.
-- KEYS[1] leases  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts  KEYS[5] dead  KEYS[6] routes
-- ARGV[1] key prefix  ARGV[2] max to handle  ARGV[3] max reclaims.  Returns {requeued, dead}
local now = now_ms()
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))
local requeued, dead = 0, 0
for _, member in ipairs(expired) do
  local id = id_of(member)
  local owner = redis.call('HGET', KEYS[3], id) or ''
  redis.call('ZREM', KEYS[1], member)
  redis.call('HDEL', KEYS[3], id)
  local count = redis.call('HINCRBY', KEYS[4], id, 1)
  if count >= tonumber(ARGV[3]) then
    local record = cjson.encode({
      id = id, member = member, reclaims = count, last_owner = owner, at = now / 1000,
      reason = 'lease expired ' .. count .. ' times: the worker holding it died or hung',
      payload = redis.call('HGET', KEYS[2], id) or ''
    })
    redis.call('RPUSH', KEYS[5], record)
    redis.call('HDEL', KEYS[2], id)
    redis.call('HDEL', KEYS[4], id)
    redis.call('HDEL', KEYS[6], id)
    dead = dead + 1
  else
    push(ARGV[1], route_of(ARGV[1], id), member)
    requeued = requeued + 1
  end
end
return {requeued, dead}
