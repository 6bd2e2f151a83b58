-- Shared helpers, prepended to the scripts that need them (see queue.py).
-- Time comes from the Redis server, so politeness and leases do not depend on the workers' clocks.
-- Fixed keys come in KEYS (see each script); only per-domain keys (dq:, pol:, ban:) are built from the
-- key prefix, as their names depend on the data.
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

local function id_of(member)
  return string.match(member, '([^:]+)$')
end

-- The fixed keys `push` writes: the per-class counts hash and the ready sets of both classes.
local function queue_keys(counts, ready_s, ready_r)
  return {counts = counts, ready = {s = ready_s, r = ready_r}}
end

-- "<class>|<domain>" of a request; requests queued before routes existed go to a catch-all domain.
local function route_of(routes, id)
  return redis.call('HGET', routes, id) or 's|_'
end

-- Queue `member` in its domain's queue. A domain that was not ready yet becomes ready at its next
-- allowed time (kept in its politeness hash, so an empty-then-refilled domain stays throttled).
local function push(prefix, qk, route, member)
  local sep = string.find(route, '|', 1, true)
  local cls, domain = string.sub(route, 1, sep - 1), string.sub(route, sep + 1)
  redis.call('ZADD', prefix .. 'dq:' .. cls .. ':' .. domain, 0, member)
  redis.call('HINCRBY', qk.counts, cls, 1)
  local nxt = tonumber(redis.call('HGET', prefix .. 'pol:' .. domain, 'next') or '0')
  redis.call('ZADD', qk.ready[cls], 'NX', nxt, domain)
end
