import "server-only";
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import {
  DAY_MS,
  DEFAULT_BOUNDS,
  expiresAt,
  parseRecord,
  summaryOf,
  type LeadRecord,
  type RecordSummary,
  type WriteOutcome,
} from "./record";
import { whenConnecting } from "./redis";
import type { LeadStore, Listing, Unreadable } from "./store";

const R = {
  record: (id: string) => `contact:lead:${id}`,
  claim: (id: string) => `contact:lead-claim:${id}`,
  delivered: (fingerprint: string) => `contact:delivered:${fingerprint}`,
  index: "contact:leads",
  fingerprints: "contact:lead-fingerprints",
  expired: "contact:leads-expired",
  state: "contact:pass-state",
  lock: "contact:retry:lock",
  tagKey: "contact:undelivered:key",
  linkKey: "contact:link-key",
};

// Atomic, so every instance sees the others' records: the fingerprint (the same lead again), then the bounds.
const WRITE_SCRIPT = `
local existing = redis.call('HGET', KEYS[2], ARGV[3])
if existing and redis.call('EXISTS', ARGV[13] .. existing) == 1 then return {'duplicate', existing} end
local total, client, network = 0, 0, 0
local entries = redis.call('HGETALL', KEYS[1])
for i = 1, #entries, 2 do
  local value = redis.call('GET', ARGV[13] .. entries[i])
  if value then
    local ok, lead = pcall(cjson.decode, value)
    if ok and type(lead) == 'table' and ((lead.held ~= nil) == (ARGV[6] == '1')) then
      total = total + 1
      if ARGV[4] ~= '' and lead.client == ARGV[4] then client = client + 1 end
      if ARGV[5] ~= '' and lead.network == ARGV[5] then network = network + 1 end
    end
  end
end
if total >= tonumber(ARGV[9]) then return {'full'} end
if client >= tonumber(ARGV[7]) then return {'client_full'} end
if network >= tonumber(ARGV[8]) then return {'network_full'} end
redis.call('SET', KEYS[3], ARGV[2], 'PXAT', ARGV[10])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[14])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[1])
if ARGV[11] ~= '' then redis.call('SET', KEYS[4], ARGV[11], 'PX', ARGV[12]) end
return {'written'}`;

const UPDATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
return 1`;

const REMOVE_SCRIPT = `
redis.call('DEL', KEYS[1])
redis.call('HDEL', KEYS[2], ARGV[1])
if redis.call('HGET', KEYS[3], ARGV[2]) == ARGV[1] then redis.call('HDEL', KEYS[3], ARGV[2]) end
return 1`;

const RELEASE_SCRIPT = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
const RENEW_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";

/**
 * Each record under its own key, expiring by itself LEADS_KEEP_DAYS after the lead arrived (whether or not anything
 * runs); a hash of summaries indexes them, so an expiry is noticed and reported on the next read.
 */
export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: Redis,
    private readonly keepDays: number,
    private readonly bounds = DEFAULT_BOUNDS,
  ) {}

  /** A first connection still being made is waited for (at most 1 s); a broken one fails the command at once. */
  private ready() {
    return whenConnecting(this.redis);
  }

  async write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome> {
    await this.ready();
    const bounds = record.held ? this.bounds.held : this.bounds.pending;
    const keys = [R.index, R.fingerprints, R.record(record.id), R.claim(record.id)];
    const args = [
      record.id,
      JSON.stringify(record),
      record.fingerprint,
      record.client ?? "",
      record.network ?? "",
      record.held ? "1" : "0",
      bounds.perClient,
      bounds.perNetwork,
      bounds.total,
      expiresAt(record, this.keepDays),
      claim?.token ?? "",
      claim?.ms ?? 0,
      R.record(""),
      JSON.stringify(summaryOf(record)),
    ];
    const [kind, id] = (await this.redis.eval(WRITE_SCRIPT, keys.length, ...keys, ...args)) as [string, string?];
    if (kind === "duplicate") return { kind, id: id! };
    return { kind } as WriteOutcome;
  }

  async findByFingerprint(fingerprint: string) {
    await this.ready();
    const id = await this.redis.hget(R.fingerprints, fingerprint);
    return id && (await this.redis.exists(R.record(id))) === 1 ? id : undefined;
  }

  async get(id: string) {
    await this.ready();
    const text = await this.redis.get(R.record(id));
    return text ? parseRecord(text) : undefined;
  }

  async list(): Promise<Listing> {
    await this.ready();
    const index = await this.redis.hgetall(R.index);
    const ids = Object.keys(index);
    const texts = ids.length > 0 ? await this.redis.mget(ids.map(R.record)) : [];
    const records: LeadRecord[] = [];
    const unreadable: Unreadable[] = [];
    for (const [i, id] of ids.entries()) {
      const text = texts[i];
      if (text == null) {
        // In the index but gone: Redis expired it (a removal deletes both at once).
        await this.noteExpiry(id, index[id]!);
        continue;
      }
      try {
        records.push(parseRecord(text));
      } catch (error) {
        unreadable.push({ id, error: (error as Error).message });
      }
    }
    return { records, unreadable, unavailable: [] };
  }

  private async noteExpiry(id: string, summaryText: string) {
    let summary: RecordSummary = { id, receivedAt: new Date(0).toISOString(), channels: [], held: false };
    try {
      summary = { ...summary, ...(JSON.parse(summaryText) as RecordSummary) };
    } catch {}
    const now = Date.now();
    if ((await this.redis.hdel(R.index, id)) === 1) {
      await this.redis.zadd(R.expired, now, JSON.stringify({ ...summary, expiredAt: new Date(now).toISOString() }));
      await this.redis.zremrangebyscore(R.expired, 0, now - 30 * DAY_MS);
    }
  }

  async update(record: LeadRecord) {
    await this.ready();
    const keys = [R.record(record.id), R.index];
    const args = [JSON.stringify(record), record.id, JSON.stringify(summaryOf(record))];
    return (await this.redis.eval(UPDATE_SCRIPT, keys.length, ...keys, ...args)) === 1;
  }

  async remove({ id, fingerprint }: Pick<LeadRecord, "id" | "fingerprint">) {
    await this.ready();
    await this.redis.eval(REMOVE_SCRIPT, 3, R.record(id), R.index, R.fingerprints, id, fingerprint);
  }

  async claim(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.set(R.claim(id), token, "PX", ms, "NX")) === "OK";
  }

  async release(id: string, token: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, R.claim(id), token);
  }

  async renew(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.eval(RENEW_SCRIPT, 1, R.claim(id), token, ms)) === 1;
  }

  async markDelivered(fingerprint: string) {
    await this.ready();
    await this.redis.set(R.delivered(fingerprint), new Date().toISOString(), "PX", DAY_MS);
  }

  async wasDelivered(fingerprint: string) {
    await this.ready();
    return (await this.redis.exists(R.delivered(fingerprint))) === 1;
  }

  async expiries(since: Date) {
    await this.ready();
    const entries = await this.redis.zrangebyscore(R.expired, since.getTime(), "+inf");
    return entries.map((entry) => JSON.parse(entry) as RecordSummary & { expiredAt: string });
  }

  async getState(name: string) {
    await this.ready();
    return (await this.redis.hget(R.state, name)) ?? undefined;
  }

  async setState(name: string, value: string) {
    await this.ready();
    await this.redis.hset(R.state, name, value);
  }

  async lock(ms: number) {
    await this.ready();
    const token = randomBytes(16).toString("hex");
    if ((await this.redis.set(R.lock, token, "PX", ms, "NX")) !== "OK") return undefined;
    // Only our own lock: it may have lapsed and been taken by another pass meanwhile.
    return async () => void (await this.redis.eval(RELEASE_SCRIPT, 1, R.lock, token));
  }

  async tagKey() {
    await this.ready();
    await this.redis.set(R.tagKey, randomBytes(32).toString("base64"), "PX", DAY_MS, "NX");
    const key = await this.redis.get(R.tagKey);
    if (!key) throw new Error("no tag key in Redis");
    return Buffer.from(key, "base64");
  }

  async linkKey() {
    await this.ready();
    await this.redis.set(R.linkKey, randomBytes(32).toString("base64"), "NX");
    const key = await this.redis.get(R.linkKey);
    if (!key) throw new Error("no link key in Redis");
    return Buffer.from(key, "base64");
  }
}
