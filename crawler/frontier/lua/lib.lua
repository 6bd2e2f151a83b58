-- Shared helpers, prepended to the scripts that need them (see queue.py).
-- Time comes from the Redis server, so politeness and leases do not depend on the workers' clocks.
-- Fixed keys come in KEYS (see each script); only per-domain keys (dq:, pol:, ban:) are built from the
-- key prefix, as their names depend on the data.
--
-- Queued requests live in LISTs, one per domain, class and priority band (`dq:<class>:<domain>/<prio>`,
-- oldest first), whose elements are the payloads themselves: Redis keeps them in listpacks, a few bytes
-- of overhead per request. The domain queue `dq:<class>:<domain>` is a ZSET of its bands (member the
-- priority key, score its value: best band first). A request gets an id only when it is leased or
-- delayed; then its payload and reclaim count are in the payloads and reclaims hashes under that id,
-- and its member is `<prio>:<route>:<id>` (leased) or `<prio>:<id>` (delayed; route in the routes hash). The counts hash has the queued requests per class
-- (`s`, `r`) and per route (`<class>|<domain>`: the domain cap, claimable work, `frontier status`).
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

local function id_of(member)
  return string.match(member, '([^:]+)$')
end

local function prio_of(member)
  return string.match(member, '^([^:]+):')
end

-- The fixed keys `push` writes: the per-class counts hash and the ready sets of both classes.
local function queue_keys(counts, ready_s, ready_r)
  return {counts = counts, ready = {s = ready_s, r = ready_r}}
end

-- "<class>|<domain>" of a request; requests queued before routes existed go to a catch-all domain.
local function route_of(routes, id)
  return redis.call('HGET', routes, id) or 's|_'
end

-- The route of a leased request: in its member `<prio>:<route>:<id>` (claim.lua), or for members of
-- earlier versions (`<prio>:<id>`) and delayed ones in the routes hash.
local function lease_route(member, routes, id)
  return string.match(member, '^[^:]+:(.+):[^:]+$') or route_of(routes, id)
end

local function split_route(route)
  local sep = string.find(route, '|', 1, true)
  return string.sub(route, 1, sep - 1), string.sub(route, sep + 1)
end

-- A queued element: the payload, after a `#<reclaims>#` header if its lease expired before (or if the
-- payload itself starts with `#`, so that it is never read as a header).
local function element(payload, reclaims)
  if reclaims > 0 or string.byte(payload, 1) == 35 then
    return '#' .. reclaims .. '#' .. payload
  end
  return payload
end

-- payload, reclaims of a queued element.
local function unpack_element(el)
  if string.byte(el, 1) == 35 then
    local n = string.match(el, '^#(%d+)#')
    if n then return string.sub(el, #n + 3), tonumber(n) end
  end
  return el, 0
end

-- Count `n` requests more (or fewer) queued under `route`.
local function count(qk, route, cls, n)
  redis.call('HINCRBY', qk.counts, cls, n)
  if redis.call('HINCRBY', qk.counts, route, n) <= 0 then redis.call('HDEL', qk.counts, route) end
end

-- Queue `payload` with priority key `prio` in its domain's band: at the back, or at the `front` (where
-- released and reclaimed requests go back: they were at the head when claimed). A domain that was not
-- ready yet becomes ready at its next allowed time (kept in its politeness hash, so an
-- empty-then-refilled domain stays throttled).
local function push(prefix, qk, route, prio, payload, reclaims, front)
  local cls, domain = split_route(route)
  local dq = prefix .. 'dq:' .. cls .. ':' .. domain
  local el = element(payload, reclaims)
  local len = redis.call(front and 'LPUSH' or 'RPUSH', dq .. '/' .. prio, el)
  if len == 1 then redis.call('ZADD', dq, tonumber(prio), prio) end
  count(qk, route, cls, 1)
  local nxt = tonumber(redis.call('HGET', prefix .. 'pol:' .. domain, 'next') or '0')
  redis.call('ZADD', qk.ready[cls], 'NX', nxt, domain)
end

-- Members sorted by id, highest first: pushed to the front one by one, the oldest ends up first.
local function newest_first(members)
  table.sort(members, function(a, b)
    local x, y = tonumber(id_of(a)) or 0, tonumber(id_of(b)) or 0
    if x ~= y then return x > y end
    return a > b
  end)
  return members
end

-- The URL of a payload (v1/v2 JSON, or v3 with its context's origin), or nil.
local function payload_url(payload, contexts)
  if string.sub(payload, 1, 2) == '3\t' then
    local ctx, url = string.match(payload, '^3\t([^\t]*)\t([^\t]*)')
    if url and string.sub(url, 1, 1) == '/' then
      local ok, c = pcall(cjson.decode, redis.call('HGET', contexts, ctx) or '')
      if ok and type(c) == 'table' and type(c.o) == 'string' then return c.o .. url end
    elseif url and url ~= '' then
      return url
    end
    return nil
  end
  local ok, data = pcall(cjson.decode, payload)
  if ok and type(data) == 'table' then
    if type(data.url) == 'string' then return data.url end
    if type(data.u) == 'string' then return data.u end
  end
  return nil
end

-- The SET of the lease members one owner holds (keys.py `owned`): expire_owner.lua touches only those.
local function owned_key(prefix, owner)
  return prefix .. 'owned:' .. owner
end

-- Shared contexts (contexts.py) are counted: every v3 payload the shard holds (queued, delayed, leased)
-- is one reference to its context, in the refs hash (ctx_note, ctx_apply); a context nothing references
-- any more is deleted if it is in the counted set, which has the contexts a counting enqueue created:
-- those written by earlier versions (before, or by old workers during an upgrade) may be referenced
-- uncounted and are never pruned. Moves within the shard (claim, release, reclaim, promote, migrate) keep
-- the count; only what enters (enqueue, adopt) or leaves (ack, drop, a dead letter) changes it.
local function ctx_keys(ctx, refs, counted)
  return {ctx = ctx, refs = refs, counted = counted}
end

-- The context id a v3 payload references, or nil.
local function ctx_of(payload)
  if payload and string.sub(payload, 1, 2) == '3\t' then
    return string.match(payload, '^3\t([^\t]+)\t')
  end
  return nil
end

-- Note `n` references more (or fewer) to the context of `payload` in `delta` (context id -> change),
-- applied once per call by ctx_apply: the requests of one batch mostly share a few contexts.
local function ctx_note(delta, payload, n)
  local ctx = ctx_of(payload)
  if ctx then delta[ctx] = (delta[ctx] or 0) + n end
end

-- Apply `delta`: a counted context whose last reference went is deleted. Returns the number pruned.
local function ctx_apply(ck, delta)
  local pruned = 0
  for ctx, n in pairs(delta) do
    if n < 0 and redis.call('HINCRBY', ck.refs, ctx, n) <= 0 then
      redis.call('HDEL', ck.refs, ctx)
      if redis.call('SREM', ck.counted, ctx) == 1 then pruned = pruned + redis.call('HDEL', ck.ctx, ctx) end
    elseif n > 0 then
      redis.call('HINCRBY', ck.refs, ctx, n)
    end
  end
  return pruned
end

-- SADD or SREM `members` (a table) to/from `key`, in chunks (unpack takes a few thousand at most).
local function set_many(cmd, key, members)
  for i = 1, #members, 1000 do
    redis.call(cmd, key, unpack(members, i, math.min(i + 999, #members)))
  end
end

-- A domain's delay between requests, ms: max(its base delay or `default_delay`, its robots.txt crawl-delay),
-- times its ban factor (on `floor` once a ban raised it, so a domain crawled without delay is slowed too).
local function politeness_delay(pol, default_delay, floor)
  local st = redis.call('HMGET', pol, 'base', 'crawl', 'factor')
  local delay = math.max(tonumber(st[1] or default_delay), tonumber(st[2] or '0'))
  local factor = tonumber(st[3] or '1')
  if factor > 1 then delay = math.max(delay, floor) * factor end
  return delay
end
