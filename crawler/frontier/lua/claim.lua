-- Claim up to N requests under a lease, from the domains whose politeness delay has passed.
-- Each class (`s` static, `r` render) has a ready set: domain -> time it may next be fetched. Among the
-- longest-waiting ready domains (at most ARGV[8] per class), every domain first gets one request, best
-- queue head (priority, then age) first; what is left of N then goes to domains without a delay. A
-- domain with a delay is not ready again for that delay, cluster-wide and for both classes. A throttled
-- domain is simply not ready, so it never holds up the others (no head-of-line blocking).
-- Effective delay: politeness_delay (lib.lua) with ARGV[6] as the default and ARGV[7] as the floor under a ban.
-- The turn a claim takes is charged again when the request is sent (send_turn.lua), so a request that waited
-- on its worker pushes the domain's next turn back instead of leaving next to it.
-- A request reclaimed at least ARGV[9] times (it was in flight at that many crashes) is a crash suspect:
-- it only goes, alone, to a worker with nothing else in flight; busy workers take the requests behind it.
-- Requests reclaimed fewer times (the innocent neighbours of one crash) are claimed like any other, so a
-- crash costs no isolation when nothing is poisoned.
-- KEYS[1] leases (ZSET member -> deadline ms)  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts
-- KEYS[5] routes  KEYS[6] id counter  KEYS[7] per-class counts  KEYS[8] ready set of class s
-- KEYS[9] ready set of class r  KEYS[10] this owner's leases (SET of members, for expire_owner.lua)
-- ARGV[1] lease ms  ARGV[2] N  ARGV[3] owner token  ARGV[4] "1" if the worker is idle  ARGV[5] key prefix
-- ARGV[6] default delay ms  ARGV[7] delay floor ms under a ban  ARGV[8] domains looked at per class
-- ARGV[9] reclaims that make a suspect  ARGV[10..] classes this worker serves, preferred first
-- A claimed request gets its id here (lib.lua): its payload and reclaim count are kept under it while it
-- is leased, its route in its member.
-- Returns {{member, payload, reclaims, domain delay ms, ...}, ms until the next throttled domain is ready
-- (-1: none waits)}
local prefix = ARGV[5]
local qk = queue_keys(KEYS[7], KEYS[8], KEYS[9])
local ready_of = qk.ready
local now = now_ms()
local deadline = now + tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local idle = ARGV[4] == '1'
local default_delay, floor, scan = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local suspect_after = math.max(1, tonumber(ARGV[9]))
local LOOK_PAST = 10  -- suspects skipped at most, per domain and claim
local BANDS = 32  -- priority bands of one domain looked at per claim
local out = {}
local taken = 0
local isolated = false

local function delay_of(pol)
  return politeness_delay(pol, default_delay, floor)
end

local next_id = nil
-- An id for a new lease: one INCRBY reserves ids for the whole claim.
local function new_id()
  if not next_id then next_id = redis.call('INCRBY', KEYS[6], want) - want end
  next_id = next_id + 1
  return tostring(next_id)
end

local leased = {}  -- members for this owner's lease set, added once at the end
local taken_from = {}  -- route -> {class, requests taken}: the counts are written once, at the end

-- The member `<prio>:<route>:<id>` names where a release or reclaim puts the request back (lib.lua).
local function lease(route, prio, payload, reclaims, delay)
  local id = new_id()
  local member = prio .. ':' .. route .. ':' .. id
  redis.call('ZADD', KEYS[1], deadline, member)
  redis.call('HSET', KEYS[3], id, ARGV[3])
  leased[#leased + 1] = member
  redis.call('HSET', KEYS[2], id, payload)
  if reclaims > 0 then redis.call('HSET', KEYS[4], id, reclaims) end
  out[#out + 1] = member
  out[#out + 1] = payload
  out[#out + 1] = tostring(reclaims)
  out[#out + 1] = tostring(math.floor(delay))
end

-- Take up to n requests of one band, oldest first; crash suspects are passed over (at most LOOK_PAST of
-- them per domain, `skips` so far) unless this idle worker takes one alone. Pops only what it needs while
-- no suspect is in the way; what it popped and did not take goes back to the front in its order.
-- Returns taken, skips, whether the band is now empty.
local function take_band(band, route, prio, n, skips, delay)
  local got, exhausted = 0, false
  local back = {}
  while got < n and not isolated and taken < want and skips < LOOK_PAST do
    local size = (n - got) + (#back > 0 and (LOOK_PAST - skips) or 0)
    local els = redis.call('LPOP', band, size) or {}
    for _, el in ipairs(els) do
      if got >= n or isolated or taken >= want or skips >= LOOK_PAST then
        back[#back + 1] = el
      else
        local payload, reclaims = unpack_element(el)
        local suspect = reclaims >= suspect_after
        if not suspect or (idle and taken == 0) then
          lease(route, prio, payload, reclaims, delay)
          taken, got = taken + 1, got + 1
          isolated = suspect
        else
          back[#back + 1] = el
          skips = skips + 1
        end
      end
    end
    if #els < size then
      exhausted = true
      break
    end
  end
  for j = #back, 1, -1 do redis.call('LPUSH', band, back[j]) end
  return got, skips, exhausted and #back == 0
end

-- Take up to n requests of one domain queue, best band first (`head`, if known, is its best band).
-- Returns how many were taken.
local function take(cls, domain, dq, n, delay, head)
  local route = cls .. '|' .. domain
  local got, skips = 0, 0
  local bands = head and {head} or nil
  local done, fetched = {}, false
  while true do
    if not bands then
      bands, fetched = redis.call('ZRANGE', dq, 0, BANDS - 1), true
    end
    for _, prio in ipairs(bands) do
      if got >= n or isolated or taken >= want or skips >= LOOK_PAST then break end
      if string.find(prio, ':', 1, true) then break end  -- not migrated yet (migrate.lua)
      if not done[prio] then
        done[prio] = true
        local g, s, empty = take_band(dq .. '/' .. prio, route, prio, n - got, skips, delay)
        got, skips = got + g, s
        if empty then redis.call('ZREM', dq, prio) end
      end
    end
    if fetched or got >= n or isolated or taken >= want or skips >= LOOK_PAST then break end
    bands = nil
  end
  if got > 0 then
    local t = taken_from[route] or {cls, 0}
    t[2] = t[2] + got
    taken_from[route] = t
  end
  return got
end

-- After a domain gave requests: its next turn, for every class it has queued requests in.
local function next_turn(cls, domain, dq, delay)
  local nxt = now + delay
  redis.call('HSET', prefix .. 'pol:' .. domain, 'next', nxt)
  if redis.call('EXISTS', dq) == 0 then
    redis.call('ZREM', ready_of[cls], domain)
  else
    redis.call('ZADD', ready_of[cls], nxt, domain)
  end
  for _, other in ipairs({'s', 'r'}) do
    if other ~= cls then redis.call('ZADD', ready_of[other], 'XX', 'GT', nxt, domain) end
  end
end

for c = 10, #ARGV do
  if taken >= want or isolated then break end
  local cls = ARGV[c]
  local ready = ready_of[cls]
  local cands = {}
  for _, domain in ipairs(redis.call('ZRANGEBYSCORE', ready, '-inf', now, 'LIMIT', 0, scan)) do
    local dq = prefix .. 'dq:' .. cls .. ':' .. domain
    local head = redis.call('ZRANGE', dq, 0, 0)
    local pol = prefix .. 'pol:' .. domain
    local nxt = tonumber(redis.call('HGET', pol, 'next') or '0')
    if not head[1] then
      redis.call('ZREM', ready, domain)
    elseif nxt > now then
      redis.call('ZADD', ready, nxt, domain)  -- its turn was taken through the other class
    elseif not string.find(head[1], ':', 1, true) then  -- (else: not migrated yet, see migrate.lua)
      cands[#cands + 1] = {domain, head[1], dq, pol, #cands}
    end
  end
  -- Best band first; among equals, the longest-waiting domain.
  table.sort(cands, function(a, b)
    if a[2] ~= b[2] then return a[2] < b[2] end
    return a[5] < b[5]
  end)
  -- First pass: one request per ready domain, best head first.
  local bulk = {}
  for _, cand in ipairs(cands) do
    if taken >= want or isolated then break end
    local domain, dq = cand[1], cand[3]
    local delay = delay_of(cand[4])
    local got = take(cls, domain, dq, 1, delay, cand[2])
    if got > 0 then
      next_turn(cls, domain, dq, delay)
      if delay == 0 then bulk[#bulk + 1] = cand end
    elseif redis.call('EXISTS', dq) == 1 then
      redis.call('ZADD', ready, now, domain)  -- only suspects in front: to the back of the line
    end
  end
  -- Second pass: the rest of the batch from domains without a delay.
  for _, cand in ipairs(bulk) do
    if taken >= want or isolated then break end
    if take(cls, cand[1], cand[3], want - taken, 0) > 0 and redis.call('EXISTS', cand[3]) == 0 then
      redis.call('ZREM', ready, cand[1])
    end
  end
end

for route, t in pairs(taken_from) do count(qk, route, t[1], -t[2]) end
set_many('SADD', KEYS[10], leased)

-- When does the next throttled domain become ready? Workers busy with other domains claim again at
-- that moment, so its turn is not lost while their prefetched batches drain.
local wait = -1
for c = 10, #ARGV do
  local soonest = redis.call('ZRANGEBYSCORE', ready_of[ARGV[c]], '(' .. now, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
  if soonest[2] then
    local w = tonumber(soonest[2]) - now
    if wait < 0 or w < wait then wait = w end
  end
end
return {out, wait}
