-- Finish requests this owner holds: drop lease, payload, route and counters. A lease that expired and
-- was taken over by another owner is left alone (that owner will finish it).
-- KEYS[1] leases  KEYS[2] payloads  KEYS[3] owners  KEYS[4] reclaim counts  KEYS[5] routes
-- KEYS[6] shared contexts  KEYS[7] context references  KEYS[8] counted contexts (lib.lua: the context of
-- the last request referencing it is pruned)  KEYS[9] this owner's leases (SET, see claim.lua)
-- ARGV[1] owner token, ARGV[2..] members.  Returns {acked, stale}
local acked, stale = 0, 0
local ck = ctx_keys(KEYS[6], KEYS[7], KEYS[8])
local refs, done = {}, {}
for i = 2, #ARGV do
  local member = ARGV[i]
  local id = string.match(member, '([^:]+)$')
  if redis.call('HGET', KEYS[3], id) == ARGV[1] then
    redis.call('ZREM', KEYS[1], member)
    done[#done + 1] = member
    ctx_note(refs, redis.call('HGET', KEYS[2], id), -1)
    redis.call('HDEL', KEYS[2], id)
    redis.call('HDEL', KEYS[3], id)
    redis.call('HDEL', KEYS[4], id)
    redis.call('HDEL', KEYS[5], id)
    acked = acked + 1
  else
    stale = stale + 1
  end
end
set_many('SREM', KEYS[9], done)
ctx_apply(ck, refs)
return {acked, stale}
