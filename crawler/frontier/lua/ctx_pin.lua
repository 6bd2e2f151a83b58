-- Start counting references to the shared contexts of one shard (lib.lua, ctx_note): the contexts already
-- there are pinned, never pruned, as requests queued before references were counted may use them. Once
-- per shard: the member '' of the pinned set (no context id is empty) says it was done.
-- KEYS[1] shared contexts  KEYS[2] pinned contexts (SET).  Returns the number pinned now.
if redis.call('SISMEMBER', KEYS[2], '') == 1 then return 0 end
local ids = redis.call('HKEYS', KEYS[1])
for i = 1, #ids, 1000 do
  redis.call('SADD', KEYS[2], unpack(ids, i, math.min(i + 999, #ids)))
end
redis.call('SADD', KEYS[2], '')
return #ids
