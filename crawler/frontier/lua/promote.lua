-- Move delayed retries that are due from the delay queue back into their domain queues.
-- KEYS[1] delayed (ZSET member -> due ms)   ARGV[1] key prefix  ARGV[2] max to move.  Returns the number moved.
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now_ms(), 'LIMIT', 0, tonumber(ARGV[2]))
for _, member in ipairs(due) do
  redis.call('ZREM', KEYS[1], member)
  push(ARGV[1], route_of(ARGV[1], id_of(member)), member)
end
return #due
