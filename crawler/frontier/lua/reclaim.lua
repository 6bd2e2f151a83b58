-- Put requests whose lease expired (their worker died or hung) back in their domain queue with their
-- reclaim count raised; after ARGV[3] reclaims a request goes to the dead-letter list instead, as a record
-- of the one dead-letter format (crawler/frontier/deadletter.py, source "reclaim").
-- KEYS[1] leases  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts  KEYS[5] dead  KEYS[6] routes
-- KEYS[7] per-class counts  KEYS[8..9] ready sets s, r
-- ARGV[1] key prefix  ARGV[2] max to handle  ARGV[3] max reclaims  ARGV[4] the reclaiming worker's id.
-- Returns {requeued, dead}
local now = now_ms()
local qk = queue_keys(KEYS[7], KEYS[8], KEYS[9])
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))
local requeued, dead = 0, 0
local EMPTY_LIST = '__empty_list__'  -- cjson writes an empty table as {}; the schema says []
for _, member in ipairs(expired) do
  local id = id_of(member)
  local owner = redis.call('HGET', KEYS[3], id) or ''
  redis.call('ZREM', KEYS[1], member)
  redis.call('HDEL', KEYS[3], id)
  local count = redis.call('HINCRBY', KEYS[4], id, 1)
  if count >= tonumber(ARGV[3]) then
    local payload = redis.call('HGET', KEYS[2], id) or ''
    local ok, data = pcall(cjson.decode, payload)
    local url = (ok and type(data) == 'table' and type(data.url) == 'string') and data.url or '(undecodable)'
    local reason = 'lease expired ' .. count .. ' times: the worker holding it died or hung'
    local record = cjson.encode({
      v = 2, id = id, url = url, source = 'reclaim', reason = reason, status = cjson.null,
      attempts = count, reclaims = count, first_attempt_at = cjson.null, last_attempt_at = cjson.null,
      last_error = reason, history = EMPTY_LIST, worker = ARGV[4] or '', last_owner = owner,
      dead_at = now / 1000, payload = payload
    })
    record = string.gsub(record, '"__empty_list__"', '[]')
    redis.call('RPUSH', KEYS[5], record)
    redis.call('HDEL', KEYS[2], id)
    redis.call('HDEL', KEYS[4], id)
    redis.call('HDEL', KEYS[6], id)
    dead = dead + 1
  else
    push(ARGV[1], qk, route_of(KEYS[6], id), member)
    requeued = requeued + 1
  end
end
return {requeued, dead}
