import "server-only";
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import {
  DAY_MS,
  departureOf,
  encode,
  expiresAt,
  parseRecord,
  type Departure,
  type IndexEntry,
  type LeadRecord,
  type RecordKind,
  type StoreCounts,
  type WriteOutcome,
} from "./record";
import { redisReport, whenConnecting } from "./redis";
import { FINISH, FORGET, INDEX_KEYS, R, RELEASE, RENEW, UPDATE, WRITE } from "./redis-scripts";
import type { Lease, LeadStore, Listing, StoreReport, Unreadable } from "./store";

/**
 * Each record under its own key, expiring by itself LEADS_KEEP_DAYS after the lead arrived (whether or not anything
 * runs); an index of small entries and counters beside it, so health and the budget never read a record, and a
 * record gone from under its entry is noticed on the next pass: expired, or lost if it went before its time.
 */
export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: Redis,
    private readonly keepDays: number,
    /** Bytes of records kept before held leads make room. */
    private readonly budget: number,
    private readonly allowEviction = false,
  ) {}

  /** A first connection still being made is waited for (at most 1 s); a broken one fails the command at once. */
  private ready() {
    return whenConnecting(this.redis);
  }

  async write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome> {
    await this.ready();
    const { json, entry } = encode(record);
    const keys = [...INDEX_KEYS, R.record + record.id, R.claim(record.id), R.dropped];
    const args = [
      record.id,
      json,
      JSON.stringify(entry),
      entry.bytes,
      expiresAt(record, this.keepDays),
      Date.parse(record.receivedAt),
      claim?.token ?? "",
      claim?.ms ?? 0,
      R.record,
      R.network,
      this.budget,
    ];
    const [kind, value] = (await this.redis.eval(WRITE, keys.length, ...keys, ...args)) as [string, string];
    return kind === "duplicate" ? { kind, id: value } : { kind: "written", dropped: Number(value) };
  }

  async findByFingerprint(fingerprint: string) {
    await this.ready();
    const id = await this.redis.hget(R.fingerprints, fingerprint);
    return id && (await this.redis.exists(R.record + id)) === 1 ? id : undefined;
  }

  async get(id: string) {
    await this.ready();
    const text = await this.redis.get(R.record + id);
    return text ? parseRecord(text) : undefined;
  }

  async *pages(size = 50): AsyncGenerator<Listing> {
    yield* this.read("live", size);
    yield* this.read("held", size);
  }

  async *read(kind: RecordKind, size = 50): AsyncGenerator<Listing> {
    await this.ready();
    if (kind === "live") await this.indexLive();
    const key = kind === "live" ? R.live : R.held;
    // By arrival time; a page starts after the last one's time, skipping the ids already read at that very time.
    let min = "-inf";
    let seen = new Set<string>();
    for (;;) {
      const flat = await this.redis.zrangebyscore(key, min, "+inf", "WITHSCORES", "LIMIT", 0, size + seen.size);
      const page: [string, string][] = [];
      for (let i = 0; i < flat.length && page.length < size; i += 2)
        if (!(flat[i + 1] === min && seen.has(flat[i]!))) page.push([flat[i]!, flat[i + 1]!]);
      if (page.length === 0) return;
      const last = page.at(-1)![1];
      if (last !== min) seen = new Set();
      for (const [id, score] of page) if (score === last) seen.add(id);
      min = last;
      yield await this.records(page.map(([id]) => id));
    }
  }

  /** Records by id; those gone from under their entry are noted as departures. */
  private async records(ids: string[]): Promise<Listing> {
    const texts = ids.length > 0 ? await this.redis.mget(ids.map((id) => R.record + id)) : [];
    const records: LeadRecord[] = [];
    const unreadable: Unreadable[] = [];
    for (const [i, id] of ids.entries()) {
      const text = texts[i];
      if (text == null) {
        await this.depart(id);
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

  /** Records written before `live` existed are added to it once, from their index entries. */
  private async indexLive() {
    if ((await this.redis.get(R.schema)) === "2") return;
    let cursor = "0";
    do {
      const [next, flat] = await this.redis.hscan(R.index, cursor, "COUNT", 500);
      cursor = next;
      const multi = this.redis.multi();
      for (let i = 0; i < flat.length; i += 2) {
        const entry = JSON.parse(flat[i + 1]!) as IndexEntry;
        if (!entry.held) multi.zadd(R.live, Date.parse(entry.receivedAt), entry.id);
      }
      await multi.exec();
    } while (cursor !== "0");
    await this.redis.set(R.schema, "2");
  }

  /** A record gone from under its index entry: Redis expired it, or lost it before its time (evicted, deleted). */
  private async depart(id: string) {
    const raw = (await this.redis.eval(FORGET, INDEX_KEYS.length, ...INDEX_KEYS, id, "0", R.record, R.network)) as
      string | null;
    if (!raw) return;
    const departure = departureOf(JSON.parse(raw) as IndexEntry, this.keepDays);
    const now = Date.now();
    await this.redis.zadd(R.expired, now, JSON.stringify(departure));
    await this.redis.zremrangebyscore(R.expired, 0, now - 30 * DAY_MS);
  }

  async update(record: LeadRecord) {
    await this.ready();
    const { json, entry } = encode(record);
    const keys = [...INDEX_KEYS, R.record + record.id];
    const args = [record.id, json, JSON.stringify(entry), entry.bytes, Date.parse(record.receivedAt)];
    return (await this.redis.eval(UPDATE, keys.length, ...keys, ...args)) === 1;
  }

  async remove({ id }: Pick<LeadRecord, "id" | "fingerprint">) {
    await this.ready();
    await this.redis.eval(FORGET, INDEX_KEYS.length, ...INDEX_KEYS, id, "1", R.record, R.network);
  }

  async finish(records: Pick<LeadRecord, "id" | "fingerprint">[]) {
    if (records.length === 0) return;
    await this.ready();
    const args = [R.record, R.network, R.delivered(""), DAY_MS, new Date().toISOString()];
    await this.redis.eval(FINISH, INDEX_KEYS.length, ...INDEX_KEYS, ...args, ...records.map(({ id }) => id));
  }

  /** Redis forgets a fingerprint by its own expiry. */
  async tidy() {}

  async claim(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.set(R.claim(id), token, "PX", ms, "NX")) === "OK";
  }

  async release(id: string, token: string) {
    await this.redis.eval(RELEASE, 1, R.claim(id), token);
  }

  async renew(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.eval(RENEW, 1, R.claim(id), token, ms)) === 1;
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
    return entries.map((entry) => JSON.parse(entry) as Departure);
  }

  async counts(): Promise<StoreCounts> {
    await this.ready();
    const results = await this.redis
      .multi()
      .zcard(R.pending)
      .zrange(R.pending, "0", "0", "WITHSCORES")
      .zcard(R.held)
      .zrange(R.held, "0", "0", "WITHSCORES")
      .scard(R.refused)
      .hget(R.stats, "bytes")
      .exec();
    if (!results) throw new Error("Redis discarded the counts' transaction");
    const [pending, oldestPending, held, oldestHeld, refused, bytes] = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [number, string[], number, string[], number, string | null];
    return {
      pending,
      oldestPendingAt: oldestPending[1] ? Number(oldestPending[1]) : null,
      held,
      oldestHeldAt: oldestHeld[1] ? Number(oldestHeld[1]) : null,
      refused,
      bytes: Number(bytes ?? 0),
    };
  }

  async probe() {
    await this.ready();
    const key = R.probe + randomBytes(8).toString("hex");
    const value = randomBytes(8).toString("hex");
    await this.redis.set(key, value, "PX", 60_000);
    const read = await this.redis.get(key);
    await this.redis.del(key);
    if (read !== value) throw new Error("Redis did not return what was written");
  }

  /** Read again at most once a minute: health asks on every call. */
  private reported?: { at: number; report: Promise<StoreReport> };
  async report(): Promise<StoreReport> {
    await this.ready();
    if (!this.reported || Date.now() - this.reported.at > 60_000) {
      const report = redisReport(this.redis, this.allowEviction);
      this.reported = { at: Date.now(), report };
      report.catch(() => (this.reported = undefined));
    }
    return this.reported.report;
  }

  async dropped() {
    await this.ready();
    const counts = await this.redis.hgetall(R.dropped);
    return Object.fromEntries(Object.entries(counts).map(([network, count]) => [network, Number(count)]));
  }

  async forgetDropped(counts: Record<string, number>) {
    await this.ready();
    const entries = Object.entries(counts);
    if (entries.length === 0) return;
    const multi = this.redis.multi();
    for (const [network, count] of entries) multi.hincrby(R.dropped, network, -count);
    await multi.exec();
    // Counts at zero go, so the next digest names only new drops.
    const left = await this.redis.hgetall(R.dropped);
    const spent = Object.keys(left).filter((network) => Number(left[network]) <= 0);
    if (spent.length > 0) await this.redis.hdel(R.dropped, ...spent);
  }

  async getState(name: string) {
    await this.ready();
    return (await this.redis.hget(R.state, name)) ?? undefined;
  }

  async setState(name: string, value: string) {
    await this.ready();
    await this.redis.hset(R.state, name, value);
  }

  async lock(ms: number): Promise<Lease | undefined> {
    await this.ready();
    const token = randomBytes(16).toString("hex");
    if ((await this.redis.set(R.lock, token, "PX", ms, "NX")) !== "OK") return undefined;
    return {
      renew: async () => (await this.redis.eval(RENEW, 1, R.lock, token, ms)) === 1,
      // Only our own lock: it may have lapsed and been taken by another pass meanwhile.
      release: async () => void (await this.redis.eval(RELEASE, 1, R.lock, token)),
    };
  }

  async linkKey() {
    await this.ready();
    await this.redis.set(R.linkKey, randomBytes(32).toString("base64"), "NX");
    const key = await this.redis.get(R.linkKey);
    if (!key) throw new Error("no link key in Redis");
    return Buffer.from(key, "base64");
  }
}
