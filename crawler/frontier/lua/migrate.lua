-- Move requests from the single queue of earlier versions ({spider}:queue) into their domain queues.
-- Each member is moved once even with several workers migrating at the same time (ZREM decides).
-- KEYS[1] legacy queue  KEYS[2] routes   ARGV[1] key prefix, then pairs: member, "<class>|<domain>"
-- Returns the number moved.
local moved = 0
for i = 2, #ARGV, 2 do
  local member = ARGV[i]
  if redis.call('ZREM', KEYS[1], member) == 1 then
    local id = id_of(member)
    redis.call('HSETNX', KEYS[2], id, ARGV[i + 1])
    push(ARGV[1], route_of(ARGV[1], id), member)
    moved = moved + 1
  end
end
return moved
