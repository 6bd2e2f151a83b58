-- Move delayed retries that are due from the delay queue to the back of their domain queue's band (in
-- the order they were delayed: a retry is a new request, behind those queued before it).
-- KEYS[1] delayed (ZSET member -> due ms)  KEYS[2] routes  KEYS[3] payloads  KEYS[4] reclaim counts
-- KEYS[5] per-class counts  KEYS[6..7] ready sets   ARGV[1] key prefix  ARGV[2] max to move.
-- Returns the number moved.
local qk = queue_keys(KEYS[5], KEYS[6], KEYS[7])
local due = newest_first(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now_ms(), 'LIMIT', 0, tonumber(ARGV[2])))
for i = #due, 1, -1 do
  local member = due[i]
  local id = id_of(member)
  redis.call('ZREM', KEYS[1], member)
  local payload = redis.call('HGET', KEYS[3], id)
  local route = route_of(KEYS[2], id)
  local reclaims = tonumber(redis.call('HGET', KEYS[4], id) or '0')
  redis.call('HDEL', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
  if payload then push(ARGV[1], qk, route, prio_of(member), payload, reclaims, false) end
end
return #due
