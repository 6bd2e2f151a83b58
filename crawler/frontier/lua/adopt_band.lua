-- Take over the head of a priority band of a domain moved here from another shard (crawler/frontier/
-- layout.py): the elements go to the back of the same band here, in their order, reclaim counts kept.
-- Idempotent: KEYS[1] counts per old band how many of its elements were adopted; the old shard counts how
-- many it trimmed (drop_band.lua), so a batch adopted but not yet trimmed is not adopted again.
-- KEYS[1] adopted (HASH old shard tag|band -> elements adopted)  KEYS[2] per-class counts
-- KEYS[3..4] ready sets  KEYS[5] context references (lib.lua)
-- ARGV[1] key prefix  ARGV[2] old shard tag|band  ARGV[3] elements trimmed from the old band so far
-- ARGV[4] route ("<class>|<domain>")  ARGV[5] priority key  ARGV[6..] the elements (band head first)
-- Returns the number adopted now.
local prefix = ARGV[1]
local qk = queue_keys(KEYS[2], KEYS[3], KEYS[4])
local trimmed = tonumber(ARGV[3])
local done = tonumber(redis.call('HGET', KEYS[1], ARGV[2]) or '0') - trimmed
if done < 0 then done = 0 end
local adopted = 0
local ck = ctx_keys(nil, KEYS[5], nil)
local refs = {}
for i = 6 + done, #ARGV do
  local payload, reclaims = unpack_element(ARGV[i])
  push(prefix, qk, ARGV[4], ARGV[5], payload, reclaims, false)
  ctx_note(refs, payload, 1)
  adopted = adopted + 1
end
ctx_apply(ck, refs)
redis.call('HSET', KEYS[1], ARGV[2], trimmed + #ARGV - 5)
return adopted
