-- Register hubs (idempotent: a known hub keeps its schedule and history).
-- KEYS[1] due (ZSET id -> next due ms)  KEYS[2] sites (HASH site -> hub count)
-- ARGV[1] hub key prefix  ARGV[2] max hubs per site (0: no limit)
-- then per hub: id, url, kind, site, first due in ms from now, initial interval ms, fixed ("" adaptive,
-- "once" never revisited, else a fixed interval in ms), start url, priority
-- Returns one flag per hub: 1 registered, 0 known already, -1 over its site's limit.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[2])
local out = {}
for i = 3, #ARGV, 9 do
  local id, url, kind, site = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then
    out[#out + 1] = 0
  elseif limit > 0 and tonumber(redis.call('HGET', KEYS[2], site) or '0') >= limit then
    out[#out + 1] = -1
  else
    local due = now + tonumber(ARGV[i + 4])
    redis.call('HSET', key, 'url', url, 'kind', kind, 'site', site, 'interval', ARGV[i + 5],
      'fixed', ARGV[i + 6], 'start_url', ARGV[i + 7], 'priority', ARGV[i + 8], 'added', now, 'next', due,
      'turn', 0, 'visits', 0, 'n304', 0, 'unchanged', 0, 'recent', '')
    redis.call('ZADD', KEYS[1], due, id)
    redis.call('HINCRBY', KEYS[2], site, 1)
    out[#out + 1] = 1
  end
end
return out
