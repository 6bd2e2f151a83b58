-- Entries waiting in the start key, whatever its type (list, or set / sorted set with scrapy-redis'
-- REDIS_START_URLS_AS_SET / _AS_ZSET), so every reader counts it without knowing the setting.
-- KEYS[1] start key.  Returns the number of entries (0 if the key does not exist).
local kind = redis.call('TYPE', KEYS[1])['ok']
if kind == 'list' then return redis.call('LLEN', KEYS[1]) end
if kind == 'set' then return redis.call('SCARD', KEYS[1]) end
if kind == 'zset' then return redis.call('ZCARD', KEYS[1]) end
return 0
