-- Claimed requests of throttled domains are about to be sent: each takes its domain's send turn.
-- A claim takes a domain's turn when it hands a request out (claim.lua). A request that then waits on its
-- worker (a full downloader, a robots.txt fetch) would leave next to the request of the following turn,
-- sent on time by another worker. So the sends are spaced too: a domain's request goes once its last send
-- is at least the domain's delay ago (and any Retry-After pause is over); the send then pushes the domain's
-- next claim turn to now + delay, so turns follow the sends rather than the claims.
-- KEYS[1] ready set of class s  KEYS[2] ready set of class r (of the domains' shard)
-- ARGV[1] key prefix  ARGV[2] default delay ms  ARGV[3] delay floor ms under a ban  ARGV[4..] domains
-- Returns, per domain, ms to wait before asking again (0: send now; the turn is taken).
local prefix = ARGV[1]
local default_delay, floor = tonumber(ARGV[2]), tonumber(ARGV[3])
local now = now_ms()
local out = {}
for i = 4, #ARGV do
  local domain = ARGV[i]
  local pol = prefix .. 'pol:' .. domain
  local delay = politeness_delay(pol, default_delay, floor)
  local st = redis.call('HMGET', pol, 'sent', 'pause_until', 'next')
  local due = math.max(tonumber(st[1] or '0') + delay, tonumber(st[2] or '0'))
  if delay <= 0 and due <= now then
    out[#out + 1] = 0
  elseif due > now then
    out[#out + 1] = math.ceil(due - now)
  else
    local nxt = math.max(tonumber(st[3] or '0'), now + delay)
    redis.call('HSET', pol, 'sent', now, 'next', nxt)
    redis.call('ZADD', KEYS[1], 'XX', 'GT', nxt, domain)
    redis.call('ZADD', KEYS[2], 'XX', 'GT', nxt, domain)
    out[#out + 1] = 0
  end
end
return out
