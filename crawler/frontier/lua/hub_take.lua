-- Take the due hubs: each is pushed back by the hold time before it is handed out, so exactly one worker
-- gets it per turn; if nobody reports a visit by then, it is due again.
-- KEYS[1] due  ARGV[1] hub key prefix  ARGV[2] max hubs  ARGV[3] hold ms
-- Returns {{id, turn, url, kind, site, etag, last_modified, signature, start_url, priority, next}, ...}
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 0 then
    redis.call('ZREM', KEYS[1], id)  -- removed by an operator: nothing to visit
  else
    local held = now + tonumber(ARGV[3])
    redis.call('ZADD', KEYS[1], held, id)
    local turn = redis.call('HINCRBY', key, 'turn', 1)
    redis.call('HSET', key, 'taken', now, 'next', held)
    local f = redis.call('HMGET', key, 'url', 'kind', 'site', 'etag', 'last_modified', 'signature', 'start_url',
      'priority')
    out[#out + 1] = {id, turn, f[1] or '', f[2] or '', f[3] or '', f[4] or '', f[5] or '', f[6] or '', f[7] or '',
      f[8] or '0'}
  end
end
return out
