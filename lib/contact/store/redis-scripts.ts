// The Redis store's keys and its Lua scripts: every change of a record and its counts is one atomic script, so every
// instance sees the others' records and the counters never drift from them.
export const R = {
  record: "contact:lead:",
  claim: (id: string) => `contact:lead-claim:${id}`,
  delivered: (fingerprint: string) => `contact:delivered:${fingerprint}`,
  /** id -> its IndexEntry: what the counters, the drops and the expiry notes read, never a record. */
  index: "contact:leads",
  fingerprints: "contact:lead-fingerprints",
  /** ids by arrival time: records waiting for a channel, held leads, and every record that is not held. */
  pending: "contact:leads:pending",
  held: "contact:leads:held",
  live: "contact:leads:live",
  /** Set once every record that is not held is in `live` (records written before it existed are added once). */
  schema: "contact:leads:schema",
  refused: "contact:leads:refused",
  stats: "contact:leads:stats",
  /** networks by their number of held leads, and each network's held leads by time. */
  networks: "contact:held:networks",
  network: "contact:held:network:",
  dropped: "contact:held:dropped",
  expired: "contact:leads-expired",
  state: "contact:pass-state",
  lock: "contact:retry:lock",
  linkKey: "contact:link-key",
  probe: "contact:probe:",
};

export const INDEX_KEYS = [R.index, R.fingerprints, R.pending, R.held, R.refused, R.stats, R.networks, R.live];

// Forgets a record's index entry and its counts (and deletes the record when `delete`): its entry as stored, or nil.
// KEYS: INDEX_KEYS first.
const FORGET_FN = `local function forget(id, delete, recordPrefix, networkPrefix)
  local raw = redis.call('HGET', KEYS[1], id)
  if delete then redis.call('DEL', recordPrefix .. id) end
  if not raw then return nil end
  local entry = cjson.decode(raw)
  redis.call('HDEL', KEYS[1], id)
  if entry.fingerprint and redis.call('HGET', KEYS[2], entry.fingerprint) == id then redis.call('HDEL', KEYS[2], entry.fingerprint) end
  redis.call('ZREM', KEYS[3], id)
  redis.call('ZREM', KEYS[4], id)
  redis.call('SREM', KEYS[5], id)
  redis.call('ZREM', KEYS[8], id)
  redis.call('HINCRBY', KEYS[6], 'bytes', -(tonumber(entry.bytes) or 0))
  if entry.network then
    redis.call('ZREM', networkPrefix .. entry.network, id)
    if tonumber(redis.call('ZINCRBY', KEYS[7], -1, entry.network)) <= 0 then redis.call('ZREM', KEYS[7], entry.network) end
  end
  return raw
end`;

// KEYS: INDEX_KEYS. ARGV: id, delete ('1' or '0'), record prefix, network prefix. The entry, or false.
export const FORGET = `${FORGET_FN}
return forget(ARGV[1], ARGV[2] == '1', ARGV[3], ARGV[4]) or false`;

// A digest part delivered, in one script: each held lead forgotten with its record, its fingerprint remembered a day.
// KEYS: INDEX_KEYS. ARGV: record prefix, network prefix, delivered prefix, day ms, time, then the ids.
export const FINISH = `${FORGET_FN}
for i = 6, #ARGV do
  local raw = forget(ARGV[i], true, ARGV[1], ARGV[2])
  if raw then redis.call('SET', ARGV[3] .. cjson.decode(raw).fingerprint, ARGV[5], 'PX', ARGV[4]) end
end
return #ARGV - 5`;

// Atomic, so every instance sees the others' records: the fingerprint (the same lead again), room made within the
// budget by dropping the newest held lead of the network holding the most, then the record with its index entry and
// counts (held leads by network and time, the others by time).
// KEYS: INDEX_KEYS, the record, its claim, the dropped counts.
// ARGV: id, record, entry, bytes, expiry, arrival ms, claim token, claim ms, record prefix, network prefix, budget.
export const WRITE = `${FORGET_FN}
local existing = redis.call('HGET', KEYS[2], cjson.decode(ARGV[3]).fingerprint)
if existing and redis.call('EXISTS', ARGV[9] .. existing) == 1 then return {'duplicate', existing} end
local bytes = tonumber(ARGV[4])
local dropped = 0
while (tonumber(redis.call('HGET', KEYS[6], 'bytes')) or 0) + bytes > tonumber(ARGV[11]) do
  local top = redis.call('ZREVRANGE', KEYS[7], 0, 0, 'WITHSCORES')
  if #top == 0 or tonumber(top[2]) < 2 then break end
  local victim = redis.call('ZRANGE', ARGV[10] .. top[1], -1, -1)[1]
  if victim then
    forget(victim, true, ARGV[9], ARGV[10])
    redis.call('HINCRBY', KEYS[11], top[1], 1)
    dropped = dropped + 1
  else
    redis.call('ZREM', KEYS[7], top[1])
  end
end
local entry = cjson.decode(ARGV[3])
redis.call('SET', KEYS[9], ARGV[2], 'PXAT', ARGV[5])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[2], entry.fingerprint, ARGV[1])
redis.call('HINCRBY', KEYS[6], 'bytes', bytes)
if entry.network then
  redis.call('ZADD', KEYS[4], ARGV[6], ARGV[1])
  redis.call('ZINCRBY', KEYS[7], 1, entry.network)
  redis.call('ZADD', ARGV[10] .. entry.network, ARGV[6], ARGV[1])
else
  redis.call('ZADD', KEYS[8], ARGV[6], ARGV[1])
  if entry.pending then redis.call('ZADD', KEYS[3], ARGV[6], ARGV[1]) end
end
if entry.refused then redis.call('SADD', KEYS[5], ARGV[1]) end
if ARGV[7] ~= '' then redis.call('SET', KEYS[10], ARGV[7], 'PX', ARGV[8]) end
return {'written', tostring(dropped)}`;

// KEYS: INDEX_KEYS, the record. ARGV: id, record, entry, bytes, arrival ms.
export const UPDATE = `
if redis.call('EXISTS', KEYS[9]) == 0 then return 0 end
local old = redis.call('HGET', KEYS[1], ARGV[1])
local before = old and (tonumber(cjson.decode(old).bytes) or 0) or 0
local entry = cjson.decode(ARGV[3])
redis.call('SET', KEYS[9], ARGV[2], 'KEEPTTL')
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HINCRBY', KEYS[6], 'bytes', tonumber(ARGV[4]) - before)
if entry.pending then redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1]) else redis.call('ZREM', KEYS[3], ARGV[1]) end
if entry.refused then redis.call('SADD', KEYS[5], ARGV[1]) else redis.call('SREM', KEYS[5], ARGV[1]) end
return 1`;

export const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
export const RENEW =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
