-- Shared helpers, prepended to the scripts that need them (see queue.py).
-- Time comes from the Redis server, so politeness and leases do not depend on the workers' clocks.
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

local function id_of(member)
  return string.match(member, '([^:]+)$')
end

-- "<class>|<domain>" of a request; requests queued before routes existed go to a catch-all domain.
local function route_of(prefix, id)
  return redis.call('HGET', prefix .. 'route', id) or 's|_'
end

-- Queue `member` in its domain's queue. A domain that was not ready yet becomes ready at its next
-- allowed time (kept in its politeness hash, so an empty-then-refilled domain stays throttled).
local function push(prefix, route, member)
  local sep = string.find(route, '|', 1, true)
  local cls, domain = string.sub(route, 1, sep - 1), string.sub(route, sep + 1)
  redis.call('ZADD', prefix .. 'dq:' .. cls .. ':' .. domain, 0, member)
  redis.call('HINCRBY', prefix .. 'counts', cls, 1)
  local nxt = tonumber(redis.call('HGET', prefix .. 'pol:' .. domain, 'next') or '0')
  redis.call('ZADD', prefix .. 'ready:' .. cls, 'NX', nxt, domain)
end
