-- Take a batch of start-URL entries, keeping a copy under a claim until they are queued.
-- KEYS[1] start list  KEYS[2] claims (ZSET claim id -> deadline ms)  KEYS[3] this claim's list
-- ARGV[1] claim id  ARGV[2] N  ARGV[3] deadline ms.  Returns the entries (oldest first).
local items = redis.call('RPOP', KEYS[1], tonumber(ARGV[2]))
if not items then
  return {}
end
redis.call('RPUSH', KEYS[3], unpack(items))
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return items
