-- Put requests whose lease expired (their worker died or hung) back at the front of their domain queue's
-- band with their reclaim count raised; after ARGV[3] reclaims a request goes to the dead-letter list
-- instead, as a record of the one dead-letter format (crawler/frontier/deadletter.py, source "reclaim").
-- KEYS[1] leases  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts  KEYS[5] dead  KEYS[6] routes
-- KEYS[7] shared contexts (for the URL of a dead letter)  KEYS[8] per-class counts  KEYS[9..10] ready sets
-- KEYS[11] context references  KEYS[12] counted contexts (lib.lua): a dead letter carries its context
-- (`context`), so it no longer references the shared one, which may be pruned
-- ARGV[1] key prefix  ARGV[2] max to handle  ARGV[3] max reclaims  ARGV[4] the reclaiming worker's id.
-- Returns {requeued, dead}
local now = now_ms()
local qk = queue_keys(KEYS[8], KEYS[9], KEYS[10])
local ck = ctx_keys(KEYS[7], KEYS[11], KEYS[12])
local refs = {}
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[2]))
local requeued, dead = 0, 0
local EMPTY_LIST = '__empty_list__'  -- cjson writes an empty table as {}; the schema says []
for _, member in ipairs(newest_first(expired)) do
  local id = id_of(member)
  local owner = redis.call('HGET', KEYS[3], id) or ''
  local payload = redis.call('HGET', KEYS[2], id)
  local route = lease_route(member, KEYS[6], id)
  local count = redis.call('HINCRBY', KEYS[4], id, 1)
  redis.call('ZREM', KEYS[1], member)
  if owner ~= '' then redis.call('SREM', owned_key(ARGV[1], owner), member) end
  for _, key in ipairs({KEYS[2], KEYS[3], KEYS[4], KEYS[6]}) do redis.call('HDEL', key, id) end
  if count >= tonumber(ARGV[3]) then
    payload = payload or ''
    local url = payload_url(payload, KEYS[7]) or '(undecodable)'
    local ctx = ctx_of(payload)
    local context = ctx and redis.call('HGET', KEYS[7], ctx) or cjson.null
    local reason = 'lease expired ' .. count .. ' times: the worker holding it died or hung'
    local record = cjson.encode({
      v = 2, id = id, url = url, source = 'reclaim', reason = reason, status = cjson.null,
      attempts = count, reclaims = count, first_attempt_at = cjson.null, last_attempt_at = cjson.null,
      last_error = reason, history = EMPTY_LIST, worker = ARGV[4] or '', last_owner = owner,
      dead_at = now / 1000, payload = payload, context = context
    })
    record = string.gsub(record, '"__empty_list__"', '[]')
    redis.call('RPUSH', KEYS[5], record)
    ctx_note(refs, payload, -1)
    dead = dead + 1
  elseif payload then
    push(ARGV[1], qk, route, prio_of(member), payload, count, true)
    requeued = requeued + 1
  end
end
ctx_apply(ck, refs)
return {requeued, dead}
