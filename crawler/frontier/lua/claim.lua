-- Claim up to N requests under a lease, from the domains whose politeness delay has passed.
-- Each class (`s` static, `r` render) has a ready set: domain -> time it may next be fetched. Among the
-- longest-waiting ready domains (at most ARGV[8] per class), the best queue heads go first (priority,
-- then age). A domain with a delay gives one request per claim and is then not ready again for that
-- delay, cluster-wide; a domain without one gives as many as wanted. A throttled domain is simply not
-- ready, so it never holds up the others (no head-of-line blocking).
-- Effective delay: max(base or ARGV[6], robots.txt crawl-delay), times the ban factor (on a floor of
-- ARGV[7] once a ban raised it, so a domain crawled without delay is slowed too).
-- A request that was reclaimed before (its worker died holding it) is a crash suspect: it only goes,
-- alone, to a worker with nothing else in flight.
-- KEYS[1] leases (ZSET member -> deadline ms)  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts
-- KEYS[5] routes
-- ARGV[1] lease ms  ARGV[2] N  ARGV[3] owner token  ARGV[4] "1" if the worker is idle  ARGV[5] key prefix
-- ARGV[6] default delay ms  ARGV[7] delay floor ms under a ban  ARGV[8] domains looked at per class
-- ARGV[9..] classes this worker serves, preferred first
-- Returns {{member, payload, reclaims, domain delay ms, ...}, ms until the next throttled domain is ready
-- (-1: none waits)}
local prefix = ARGV[5]
local now = now_ms()
local deadline = now + tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local idle = ARGV[4] == '1'
local default_delay, floor, scan = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local out = {}
local taken = 0
local isolated = false

for c = 9, #ARGV do
  if taken >= want or isolated then break end
  local cls = ARGV[c]
  local ready = prefix .. 'ready:' .. cls
  local cands = {}
  for _, domain in ipairs(redis.call('ZRANGEBYSCORE', ready, '-inf', now, 'LIMIT', 0, scan)) do
    local head = redis.call('ZRANGE', prefix .. 'dq:' .. cls .. ':' .. domain, 0, 0)
    if head[1] then
      cands[#cands + 1] = {domain, head[1]}
    else
      redis.call('ZREM', ready, domain)
    end
  end
  table.sort(cands, function(a, b) return a[2] < b[2] end)
  for _, cand in ipairs(cands) do
    if taken >= want or isolated then break end
    local domain = cand[1]
    local dq = prefix .. 'dq:' .. cls .. ':' .. domain
    local pol = prefix .. 'pol:' .. domain
    local st = redis.call('HMGET', pol, 'base', 'crawl', 'factor')
    local delay = math.max(tonumber(st[1] or default_delay), tonumber(st[2] or '0'))
    local factor = tonumber(st[3] or '1')
    if factor > 1 then delay = math.max(delay, floor) * factor end
    local n = want - taken
    if delay > 0 then n = 1 end
    local popped = redis.call('ZPOPMIN', dq, n)
    local got = 0
    for i = 1, #popped, 2 do
      local member = popped[i]
      local id = id_of(member)
      local reclaims = tonumber(redis.call('HGET', KEYS[4], id) or '0')
      if isolated or (reclaims > 0 and (not idle or taken > 0)) then
        redis.call('ZADD', dq, 0, member)  -- back in its place
      else
        redis.call('HINCRBY', prefix .. 'counts', cls, -1)
        local payload = redis.call('HGET', KEYS[2], id)
        if payload then
          redis.call('ZADD', KEYS[1], deadline, member)
          redis.call('HSET', KEYS[3], id, ARGV[3])
          out[#out + 1] = member
          out[#out + 1] = payload
          out[#out + 1] = tostring(reclaims)
          out[#out + 1] = tostring(math.floor(delay))
          taken = taken + 1
          got = got + 1
          isolated = reclaims > 0
        else
          redis.call('HDEL', KEYS[5], id)  -- an orphan without payload: nothing to fetch
        end
      end
    end
    if got > 0 then
      redis.call('HSET', pol, 'next', now + delay)
    end
    if redis.call('EXISTS', dq) == 0 then
      redis.call('ZREM', ready, domain)
    elseif got > 0 then
      redis.call('ZADD', ready, now + delay, domain)
    end
  end
end

-- When does the next throttled domain become ready? Workers busy with other domains claim again at
-- that moment, so its turn is not lost while their prefetched batches drain.
local wait = -1
for c = 9, #ARGV do
  local soonest = redis.call('ZRANGEBYSCORE', prefix .. 'ready:' .. ARGV[c], '(' .. now, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
  if soonest[2] then
    local w = tonumber(soonest[2]) - now
    if wait < 0 or w < wait then wait = w end
  end
end
return {out, wait}
