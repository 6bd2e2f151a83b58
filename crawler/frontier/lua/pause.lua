-- Pause one domain cluster-wide (a 429/503 with Retry-After): no claim of it before now + ARGV[3] ms.
-- ARGV[1] key prefix  ARGV[2] domain  ARGV[3] pause ms  ARGV[4..] classes.  Returns ms until it is ready.
local now = now_ms()
local untilms = now + tonumber(ARGV[3])
local pol = ARGV[1] .. 'pol:' .. ARGV[2]
local nxt = math.max(tonumber(redis.call('HGET', pol, 'next') or '0'), untilms)
redis.call('HSET', pol, 'next', nxt, 'pause_until', untilms)
for c = 4, #ARGV do
  redis.call('ZADD', ARGV[1] .. 'ready:' .. ARGV[c], 'XX', 'GT', nxt, ARGV[2])
end
return nxt - now
