-- Move requests of an earlier layout into the domain queues' bands, oldest first: those of the single
-- queue of the first versions ({spider}:queue), or those of a domain queue of the previous version (a
-- ZSET of `<prio>:<seq>` members at score 0, the payloads in the payloads hash). Each member is moved once
-- even with several workers migrating at the same time (ZREM decides).
-- KEYS[1] the old queue  KEYS[2] routes  KEYS[3] payloads  KEYS[4] reclaim counts  KEYS[5] per-class
-- counts  KEYS[6..7] ready sets s, r
-- ARGV[1] key prefix  ARGV[2] "1" if the old queue's requests are in the per-class counts already, then
-- pairs: member, "<class>|<domain>" (used if the request has no route).  Returns the number moved.
local qk = queue_keys(KEYS[5], KEYS[6], KEYS[7])
local moved = 0
for i = 3, #ARGV, 2 do
  local member = ARGV[i]
  if redis.call('ZREM', KEYS[1], member) == 1 then
    local id = id_of(member)
    local route = redis.call('HGET', KEYS[2], id) or ARGV[i + 1]
    local payload = redis.call('HGET', KEYS[3], id)
    local reclaims = tonumber(redis.call('HGET', KEYS[4], id) or '0')
    for k = 2, 4 do redis.call('HDEL', KEYS[k], id) end
    local cls = split_route(route)
    if ARGV[2] == '1' then redis.call('HINCRBY', qk.counts, cls, -1) end
    if payload then
      push(ARGV[1], qk, route, prio_of(member), payload, reclaims, false)
      moved = moved + 1
    end
  end
end
return moved
