-- Pause one domain cluster-wide (a 429/503 with Retry-After): no claim of it before now + ARGV[3] ms.
-- KEYS[1] the domain's politeness hash  KEYS[2..] ready sets of the classes
-- ARGV[1] key prefix (unused, kept for the call shape)  ARGV[2] domain  ARGV[3] pause ms.
-- Returns ms until it is ready.
local now = now_ms()
local untilms = now + tonumber(ARGV[3])
local pol = KEYS[1]
local nxt = math.max(tonumber(redis.call('HGET', pol, 'next') or '0'), untilms)
redis.call('HSET', pol, 'next', nxt, 'pause_until', untilms)
for c = 2, #KEYS do
  redis.call('ZADD', KEYS[c], 'XX', 'GT', nxt, ARGV[2])
end
return nxt - now
