-- Move delayed retries that are due from the delay queue back into their domain queues.
-- KEYS[1] delayed (ZSET member -> due ms)  KEYS[2] routes  KEYS[3] per-class counts  KEYS[4..5] ready sets
--   ARGV[1] key prefix  ARGV[2] max to move.  Returns the number moved.
local qk = queue_keys(KEYS[3], KEYS[4], KEYS[5])
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now_ms(), 'LIMIT', 0, tonumber(ARGV[2]))
for _, member in ipairs(due) do
  redis.call('ZREM', KEYS[1], member)
  push(ARGV[1], qk, route_of(KEYS[2], id_of(member)), member)
end
return #due
