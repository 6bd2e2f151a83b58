-- Move requests from the single queue of earlier versions ({spider}:queue) into their domain queues.
-- Each member is moved once even with several workers migrating at the same time (ZREM decides).
-- KEYS[1] legacy queue  KEYS[2] routes  KEYS[3] per-class counts  KEYS[4..5] ready sets s, r   ARGV[1] key prefix, then pairs: member, "<class>|<domain>"
-- Returns the number moved.
local qk = queue_keys(KEYS[3], KEYS[4], KEYS[5])
local moved = 0
for i = 2, #ARGV, 2 do
  local member = ARGV[i]
  if redis.call('ZREM', KEYS[1], member) == 1 then
    local id = id_of(member)
    redis.call('HSETNX', KEYS[2], id, ARGV[i + 1])
    push(ARGV[1], qk, route_of(KEYS[2], id), member)
    moved = moved + 1
  end
end
return moved
