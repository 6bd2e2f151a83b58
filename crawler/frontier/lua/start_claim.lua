-- Take a batch of start-URL entries, keeping a copy under a claim until they are queued.
-- KEYS[1] start key  KEYS[2] claims (ZSET claim id -> deadline ms)  KEYS[3] this claim's copy
-- ARGV[1] claim id  ARGV[2] N  ARGV[3] deadline ms  ARGV[4] type of the start key: list, set or zset
-- (scrapy-redis' REDIS_START_URLS_AS_SET / _AS_ZSET). A list gives its oldest entries, a set any N, a
-- sorted set its N highest scores; the copy has the start key's type, so a reclaim puts entries back as
-- they were (scores included). Returns the entries.
local n = tonumber(ARGV[2])
local kind = ARGV[4] or 'list'
local items = {}
if kind == 'zset' then
  local popped = redis.call('ZPOPMAX', KEYS[1], n)
  for i = 1, #popped, 2 do
    redis.call('ZADD', KEYS[3], popped[i + 1], popped[i])
    items[#items + 1] = popped[i]
  end
elseif kind == 'set' then
  items = redis.call('SPOP', KEYS[1], n)
  if #items > 0 then redis.call('SADD', KEYS[3], unpack(items)) end
else
  items = redis.call('RPOP', KEYS[1], n)
  if not items then return {} end
  redis.call('RPUSH', KEYS[3], unpack(items))
end
if #items == 0 then return {} end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return items
