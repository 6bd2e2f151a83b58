-- Record a hub visit and schedule the next one (adaptive interval).
-- KEYS[1] due  ARGV[1] hub key prefix  ARGV[2] id  ARGV[3] turn ("" for the first visit of a start URL)
-- ARGV[4] status ("200", "304", "unchanged", "error", ...)  ARGV[5] new article links  ARGV[6] etag
-- ARGV[7] last-modified  ARGV[8] links signature  ARGV[9] kind  ARGV[10] min ms  ARGV[11] max ms
-- ARGV[12] grow factor  ARGV[13] shrink divisor
-- Interval: shrinks (divided) when the visit brought new article links, grows (multiplied) when not
-- (errors included), within [min, max]; a hub with a fixed interval keeps it; a "once" hub leaves the schedule.
-- Returns {next due in ms from now (-1: not revisited), interval ms}, or {-2, 0} for a stale turn.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local key = ARGV[1] .. ARGV[2]
if redis.call('EXISTS', key) == 0 then return {-3, 0} end
local st = redis.call('HMGET', key, 'turn', 'interval', 'fixed', 'recent')
if ARGV[3] ~= '' and ARGV[3] ~= st[1] then return {-2, 0} end  -- a later turn was handed out meanwhile
local status, new = ARGV[4], tonumber(ARGV[5])
local lo, hi = tonumber(ARGV[10]), tonumber(ARGV[11])
local interval = tonumber(st[2] or lo)
local fixed = st[3] or ''
if fixed ~= '' and fixed ~= 'once' then
  interval = tonumber(fixed)
elseif new > 0 then
  interval = math.max(lo, math.floor(interval / tonumber(ARGV[13])))
else  -- nothing new, or an error: back off
  interval = math.min(hi, math.floor(interval * tonumber(ARGV[12])))
end
interval = math.max(interval, 1)
local recent = tostring(new) .. ',' .. (st[4] or '')
recent = string.sub(recent, 1, 64)
redis.call('HSET', key, 'interval', interval, 'last_status', status, 'last_visit', now, 'last_new', new,
  'recent', recent, 'kind', ARGV[9])
redis.call('HINCRBY', key, 'visits', 1)
if status == '304' then redis.call('HINCRBY', key, 'n304', 1) end
if new == 0 and status ~= 'error' then redis.call('HINCRBY', key, 'unchanged', 1) end
if ARGV[6] ~= '' then redis.call('HSET', key, 'etag', ARGV[6]) end
if ARGV[7] ~= '' then redis.call('HSET', key, 'last_modified', ARGV[7]) end
if ARGV[8] ~= '' then redis.call('HSET', key, 'signature', ARGV[8]) end
if fixed == 'once' then
  redis.call('ZREM', KEYS[1], ARGV[2])
  redis.call('HSET', key, 'next', '')
  return {-1, interval}
end
redis.call('ZADD', KEYS[1], now + interval, ARGV[2])
redis.call('HSET', key, 'next', now + interval)
return {interval, interval}
