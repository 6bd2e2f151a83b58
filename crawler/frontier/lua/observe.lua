-- Ban-spike detection: add each domain's recent response counts to its sliding window (time buckets)
-- and adjust its cluster-wide delay factor. When bans (403/429/503, ban markers) make up at least the
-- threshold share of the window (with enough responses), the factor is multiplied (at most once per
-- raise interval, up to a maximum); once the share is below half the threshold it is divided back
-- step by step, one step per relax interval, down to 1.
-- ARGV[1] key prefix  ARGV[2] window ms  ARGV[3] bucket ms  ARGV[4] threshold share  ARGV[5] min responses
-- ARGV[6] raise multiplier  ARGV[7] max factor  ARGV[8] relax divisor  ARGV[9] raise interval ms
-- ARGV[10] relax interval ms, then per domain: domain, responses, ban responses
-- Returns per domain: domain, factor, change ("raised", "relaxed" or ""), bans in window, responses in
-- window, ms its Retry-After pause still lasts (0: none)
local prefix = ARGV[1]
local window, bucket_ms = tonumber(ARGV[2]), tonumber(ARGV[3])
local threshold, min_samples = tonumber(ARGV[4]), tonumber(ARGV[5])
local raise, max_factor, relax = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local raise_every, relax_every = tonumber(ARGV[9]), tonumber(ARGV[10])
local now = now_ms()
local bucket = math.floor(now / bucket_ms)
local first = bucket - math.max(1, math.floor(window / bucket_ms)) + 1
local out = {}
for i = 11, #ARGV, 3 do
  local domain, total, bad = ARGV[i], tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local wkey = prefix .. 'ban:' .. domain
  if total > 0 then
    redis.call('HINCRBY', wkey, 't' .. bucket, total)
    if bad > 0 then redis.call('HINCRBY', wkey, 'b' .. bucket, bad) end
    redis.call('PEXPIRE', wkey, window * 2)
  end
  redis.call('HDEL', wkey, 't' .. (first - 1), 'b' .. (first - 1), 't' .. (first - 2), 'b' .. (first - 2))
  local fields = {}
  for b = first, bucket do
    fields[#fields + 1] = 't' .. b
    fields[#fields + 1] = 'b' .. b
  end
  local vals = redis.call('HMGET', wkey, unpack(fields))
  local sum_t, sum_b = 0, 0
  for j = 1, #vals, 2 do
    sum_t = sum_t + tonumber(vals[j] or '0')
    sum_b = sum_b + tonumber(vals[j + 1] or '0')
  end
  local pol = prefix .. 'pol:' .. domain
  local st = redis.call('HMGET', pol, 'factor', 'ban_at', 'pause_until')
  local factor, changed = tonumber(st[1] or '1'), tonumber(st[2] or '0')
  local change = ''
  if sum_t >= min_samples and sum_b >= threshold * sum_t then
    if factor < max_factor and now - changed >= raise_every then
      factor = math.min(max_factor, factor * raise)
      redis.call('HSET', pol, 'factor', tostring(factor), 'ban_at', now)
      change = 'raised'
    end
  elseif factor > 1 and sum_t > 0 and sum_b < threshold * sum_t / 2 and now - changed >= relax_every then
    factor = math.max(1, factor / relax)
    redis.call('HSET', pol, 'factor', tostring(factor), 'ban_at', now)
    change = 'relaxed'
  end
  out[#out + 1] = domain
  out[#out + 1] = tostring(factor)
  out[#out + 1] = change
  out[#out + 1] = sum_b
  out[#out + 1] = sum_t
  out[#out + 1] = math.max(0, tonumber(st[3] or '0') - now)
end
return out
