-- Trim the head of a priority band once another shard adopted it (adopt_band.lua, crawler/frontier/
-- layout.py): counted out of the domain's queue, and the band leaves its domain queue when empty.
-- KEYS[1] per-class counts  KEYS[2] trimmed (HASH band -> elements trimmed so far)
-- KEYS[3] shared contexts  KEYS[4] context references  KEYS[5] counted contexts (lib.lua)
-- ARGV[1] key prefix  ARGV[2] route ("<class>|<domain>")  ARGV[3] priority key  ARGV[4] how many
-- Returns the number trimmed.
local cls, domain = split_route(ARGV[2])
local dq = ARGV[1] .. 'dq:' .. cls .. ':' .. domain
local band = dq .. '/' .. ARGV[3]
local n = math.min(tonumber(ARGV[4]), redis.call('LLEN', band))
if n > 0 then
  local ck = ctx_keys(KEYS[3], KEYS[4], KEYS[5])
  local refs = {}
  for _, el in ipairs(redis.call('LRANGE', band, 0, n - 1)) do ctx_note(refs, (unpack_element(el)), -1) end
  ctx_apply(ck, refs)
  redis.call('LTRIM', band, n, -1)
  count({counts = KEYS[1]}, ARGV[2], cls, -n)
  redis.call('HINCRBY', KEYS[2], 'trim|' .. band, n)
end
if redis.call('EXISTS', band) == 0 then redis.call('ZREM', dq, ARGV[3]) end
return n
