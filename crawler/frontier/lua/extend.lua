-- Push the lease deadline of requests this owner still holds.
-- KEYS[1] leases  KEYS[2] owners   ARGV[1] owner token, ARGV[2] lease ms, ARGV[3..] members
local extended = 0
local deadline = now_ms() + tonumber(ARGV[2])
for i = 3, #ARGV do
  local member = ARGV[i]
  local id = id_of(member)
  if redis.call('HGET', KEYS[2], id) == ARGV[1] then
    redis.call('ZADD', KEYS[1], 'XX', deadline, member)
    extended = extended + 1
  end
end
return extended
