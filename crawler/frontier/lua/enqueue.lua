-- Atomically de-duplicate (RedisBloom BF.ADD) and queue a batch of requests.
-- KEYS[1] queue (ZSET, all scores 0, members "<prio>:<seq>" ordered lexicographically)
-- KEYS[2] payloads (HASH seq -> serialized request)   KEYS[3] sequence counter
-- ARGV[1] error rate, ARGV[2] capacity, ARGV[3] expansion (for filters reserved here)
-- then per request: bloom key ("" = do not filter), fingerprint, priority prefix, payload
-- Returns one flag per request: 1 queued, 0 already seen.
local out = {}
local reserved = {}
for i = 4, #ARGV, 4 do
  local bloom, fp, prio, payload = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local fresh = 1
  if bloom ~= "" then
    if not reserved[bloom] then
      if redis.call('EXISTS', bloom) == 0 then
        redis.call('BF.RESERVE', bloom, ARGV[1], ARGV[2], 'EXPANSION', ARGV[3])
      end
      reserved[bloom] = true
    end
    fresh = redis.call('BF.ADD', bloom, fp)
  end
  if fresh == 1 then
    local seq = string.format('%016d', redis.call('INCR', KEYS[3]))
    redis.call('HSET', KEYS[2], seq, payload)
    redis.call('ZADD', KEYS[1], 0, prio .. ':' .. seq)
  end
  out[#out + 1] = fresh
end
return out
