-- Atomically de-duplicate (RedisBloom BF.ADD) and queue a batch of requests in their domain queues.
-- KEYS[1] payloads (HASH id -> serialized request, for delayed ones)  KEYS[2] id counter  KEYS[3] routes
-- KEYS[4] delayed (ZSET member -> due ms)  KEYS[5] shared contexts (HASH id -> JSON, see contexts.py)
-- KEYS[6] per-class counts  KEYS[7] ready set of class s  KEYS[8] ready set of class r
-- KEYS[9] context references (HASH id -> requests of this shard referencing it, lib.lua)
-- KEYS[10] counted contexts (SET: those created here, the only ones ever pruned, lib.lua)
-- ARGV[1] error rate, ARGV[2] capacity, ARGV[3] expansion (for filters reserved here), ARGV[4] key prefix
-- ARGV[5] number of contexts, then context id and value pairs (written here, so a queued request never
-- references a missing one), then per request: bloom key ("" = do not filter), fingerprint, priority
-- prefix, payload, class, domain, delay ms (> 0: into the delay queue, due after that long), cap (> 0:
-- refused when the domain queue holds that many already; a refused URL is not marked seen, so it can come
-- again)
-- Returns one flag per request: 1 queued, 0 already seen, 2 refused by the domain cap.
local prefix = ARGV[4]
local ck = ctx_keys(KEYS[5], KEYS[9], KEYS[10])
local refs = {}
local qk = queue_keys(KEYS[6], KEYS[7], KEYS[8])
local now = now_ms()
local out = {}
local reserved = {}
local first = 6 + 2 * tonumber(ARGV[5])
local created = {}
for i = 6, first - 1, 2 do
  if redis.call('HSETNX', KEYS[5], ARGV[i], ARGV[i + 1]) == 1 then created[#created + 1] = ARGV[i] end
end
for i = first, #ARGV, 8 do
  local bloom, fp, prio, payload = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local route = ARGV[i + 4] .. '|' .. ARGV[i + 5]
  local delay = tonumber(ARGV[i + 6])
  local cap = tonumber(ARGV[i + 7])
  local fresh = 1
  if bloom ~= "" and not reserved[bloom] then
    if redis.call('EXISTS', bloom) == 0 then
      redis.call('BF.RESERVE', bloom, ARGV[1], ARGV[2], 'EXPANSION', ARGV[3])
    end
    reserved[bloom] = true
  end
  local full = cap > 0 and tonumber(redis.call('HGET', KEYS[6], route) or '0') >= cap
  if full then
    -- Seen ones stay duplicates; new ones are refused without being marked seen.
    fresh = (bloom ~= "" and redis.call('BF.EXISTS', bloom, fp) == 1) and 0 or 2
  elseif bloom ~= "" then
    fresh = redis.call('BF.ADD', bloom, fp)
  end
  if fresh == 1 then
    ctx_note(refs, payload, 1)
    if delay > 0 then
      local id = tostring(redis.call('INCR', KEYS[2]))
      redis.call('HSET', KEYS[1], id, payload)
      redis.call('HSET', KEYS[3], id, route)
      redis.call('ZADD', KEYS[4], now + delay, prio .. ':' .. id)
    else
      push(prefix, qk, route, prio, payload, 0, false)
    end
  end
  out[#out + 1] = fresh
end
ctx_apply(ck, refs)
-- A context created here is counted; one that none of these requests was queued with is removed again.
for _, ctx in ipairs(created) do
  if refs[ctx] then redis.call('SADD', KEYS[10], ctx) else redis.call('HDEL', KEYS[5], ctx) end
end
return out
